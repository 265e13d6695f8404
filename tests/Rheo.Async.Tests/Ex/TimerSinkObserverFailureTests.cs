using Rheo.Async.Subjects;
using Rheo.Testing;

namespace Rheo.Async.Tests.Ex;

/// <summary>
/// An observer of a timer-driven extension operator that fails on a source value (throwing or returning a faulted
/// task) stops the operator: the exception goes back to the source, and neither the timer nor a later source value
/// reaches the observer again.
/// </summary>
public sealed class TimerSinkObserverFailureTests
{
    private static ValueTask Fail(bool synchronously) =>
        synchronously ? throw new InvalidOperationException("observer") : ValueTask.FromException(new InvalidOperationException("observer"));

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task HeartbeatStopsAfterTheObserverFailsOnAValue(bool synchronously)
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var calls = 0;
        await subject.Heartbeat(TimeSpan.FromTicks(10), scheduler).SubscribeAsync(x =>
        {
            calls++;
            return x.IsHeartbeat ? default : Fail(synchronously);
        });
        scheduler.AdvanceBy(25);
        Assert.Equal(2, calls);
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await subject.OnNextAsync(1));
        Assert.Equal(3, calls);
        Assert.False(subject.HasObservers);
        scheduler.AdvanceBy(100);
        await subject.OnNextAsync(2);
        Assert.Equal(3, calls);
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public async Task ConflateDropsItsPendingValueAfterTheObserverFails(bool synchronously)
    {
        var scheduler = new TestScheduler();
        var subject = new SequentialSimpleAsyncSubject<int>();
        var calls = 0;
        await subject.Conflate(TimeSpan.FromTicks(10), scheduler).SubscribeAsync(_ =>
        {
            calls++;
            return Fail(synchronously);
        });
        await Assert.ThrowsAsync<InvalidOperationException>(async () => await subject.OnNextAsync(1));
        await subject.OnNextAsync(2);
        scheduler.AdvanceBy(100);
        Assert.Equal(1, calls);
        Assert.False(subject.HasObservers);
    }
}
