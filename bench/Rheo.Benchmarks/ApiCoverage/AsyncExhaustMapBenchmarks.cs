using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Linq;
using RheoBench.AsyncHelpers;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>
/// Rheo.Async's <c>ExhaustMap</c> and <c>Exhaust</c> with an observer that completes synchronously, driven by calling
/// the operator's observer directly: N source values
/// dropped while one inner sequence (or one pending selector) stays active, the steady state; N values of one active
/// inner sequence; N values each accepted by a selector that finishes at once. Compare the allocated bytes between two
/// values of N for the bytes per element (a constant means 0).
/// </summary>
[MemoryDiagnoser]
public class AsyncExhaustMapBenchmarks : ApiCoverageBenchmark
{
    private static readonly Task<int> ReadyTask = Task.FromResult(1);

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ExhaustMap), nameof(AsyncObservableEx.Exhaust))]
    public async Task<long> DroppedWhileActive()
    {
        var outer = new HeldAsyncSource<int>();
        var inner = new HeldAsyncSource<int>();
        var observer = new AsyncCountingObserver<int>();
        await using (await outer.ExhaustMap(_ => inner).SubscribeAsync(observer))
        {
            for (var i = 0; i < N; i++)
            {
                await outer.Observer.OnNextAsync(i);
            }
        }

        var sources = new HeldAsyncSource<IAsyncObservable<int>>();
        await using (await sources.Exhaust().SubscribeAsync(observer))
        {
            for (var i = 0; i < N; i++)
            {
                await sources.Observer.OnNextAsync(inner);
            }
        }

        return observer.Count;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ExhaustMap))]
    public async Task<long> DroppedWhileSelectorRuns()
    {
        var outer = new HeldAsyncSource<int>();
        var pending = new TaskCompletionSource<int>();
        var observer = new AsyncCountingObserver<int>();
        await using (await outer.ExhaustMap((_, _) => new ValueTask<int>(pending.Task)).SubscribeAsync(observer))
        {
            for (var i = 0; i < N; i++)
            {
                await outer.Observer.OnNextAsync(i);
            }
        }

        return observer.Count;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ExhaustMap))]
    public async Task<long> ActiveInnerValues()
    {
        var outer = new HeldAsyncSource<int>();
        var inner = new HeldAsyncSource<int>();
        var observer = new AsyncCountingObserver<int>();
        await using (await outer.ExhaustMap(_ => inner, static (x, y) => x + y).SubscribeAsync(observer))
        {
            await outer.Observer.OnNextAsync(1);
            for (var i = 0; i < N; i++)
            {
                await inner.Observer.OnNextAsync(i);
            }
        }

        return observer.Count;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ExhaustMap), nameof(AsyncObservableEx.Exhaust))]
    public async Task ReadySelectors()
    {
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static x => new ValueTask<int>(x)));
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (int x, int i) => new ValueTask<int>(x + i)));
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (int x, CancellationToken _) => new ValueTask<int>(x)));
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (x, i, _) => new ValueTask<int>(x + i)));
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static x => new ValueTask<int>(x), static (x, r) => x + r));
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (int x, CancellationToken _) => new ValueTask<int>(x), static (x, r) => x + r));
        await AsyncDrain.RunAsync(AsyncObservable.Range(0, N).Select(static _ => ReadyTask).Exhaust());
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ExhaustMap))]
    public Task ShortInnerSequences() => AsyncDrain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (x, i) => AsyncObservable.Return(x + i)));
}
