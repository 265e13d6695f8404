using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Linq;
using RheoBench.AsyncHelpers;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>
/// Rheo.Async's extension operators for asynchronous work (<c>DropIfBusy</c>,
/// <c>WithLimitedConcurrency</c>) over <c>AsyncObservable.Range(0, N)</c> with an observer that completes
/// synchronously, one subscription per operation: compare the allocated bytes between the two values of N for the
/// steady-state bytes per element (a constant means 0).
/// </summary>
public class AsyncEx2Benchmarks : ApiCoverageBenchmark
{
    private static readonly Func<CancellationToken, ValueTask<int>> ReadyWork = static _ => new ValueTask<int>(1);


    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.DropIfBusy))]
    public Task DropIfBusy() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).DropIfBusy());

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.DropIfBusy))]
    public Task DropIfBusyWithHandler() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).DropIfBusy(static (_, _) => default));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.WithLimitedConcurrency))]
    public Task WithLimitedConcurrencyReadyWork() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Select(static _ => ReadyWork).WithLimitedConcurrency(4));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.WithLimitedConcurrency))]
    public Task WithLimitedConcurrencyYieldingWork() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Select(static x => (Func<CancellationToken, ValueTask<int>>)(async _ =>
    {
        await Task.Yield();
        return x;
    })).WithLimitedConcurrency(4));
}
