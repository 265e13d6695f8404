using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Disposables;
using Rheo.Async.Linq;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>Async observable sources: N values counted (sources of at most one value are subscribed N times).</summary>
public class AsyncObservableCreationBenchmarks : ApiCoverageBenchmark
{
    private static readonly InvalidOperationException Error = new();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Range), nameof(AsyncObservable.CountAsync))]
    public ValueTask<int> Range() => AsyncObservable.Range(0, N).CountAsync();

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Create))]
    public async Task<int> Create()
    {
        var n = N;
        var produced = AsyncObservable.Create<int>(async (observer, token) =>
        {
            for (var i = 0; i < n; i++)
            {
                await observer.OnNextAsync(i);
            }

            await observer.OnCompletedAsync();
        });
        var subscribed = AsyncObservable.Create<int>(async observer =>
        {
            for (var i = 0; i < n; i++)
            {
                await observer.OnNextAsync(i);
            }

            await observer.OnCompletedAsync();
            return AsyncDisposable.Nop;
        });
        return await produced.CountAsync() + await subscribed.CountAsync();
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Return), nameof(AsyncObservable.Empty), nameof(AsyncObservable.Throw), nameof(AsyncObservable.Defer), nameof(AsyncObservable.DeferAsync), nameof(AsyncObservable.FromAsync))]
    public async Task<long> SingleValueSources()
    {
        long sum = 0;
        for (var i = 0; i < N; i++)
        {
            sum += await AsyncObservable.Return(i).CountAsync();
            sum += await AsyncObservable.Empty<int>().CountAsync();
            sum += await AsyncObservable.Throw<int>(Error).Catch(AsyncObservable.Empty<int>()).CountAsync();
            sum += await AsyncObservable.Defer(static () => AsyncObservable.Return(1)).CountAsync();
            sum += await AsyncObservable.DeferAsync(static () => new ValueTask<IAsyncObservable<int>>(AsyncObservable.Return(1))).CountAsync();
            sum += await AsyncObservable.FromAsync(static () => new ValueTask<int>(1)).CountAsync();
        }

        return sum;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Never), nameof(AsyncObservable.TakeUntil))]
    public async Task<long> NeverUntilCancelled()
    {
        long sum = 0;
        var cancelled = new CancellationToken(true);
        for (var i = 0; i < N; i++)
        {
            sum += await AsyncObservable.Never<int>().TakeUntil(cancelled).CountAsync();
        }

        return sum;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Using))]
    public async Task<int> Using()
    {
        var n = N;
        var sync = await AsyncObservable.Using(static () => new MemoryStream(), _ => AsyncObservable.Range(0, n)).CountAsync();
        var async = await AsyncObservable.Using(static _ => new ValueTask<MemoryStream>(new MemoryStream()), (_, _) => new ValueTask<IAsyncObservable<int>>(AsyncObservable.Range(0, n))).CountAsync();
        return sync + async;
    }
}
