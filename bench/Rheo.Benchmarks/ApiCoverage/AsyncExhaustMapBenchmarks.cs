using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Linq;
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
        var outer = new ManualSource<int>();
        var inner = new ManualSource<int>();
        var observer = new CountingObserver<int>();
        await using (await outer.ExhaustMap(_ => inner).SubscribeAsync(observer))
        {
            for (var i = 0; i < N; i++)
            {
                await outer.Observer!.OnNextAsync(i);
            }
        }

        var sources = new ManualSource<IAsyncObservable<int>>();
        await using (await sources.Exhaust().SubscribeAsync(observer))
        {
            for (var i = 0; i < N; i++)
            {
                await sources.Observer!.OnNextAsync(inner);
            }
        }

        return observer.Count;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ExhaustMap))]
    public async Task<long> DroppedWhileSelectorRuns()
    {
        var outer = new ManualSource<int>();
        var pending = new TaskCompletionSource<int>();
        var observer = new CountingObserver<int>();
        await using (await outer.ExhaustMap((_, _) => new ValueTask<int>(pending.Task)).SubscribeAsync(observer))
        {
            for (var i = 0; i < N; i++)
            {
                await outer.Observer!.OnNextAsync(i);
            }
        }

        return observer.Count;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ExhaustMap))]
    public async Task<long> ActiveInnerValues()
    {
        var outer = new ManualSource<int>();
        var inner = new ManualSource<int>();
        var observer = new CountingObserver<int>();
        await using (await outer.ExhaustMap(_ => inner, static (x, y) => x + y).SubscribeAsync(observer))
        {
            await outer.Observer!.OnNextAsync(1);
            for (var i = 0; i < N; i++)
            {
                await inner.Observer!.OnNextAsync(i);
            }
        }

        return observer.Count;
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ExhaustMap), nameof(AsyncObservableEx.Exhaust))]
    public async Task ReadySelectors()
    {
        await Drain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static x => new ValueTask<int>(x)));
        await Drain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (int x, int i) => new ValueTask<int>(x + i)));
        await Drain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (int x, CancellationToken _) => new ValueTask<int>(x)));
        await Drain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (x, i, _) => new ValueTask<int>(x + i)));
        await Drain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static x => new ValueTask<int>(x), static (x, r) => x + r));
        await Drain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (int x, CancellationToken _) => new ValueTask<int>(x), static (x, r) => x + r));
        await Drain.RunAsync(AsyncObservable.Range(0, N).Select(static _ => ReadyTask).Exhaust());
    }

    [Benchmark]
    [Covers(typeof(AsyncObservableEx), nameof(AsyncObservableEx.ExhaustMap))]
    public Task ShortInnerSequences() => Drain.RunAsync(AsyncObservable.Range(0, N).ExhaustMap(static (x, i) => AsyncObservable.Return(x + i)));

    /// <summary>A source the benchmark drives by calling its last observer directly (no subject in the measured path).</summary>
    private sealed class ManualSource<T> : IAsyncObservable<T>
    {
        public IAsyncObserver<T>? Observer { get; private set; }

        public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
        {
            Observer = observer;
            return new ValueTask<IAsyncDisposable>(NoHandle.Instance);
        }
    }

    private sealed class NoHandle : IAsyncDisposable
    {
        public static readonly NoHandle Instance = new();

        public ValueTask DisposeAsync() => default;
    }

    private sealed class CountingObserver<T> : IAsyncObserver<T>
    {
        public long Count;

        public ValueTask OnNextAsync(T value)
        {
            Count++;
            return default;
        }

        public ValueTask OnErrorAsync(Exception error) => default;

        public ValueTask OnCompletedAsync() => default;
    }

    private static class Drain
    {
        public static async Task RunAsync<T>(IAsyncObservable<T> source)
        {
            var drain = new Drain<T>();
            await using var handle = await source.SubscribeAsync(drain);
            await drain.Done.Task.WaitAsync(CoverageWait.Timeout);
        }
    }

    private sealed class Drain<T> : IAsyncObserver<T>
    {
        public TaskCompletionSource Done { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        public ValueTask OnNextAsync(T value) => default;

        public ValueTask OnErrorAsync(Exception error)
        {
            Done.TrySetException(error);
            return default;
        }

        public ValueTask OnCompletedAsync()
        {
            Done.TrySetResult();
            return default;
        }
    }
}
