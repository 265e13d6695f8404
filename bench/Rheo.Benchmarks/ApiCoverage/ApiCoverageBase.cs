using BenchmarkDotNet.Attributes;

namespace RheoBench.ApiCoverage;

/// <summary>
/// The sizes the API coverage benchmarks run at: 1,000 by default; the <c>operators-table</c> command runs two sizes
/// and takes the difference, so fixed costs (building the chain, subscribing) drop out of the per-element figures.
/// </summary>
public static class ApiCoverageSizes
{
    /// <summary>The values of <see cref="ApiCoverageBenchmark.N"/>.</summary>
    public static int[] Current { get; set; } = [1_000];
}

/// <summary>
/// Base of the API coverage benchmarks: each benchmark does <see cref="N"/> units of work (N values through an
/// operator, N calls of a method), so its cost per operation divided by N is a cost per element.
/// </summary>
public abstract class ApiCoverageBenchmark
{
    /// <summary>The number of elements (or calls) per benchmark invocation.</summary>
    [ParamsSource(nameof(Sizes))]
    public int N { get; set; } = 1_000;

    /// <summary>The sizes to run at (<see cref="ApiCoverageSizes.Current"/>).</summary>
    public static IEnumerable<int> Sizes => ApiCoverageSizes.Current;

    /// <summary>A value sink that does nothing.</summary>
    protected static readonly Action<int> IntSink = static _ => { };

    /// <summary>A running total benchmarks add results to, so nothing is optimised away.</summary>
    protected long Total;
}

/// <summary>An observer that counts what it sees.</summary>
public sealed class CoverageCountingObserver<T> : IObserver<T>
{
    /// <summary>Values seen.</summary>
    public long Count;

    /// <summary>Whether a terminal message came.</summary>
    public bool Done;

    /// <inheritdoc />
    public void OnNext(T value) => Count++;

    /// <inheritdoc />
    public void OnError(Exception error) => Done = true;

    /// <inheritdoc />
    public void OnCompleted() => Done = true;
}

/// <summary>Bounded waits: a benchmark whose work never finishes fails instead of hanging the run.</summary>
public static class CoverageWait
{
    /// <summary>How long a benchmark waits for its work at most.</summary>
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(30);

    /// <summary>Throws <see cref="TimeoutException"/> when a wait timed out.</summary>
    public static void For(bool signalled)
    {
        if (!signalled)
        {
            throw new TimeoutException("The benchmark's work did not finish in " + Timeout.TotalSeconds + " s.");
        }
    }
}
