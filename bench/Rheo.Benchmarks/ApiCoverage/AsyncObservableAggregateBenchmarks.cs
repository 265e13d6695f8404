using BenchmarkDotNet.Attributes;
using Rheo.Async.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>Async observable aggregates over <c>Range(0, N)</c>.</summary>
public class AsyncObservableAggregateBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.AggregateAsync))]
    public async Task<long> Aggregate() => await AsyncObservable.Range(0, N).AggregateAsync(0L, static (a, x) => a + x) + await AsyncObservable.Range(0, N).AggregateAsync(static (a, x) => a ^ x);

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.AllAsync), nameof(AsyncObservable.AnyAsync), nameof(AsyncObservable.ContainsAsync))]
    public async Task<int> Predicates()
    {
        var source = AsyncObservable.Range(0, N);
        return (await source.AllAsync(static x => x >= 0) ? 1 : 0) + (await source.AnyAsync(static x => x < 0) ? 1 : 0) + (await source.ContainsAsync(-1) ? 1 : 0);
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.CountAsync), nameof(AsyncObservable.LongCountAsync))]
    public async Task<long> Counts() => await AsyncObservable.Range(0, N).CountAsync(static x => (x & 1) == 0) + await AsyncObservable.Range(0, N).LongCountAsync();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.FirstAsync), nameof(AsyncObservable.FirstOrDefaultAsync), nameof(AsyncObservable.LastAsync), nameof(AsyncObservable.LastOrDefaultAsync), nameof(AsyncObservable.SingleAsync), nameof(AsyncObservable.SingleOrDefaultAsync))]
    public async Task<long> Elements()
    {
        var source = AsyncObservable.Range(0, N);
        return await source.FirstAsync(x => x == N - 1) + await source.Where(static x => x < 0).FirstOrDefaultAsync(-1)
            + await source.LastAsync() + await source.LastOrDefaultAsync(-1)
            + await source.SkipWhile(x => x < N - 1).SingleAsync() + await source.Where(static x => x < 0).SingleOrDefaultAsync(-1);
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.ToListAsync), nameof(AsyncObservable.ToDictionaryAsync))]
    public async Task<int> Collections() => (await AsyncObservable.Range(0, N).ToListAsync()).Count + (await AsyncObservable.Range(0, N).ToDictionaryAsync(static x => x)).Count;

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.ForEachAsync))]
    public async Task ForEach()
    {
        await AsyncObservable.Range(0, N).ForEachAsync(IntSink);
        await AsyncObservable.Range(0, N).ForEachAsync(static (_, _) => ValueTask.CompletedTask);
    }
}
