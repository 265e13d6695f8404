using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;
using Rheo.Concurrency;

namespace Rheo.Async.Tests.Linq;

public sealed class SchedulingTests
{
    private static readonly FormatException Boom = new("boom");

    private sealed class CountingContext : SynchronizationContext
    {
        private int _posts;

        public int Posts => Volatile.Read(ref _posts);

        public override void Post(SendOrPostCallback d, object? state)
        {
            Interlocked.Increment(ref _posts);
            ThreadPool.QueueUserWorkItem(_ => d(state));
        }
    }

    [Fact]
    public async Task ObserveOnContextPostsEveryMessage()
    {
        var context = new CountingContext();
        var recorded = await AsyncObservable.Range(1, 5).ObserveOn(context).RecordAsync(async _ => await Task.Yield());
        Assert.Equal(new[] { 1, 2, 3, 4, 5 }, recorded.Values);
        Assert.Equal(6, context.Posts);
        Assert.Same(Boom, (await AsyncObservable.Throw<int>(Boom).ObserveOn(context).RecordAsync()).Error);
    }

    [Fact]
    public async Task ObserveOnTaskSchedulerRunsThere()
    {
        var scheduler = new ConcurrentExclusiveSchedulerPair().ExclusiveScheduler;
        var wrong = 0;
        var recorded = await AsyncObservable.Range(1, 20).ObserveOn(scheduler).RecordAsync(_ =>
        {
            if (TaskScheduler.Current != scheduler)
            {
                Interlocked.Increment(ref wrong);
            }

            return default;
        });
        Assert.Equal(Enumerable.Range(1, 20), recorded.Values);
        Assert.Equal(0, wrong);
    }

    [Fact]
    public async Task ObserveOnSchedulerRunsOnItsThreadAndKeepsBackPressure()
    {
        using var loop = new EventLoopScheduler();
        var threads = new HashSet<int>();
        var produced = 0;
        var ahead = 0;
        var recorded = await AsyncObservable.Range(1, 50)
            .Select(x =>
            {
                Interlocked.Increment(ref produced);
                return x;
            })
            .ObserveOn(loop)
            .RecordAsync(x =>
            {
                lock (threads)
                {
                    threads.Add(Environment.CurrentManagedThreadId);
                }

                if (Volatile.Read(ref produced) != x)
                {
                    Interlocked.Increment(ref ahead);
                }

                return default;
            });
        Assert.Equal(Enumerable.Range(1, 50), recorded.Values);
        Assert.Single(threads);
        Assert.Equal(0, ahead);
    }

    [Fact]
    public async Task YieldAndObserverFailure()
    {
        Assert.Equal(new[] { 1, 2, 3 }, (await AsyncObservable.Range(1, 3).Yield().RecordAsync()).Values);
        Assert.True((await AsyncObservable.Empty<int>().Yield().RecordAsync()).Completed);
        var seen = new List<int>();
        var stopped = new TaskCompletionSource();
        var source = AsyncObservable.Create<int>(async (o, ct) =>
        {
            try
            {
                await o.OnNextAsync(1);
                await o.OnNextAsync(2);
            }
            catch (FormatException)
            {
                stopped.SetResult();
            }
        });
        await using var handle = await source.Yield().SubscribeAsync(x =>
        {
            seen.Add(x);
            throw Boom;
        });
        await stopped.Task.WithTimeout();
        Assert.Equal(new[] { 1 }, seen);
    }
}
