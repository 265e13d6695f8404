using BenchmarkDotNet.Attributes;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Concurrency;
using RheoBench.AsyncHelpers;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>
/// Rheo.Async's time, buffering and grouping operators over N values sent synchronously by the subscribing thread, with
/// the timers on a <see cref="HistoricalScheduler"/> that the benchmark runs to the end on the same thread: no thread
/// hop, no wall-clock wait, so the numbers are the operators' own cost (per value with a fast observer).
/// </summary>
public class AsyncTimeBenchmarks : ApiCoverageBenchmark
{
    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Throttle))]
    public Task<long> Throttle() => Run(static (s, scheduler) => s.Throttle(TimeSpan.FromTicks(10), scheduler));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Sample))]
    public Task<long> Sample() => Run(static (s, scheduler) => s.Sample(TimeSpan.FromTicks(10), scheduler));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Sample))]
    public Task<long> SampleBySampler() => Run((s, _) => s.Sample(new SyncRange(N / 10)));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Delay))]
    public Task<long> Delay() => Run(static (s, scheduler) => s.Delay(TimeSpan.FromTicks(10), scheduler));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Timeout))]
    public Task<long> Timeout() => Run(static (s, scheduler) => s.Timeout(TimeSpan.FromTicks(10), scheduler));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Buffer))]
    public Task<long> BufferCount() => Run(static (s, _) => s.Buffer(10).Select(static b => b.Count));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Buffer))]
    public Task<long> BufferCountSkip() => Run(static (s, _) => s.Buffer(10, 5).Select(static b => b.Count));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Buffer))]
    public Task<long> BufferTimeOrCount() => Run(static (s, scheduler) => s.Buffer(TimeSpan.FromTicks(10), 10, scheduler).Select(static b => b.Count));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.Buffer))]
    public Task<long> BufferTime() => Run(static (s, scheduler) => s.Buffer(TimeSpan.FromTicks(10), scheduler).Select(static b => b.Count));

    [Benchmark]
    [Covers(typeof(AsyncObservable), nameof(AsyncObservable.GroupBy))]
    public async Task<long> GroupBy()
    {
        var outer = new GroupCounter();
        await using var handle = await new SyncRange(N).GroupBy(static x => x & 7).SubscribeAsync(outer).ConfigureAwait(false);
        return outer.Total + outer.Keys;
    }

    private async Task<long> Run(Func<IAsyncObservable<int>, IScheduler, IAsyncObservable<int>> build)
    {
        var scheduler = new HistoricalScheduler();
        var counter = new AsyncCountingObserver<int>();
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

    private sealed class GroupCounter : IAsyncObserver<IAsyncGroupedObservable<int, int>>
    {
        private readonly AsyncCountingObserver<int> _elements = new();

        public long Total => _elements.Count;

        public long Keys;

        public async ValueTask OnNextAsync(IAsyncGroupedObservable<int, int> value)
        {
            Keys += value.Key;
            await value.SubscribeAsync(_elements).ConfigureAwait(false);
        }

        public ValueTask OnErrorAsync(Exception error) => default;

        public ValueTask OnCompletedAsync() => default;
    }
}
