namespace RheoBench.Compare;

/// <summary>Command-line settings of a <c>compare</c> run and the time budget they imply.</summary>
public sealed class RunContext
{
    private readonly int? rounds;
    private readonly int? sizingRounds;

    public bool Quick { get; init; }

    /// <summary>Directory of the Scrabble word lists (<c>ospd.txt</c>, <c>words.shakespeare.txt</c>).</summary>
    public required string DataDir { get; init; }

    public required string ArtifactsDir { get; init; }

    /// <summary>Rounds per scenario (<c>--rounds R</c>): 5 by default, 3 with <c>--quick</c>.</summary>
    public int Rounds { get => rounds ?? (Quick ? 3 : 5); init => rounds = value; }

    /// <summary>
    /// How many processes each scenario's rounds are spread over when <c>--launches L</c> says so, or null: then
    /// each scenario's <see cref="Scenarios.Scenario.DefaultLaunches"/> in a full run, 1 with <c>--quick</c>. Every
    /// scenario runs in a fresh process of its own, so that no scenario's JIT profile or heap shapes another's;
    /// with L above 1 its rounds are split over L such processes and pooled, so that one process's code layout does
    /// not decide the result.
    /// </summary>
    public int? Launches { get; init; }

    /// <summary>How many processes <paramref name="scenario"/>'s rounds are spread over in this run (at least 1).</summary>
    public int LaunchesFor(Scenarios.Scenario scenario) => Launches ?? (Quick ? 1 : scenario.DefaultLaunches);

    /// <summary>
    /// The total rounds of the whole measurement, which sizes the runs of each round: in a launch that measures a
    /// share of the rounds, the rounds of all launches; otherwise <see cref="Rounds"/>.
    /// </summary>
    public int SizingRounds { get => sizingRounds ?? Rounds; init => sizingRounds = value; }

    /// <summary>
    /// Set in the process a launch starts (<c>--launch-child</c>): it measures in-process, writes its JSON and
    /// prints progress, but no table.
    /// </summary>
    public bool LaunchChild { get; init; }

    /// <summary>
    /// The one case to measure (<c>--case NAME</c>), or null for all of a scenario's cases. The process that pools
    /// the launches starts a process per case with it, so that one case's JIT profile does not shape the next.
    /// </summary>
    public string? Case { get; init; }

    /// <summary>The least warm-up time per bench before measuring (at least one call).</summary>
    public TimeSpan WarmUp => Quick ? TimeSpan.FromMilliseconds(80) : TimeSpan.FromMilliseconds(600);

    /// <summary>The most warm-up time per bench: a JIT still compiling then is reported as not settled.</summary>
    public TimeSpan WarmUpMax => Quick ? TimeSpan.FromSeconds(2) : TimeSpan.FromSeconds(10);

    /// <summary>
    /// The warm-up ends once the JIT has compiled no method during <see cref="QuietBatches"/> consecutive batches
    /// of calls, each lasting at least this long (and <see cref="WarmUp"/> has passed).
    /// </summary>
    public TimeSpan QuietBatch => Quick ? TimeSpan.FromMilliseconds(50) : TimeSpan.FromMilliseconds(100);

    /// <summary>How many consecutive quiet batches show that the JIT has settled.</summary>
    public int QuietBatches => 3;

    /// <summary>The least time of the round-robin warm-up of all libraries before each warms up alone.</summary>
    public TimeSpan SharedWarmUp => Quick ? TimeSpan.FromMilliseconds(300) : TimeSpan.FromSeconds(1);

    /// <summary>The least number of round-robin rounds of that warm-up (enough calls for the JIT to profile the shared call sites).</summary>
    public int SharedWarmUpCalls => 100;

    /// <summary>The most time of the round-robin warm-up: a slow op gets fewer rounds.</summary>
    public TimeSpan SharedWarmUpMax => Quick ? TimeSpan.FromSeconds(2) : TimeSpan.FromSeconds(5);

    /// <summary>Target duration of one measured run (at least one call).</summary>
    public TimeSpan RunTarget => Quick ? TimeSpan.FromMilliseconds(40) : TimeSpan.FromMilliseconds(250);

    /// <summary>
    /// Number of measured runs, spread over the <see cref="Rounds"/>; a round's value is the median of its runs,
    /// the value reported the median of the rounds.
    /// </summary>
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

        yield return "--rounds";
        yield return Rounds.ToString(System.Globalization.CultureInfo.InvariantCulture);
        if (sizingRounds is { } sizing)
        {
            yield return "--sizing-rounds";
            yield return sizing.ToString(System.Globalization.CultureInfo.InvariantCulture);
        }

        yield return "--data";
        yield return DataDir;
        yield return "--artifacts";
        yield return ArtifactsDir;
    }
}
