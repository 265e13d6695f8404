using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Concurrency;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

using Rheo;

/// <summary>
/// Rheo.Async's overlapping time buffers, throttling and timeouts by selected sequences, windowed replay and <c>Debounce</c> over N values sent
/// synchronously by the subscribing thread, timers on a <see cref="HistoricalScheduler"/> run to the end on the same
/// thread (no thread hop, no wall-clock wait).
/// </summary>
public class AsyncFinishBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Debounce))]
    public Task<long> Debounce() => Run(static (s, scheduler) => s.Debounce(TimeSpan.FromTicks(10), scheduler));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Debounce))]
    public Task<long> DebounceBySelector() => Run(static (s, _) => s.Debounce(static _ => AsyncObservable.Never<int>()));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Buffer))]
    public Task<long> BufferTimeShift() => Run(static (s, scheduler) => s.Buffer(TimeSpan.FromTicks(20), TimeSpan.FromTicks(10), scheduler).Select(static b => b.Count));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Throttle))]
    public Task<long> ThrottleBySelector() => Run(static (s, scheduler) => s.Throttle(_ => AsyncObservable.Timer(TimeSpan.FromTicks(10), scheduler)));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Timeout))]
    public Task<long> TimeoutBySelector() => Run(static (s, scheduler) => s.Timeout(_ => AsyncObservable.Timer(TimeSpan.FromTicks(10), scheduler)));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Replay))]
    public Task<long> ReplayWindow() => Run(static (s, scheduler) => s.Replay(static xs => xs, 16, TimeSpan.FromTicks(100), scheduler));

    private async Task<long> Run(Func<IAsyncObservable<int>, IScheduler, IAsyncObservable<int>> build)
    {
        var scheduler = new HistoricalScheduler();
        var counter = new Counter();
        await using var handle = await build(new SyncRange(N), scheduler).SubscribeAsync(counter).ConfigureAwait(false);
        scheduler.Start();
        return counter.Count;
    }

    /// <summary>0 .. n-1 then completion, sent by the subscribing thread before SubscribeAsync returns.</summary>
    private sealed class SyncRange(int n) : IAsyncObservable<int>
    {
        public async ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<int> observer)
        {
            for (var i = 0; i < n; i++)
            {
                await observer.OnNextAsync(i).ConfigureAwait(false);
            }

            await observer.OnCompletedAsync().ConfigureAwait(false);
            return Nop.Instance;
        }
    }

    private sealed class Nop : IAsyncDisposable
    {
        public static readonly Nop Instance = new();

        public ValueTask DisposeAsync() => default;
    }

    private sealed class Counter : IAsyncObserver<int>
    {
        public long Count;

        public ValueTask OnNextAsync(int value)
        {
            Count++;
            return default;
        }

        public ValueTask OnErrorAsync(Exception error) => default;

        public ValueTask OnCompletedAsync() => default;
    }
}
