using BenchmarkDotNet.Attributes;
using Rheo.Async.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>Async observable filtering and projection over <c>Range(0, N)</c>, observers completing synchronously.</summary>
public class AsyncObservableOperatorsBenchmarks : ApiCoverageBenchmark
{
    private static readonly object Boxed = "s";

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Where), nameof(AsyncObservable.Select))]
    public ValueTask<int> WhereSelect() => AsyncObservable.Range(0, N).Where(static x => (x & 1) == 0).Select(static x => x * 2).CountAsync();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Where), nameof(AsyncObservable.Select))]
    public ValueTask<int> WhereSelectValueTask() => AsyncObservable.Range(0, N).Where(static x => new ValueTask<bool>((x & 1) == 0)).Select(static x => new ValueTask<int>(x * 2)).CountAsync();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Skip), nameof(AsyncObservable.Take), nameof(AsyncObservable.SkipWhile), nameof(AsyncObservable.TakeWhile))]
    public ValueTask<int> SkipTake() => AsyncObservable.Range(0, N + 20).Skip(5).SkipWhile(static x => x < 10).TakeWhile(static x => x >= 0).Take(N).CountAsync();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.TakeUntil))]
    public ValueTask<int> TakeUntilPredicate() => AsyncObservable.Range(0, N).TakeUntil(static x => x < 0).TakeUntil(AsyncObservable.Never<int>()).TakeUntil(new TaskCompletionSource().Task).CountAsync();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Distinct), nameof(AsyncObservable.DistinctBy), nameof(AsyncObservable.DistinctUntilChanged), nameof(AsyncObservable.DistinctUntilChangedBy))]
    public async Task<int> Distincts()
    {
        var source = AsyncObservable.Range(0, N);
        return await source.Distinct().CountAsync() + await source.DistinctBy(static x => x & 1023).CountAsync()
            + await source.DistinctUntilChanged().CountAsync() + await source.DistinctUntilChangedBy(static x => x >> 1).CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Scan))]
    public ValueTask<int> Scan() => AsyncObservable.Range(0, N).Scan(0L, static (a, x) => a + x).Scan(static (a, x) => a ^ x).CountAsync();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Cast), nameof(AsyncObservable.OfType))]
    public ValueTask<int> CastOfType() => AsyncObservable.Range(0, N).Select(static _ => (object?)Boxed).OfType<string>().Select(static s => (object?)s).Cast<string>().CountAsync();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Finally), nameof(AsyncObservable.Prepend), nameof(AsyncObservable.StartWith))]
    public ValueTask<int> FinallyStartWith() => AsyncObservable.Range(0, N).StartWith(-3, -2).Prepend(-1).Finally(static () => { }).Finally(static () => ValueTask.CompletedTask).CountAsync();
}
