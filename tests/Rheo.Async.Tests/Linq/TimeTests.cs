using Rheo.Async.Linq;
using Rheo.Async.Tests.Support;
using Rheo.Testing;

namespace Rheo.Async.Tests.Linq;

public sealed class TimeTests
{
    [Fact]
    public async Task TimerFiresOnceOnVirtualTime()
    {
        var scheduler = new TestScheduler();
        var observer = new AsyncRecordingObserver<long>();
        await using var handle = await AsyncObservable.Timer(TimeSpan.FromTicks(100), scheduler).SubscribeAsync(observer);
        scheduler.AdvanceBy(99);
        Assert.Equal(0, observer.Count);
        scheduler.AdvanceBy(1);
        Assert.Equal(new[] { 0L }, observer.Values);
        Assert.True(observer.Completed);
    }

    [Fact]
    public async Task IntervalTicksAndStopsOnDispose()
    {
        var scheduler = new TestScheduler();
        var observer = new AsyncRecordingObserver<long>();
        var handle = await AsyncObservable.Interval(TimeSpan.FromTicks(10), scheduler).SubscribeAsync(observer);
        scheduler.AdvanceBy(35);
        Assert.Equal(new[] { 0L, 1L, 2L }, observer.Values);
        await handle.DisposeAsync();
        scheduler.AdvanceBy(100);
        Assert.Equal(3, observer.Count);
        Assert.Equal(0, observer.TerminalCount);

        var periodic = new AsyncRecordingObserver<long>();
        await using var second = await AsyncObservable.Timer(TimeSpan.FromTicks(5), TimeSpan.FromTicks(20), scheduler).SubscribeAsync(periodic);
        scheduler.AdvanceBy(45);
        Assert.Equal(new[] { 0L, 1L, 2L }, periodic.Values);
    }

    [Fact]
    public async Task BusyObserverGetsNoPiledUpTicks()
    {
        var scheduler = new TestScheduler();
        var release = new TaskCompletionSource();
        var handled = new TaskCompletionSource();
        var observer = new AsyncRecordingObserver<long>(async x =>
        {
            if (x == 0)
            {
                await release.Task.ConfigureAwait(false);
                handled.SetResult();
            }
        });
        await using var handle = await AsyncObservable.Interval(TimeSpan.FromTicks(10), scheduler).SubscribeAsync(observer);
        scheduler.AdvanceBy(50);
        Assert.Equal(new[] { 0L }, observer.Values);
        scheduler.AdvanceBy(1000);
        Assert.Equal(new[] { 0L }, observer.Values);
        release.SetResult();
        await handled.Task.WithTimeout();
    }

    [Fact]
    public void NullScheduler()
    {
        Assert.Throws<ArgumentNullException>("scheduler", () => AsyncObservable.Interval(TimeSpan.FromTicks(1), null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => AsyncObservable.Timer(TimeSpan.FromTicks(1), null!));
    }
}
