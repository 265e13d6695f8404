using BenchmarkDotNet.Attributes;
using Rheo;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Concurrency;
using RheoBench.AsyncHelpers;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>
/// Rheo.Async's extension operators (<see cref="AsyncObservableEx"/>) over <c>AsyncObservable.Range(0, N)</c> with an
/// observer that completes synchronously, one subscription per operation: the allocated bytes per operation, compared
/// between the two values of N, give the steady-state bytes per element (a constant means 0).
/// </summary>
public class AsyncExBenchmarks : ApiCoverageBenchmark
{
    private static readonly InvalidOperationException Boom = new("boom");
    private static readonly IAsyncObservable<bool>[] Flags = [AsyncObservable.Return(true), AsyncObservable.Return(true)];

    private static readonly int[] Array = [1, 2, 3, 4, 5, 6, 7, 8];
    private static readonly Random Random = new(42);


    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.WhereNotNull))]
    public Task WhereNotNull() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Select(static x => (x & 1) == 0 ? "a" : null).WhereNotNull());

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.WhereNotNull))]
    public Task WhereNotNullStruct() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Select(static x => (x & 1) == 0 ? (int?)x : null).WhereNotNull());

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.Not), nameof(AsyncObservableEx.WhereTrue), nameof(AsyncObservableEx.WhereFalse), nameof(AsyncObservableEx.AsSignal))]
    public Task BooleanFilters() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Select(static x => (x & 1) == 0).Not().WhereTrue().Not().WhereFalse().AsSignal());

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.CombineLatestValuesAreAllTrue), nameof(AsyncObservableEx.CombineLatestValuesAreAllFalse))]
    public async Task CombineLatestValuesAreAll()
    {
        IAsyncObservable<bool>[] sources = [AsyncObservable.Range(0, N).Select(static x => (x & 1) == 0), .. Flags];
        await AsyncDrain.RunAsync(sources.CombineLatestValuesAreAllTrue());
        await AsyncDrain.RunAsync(sources.CombineLatestValuesAreAllFalse());
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.Partition))]
    public async Task Partition()
    {
        var (even, odd) = AsyncObservable.Range(0, N).Partition(static x => (x & 1) == 0);
        var evenDrain = new DrainObserver<int>();
        var oddDrain = new DrainObserver<int>();
        await using var a = await even.SubscribeAsync(evenDrain);
        await using var b = await odd.SubscribeAsync(oddDrain);
        await evenDrain.Done.Task.WaitAsync(CoverageWait.Timeout);
        await oddDrain.Done.Task.WaitAsync(CoverageWait.Timeout);
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.CatchIgnore), nameof(AsyncObservableEx.CatchAndReturn))]
    public Task CatchIgnoreAndReturn() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Concat(AsyncObservable.Throw<int>(Boom)).CatchAndReturn(-1).Concat(AsyncObservable.Throw<int>(Boom)).CatchIgnore());

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.OnErrorRetry), nameof(AsyncObservableEx.RetryWithBackoff), nameof(AsyncObservableEx.RetryWithFixedDelay), nameof(AsyncObservableEx.RetryForeverWithDelay))]
    public Task RetryWithoutErrors() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N)
        .OnErrorRetry(static _ => true)
        .RetryWithBackoff(3, TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(10), 2.0, null, Scheduler.Default)
        .RetryWithFixedDelay(3, TimeSpan.FromMilliseconds(1), Scheduler.Default)
        .RetryForeverWithDelay(TimeSpan.FromMilliseconds(1), Scheduler.Default));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.Pairwise))]
    public Task Pairwise() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Pairwise());

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ScanWithInitial))]
    public Task ScanWithInitial() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ScanWithInitial(0L, static (a, x) => a + x));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.SwitchIfEmpty))]
    public Task SwitchIfEmpty() => AsyncDrain.RunAsync(AsyncObservable.Empty<int>().SwitchIfEmpty(AsyncObservable.Range(0, N)));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.WaitUntil), nameof(AsyncObservableEx.TakeUntilInclusive))]
    public Task WaitUntilTakeUntilInclusive() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).TakeUntilInclusive(static x => x < 0).WaitUntil(x => x == N - 1));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.DoOnSubscribe), nameof(AsyncObservableEx.DoOnDispose))]
    public Task DoOnSubscribeDispose() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).DoOnSubscribe(static () => { }).DoOnDispose(static () => { }));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ReplayLastOnSubscribe))]
    public Task ReplayLastOnSubscribe() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ReplayLastOnSubscribe(-1));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ThrottleFirst), nameof(AsyncObservableEx.DebounceImmediate))]
    public Task ThrottleFirstDebounceImmediate() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ThrottleFirst(TimeSpan.FromSeconds(1), Scheduler.Default).DebounceImmediate(TimeSpan.FromSeconds(1), Scheduler.Default));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.Conflate))]
    public Task Conflate() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Conflate(TimeSpan.FromMilliseconds(1), Scheduler.Default));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.Heartbeat), nameof(AsyncObservableEx.DetectStale))]
    public Task HeartbeatDetectStale() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Heartbeat(TimeSpan.FromSeconds(1), Scheduler.Default).DetectStale(TimeSpan.FromSeconds(1), Scheduler.Default));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.DebounceUntil), nameof(AsyncObservableEx.ThrottleDistinct))]
    public Task DebounceUntilThrottleDistinct() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N)
        .DebounceUntil(TimeSpan.FromSeconds(1), static x => (x & 1023) == 0, Scheduler.Default)
        .ThrottleDistinct(TimeSpan.FromSeconds(1), Scheduler.Default));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.BufferUntilInactive), nameof(AsyncObservableEx.BufferUntilIdle))]
    public async Task BufferUntilInactiveIdle()
    {
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).BufferUntilInactive(TimeSpan.FromSeconds(1), Scheduler.Default));
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).BufferUntilIdle(TimeSpan.FromSeconds(1), Scheduler.Default));
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.BufferUntil))]
    public async Task BufferUntil()
    {
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Select(static x => (char)('0' + (x % 10))).BufferUntil('0', '9'));
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Select(static x => x % 10).BufferUntil(0, 9));
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.Shuffle))]
    public Task Shuffle() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Select(_ => Array).Shuffle(Random));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.SampleLatest))]
    public Task SampleLatest() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).SampleLatest(AsyncObservable.Range(0, N)));

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.FirstMatchFromCandidates))]
    public Task FirstMatchFromCandidates() => AsyncDrain.RunAsync(new[] { AsyncObservable.Range(0, N), AsyncObservable.Range(0, N) }.FirstMatchFromCandidates(x => x == N - 1));
}
