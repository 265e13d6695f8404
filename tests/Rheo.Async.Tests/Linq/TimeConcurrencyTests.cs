using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;
using Rheo.Concurrency;

namespace Rheo.Async.Tests.Linq;

/// <summary>Timers on the thread pool against a source on other threads: nothing lost, duplicated or reordered.</summary>
public sealed class TimeConcurrencyTests
{
    private const int N = 20_000;

    private static IAsyncObservable<int> YieldingSource() => AsyncObservable.Create<int>(async (observer, ct) =>
    {
        for (var i = 1; i <= N; i++)
        {
            await observer.OnNextAsync(i);
            if (i % 64 == 0)
            {
                await Task.Yield();
            }
        }

        await observer.OnCompletedAsync();
    });

    private static ValueTask SometimesYield(int x) => x % 5 == 0 ? ThrottleTests.YieldAsync() : default;

    [Fact]
    public async Task DelayKeepsEveryValueInOrder()
    {
        var observer = await YieldingSource().Delay(TimeSpan.Zero, Scheduler.Default).RecordAsync(SometimesYield);
        Assert.Equal(Enumerable.Range(1, N), observer.Values);
        Assert.True(observer.Completed);
    }

    [Fact]
    public async Task BufferByTimeKeepsEveryValueInOrder()
    {
        var observer = await YieldingSource().Buffer(TimeSpan.FromTicks(1), Scheduler.Default).RecordAsync(l => SometimesYield(l.Count));
        Assert.Equal(Enumerable.Range(1, N), observer.Values.SelectMany(l => l));
        Assert.True(observer.Completed);

        var counted = await YieldingSource().Buffer(TimeSpan.FromTicks(1), 7, Scheduler.Default).RecordAsync(l => SometimesYield(l.Count));
        Assert.Equal(Enumerable.Range(1, N), counted.Values.SelectMany(l => l));
        Assert.All(counted.Values, l => Assert.True(l.Count <= 7));
        Assert.True(counted.Completed);
    }

    [Fact]
    public async Task TimeoutNeverFiresWhileValuesFlow()
    {
        var observer = await YieldingSource().Timeout(TimeSpan.FromSeconds(30), Scheduler.Default).RecordAsync(SometimesYield);
        Assert.Equal(Enumerable.Range(1, N), observer.Values);
        Assert.True(observer.Completed);
    }
}
