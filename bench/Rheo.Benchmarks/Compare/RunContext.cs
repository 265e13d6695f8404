namespace RheoBench.Compare;

/// <summary>Command-line settings of a <c>compare</c> run and the time budget they imply.</summary>
public sealed class RunContext
{
    public bool Quick { get; init; }

    /// <summary>Directory of the Scrabble word lists (<c>ospd.txt</c>, <c>words.shakespeare.txt</c>).</summary>
    public required string DataDir { get; init; }

    public required string ArtifactsDir { get; init; }

    /// <summary>Warm-up time per bench before measuring (at least one call).</summary>
    public TimeSpan WarmUp => Quick ? TimeSpan.FromMilliseconds(80) : TimeSpan.FromMilliseconds(600);

    /// <summary>Target duration of one measured run (at least one call).</summary>
    public TimeSpan RunTarget => Quick ? TimeSpan.FromMilliseconds(40) : TimeSpan.FromMilliseconds(250);

    /// <summary>Number of measured runs; the value reported is their median.</summary>
    public int Runs => Quick ? 5 : 15;

    /// <summary>Fewer runs for scenarios whose single call takes a long time.</summary>
    public int LongRuns => Quick ? 2 : 9;

    /// <summary>How long a fixed-duration measurement (a producer on its own thread) lasts.</summary>
    public TimeSpan TimedRun => Quick ? TimeSpan.FromMilliseconds(250) : TimeSpan.FromSeconds(1);

    /// <summary>The longest a child process may take before it is reported as not finishing.</summary>
    public TimeSpan ChildTimeout => Quick ? TimeSpan.FromSeconds(15) : TimeSpan.FromSeconds(120);

    /// <summary>The longest the first call of an in-process bench may take before it is reported as blocked.</summary>
    public TimeSpan BlockedTimeout => Quick ? TimeSpan.FromSeconds(5) : TimeSpan.FromSeconds(60);

    /// <summary>Arguments that recreate this context in a child process.</summary>
    public IEnumerable<string> ToArgs()
    {
        if (Quick)
        {
            yield return "--quick";
        }

        yield return "--data";
        yield return DataDir;
        yield return "--artifacts";
        yield return ArtifactsDir;
    }
}
