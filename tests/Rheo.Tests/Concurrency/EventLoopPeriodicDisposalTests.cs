using Rheo.Concurrency;

namespace Rheo.Tests.Concurrency;

/// <summary>
/// Periodic work on an <see cref="EventLoopScheduler"/> that is disposed while the work runs: the scheduler drops its
/// pending work, the next tick included, and its thread ends; nothing is thrown on that thread (which would end the
/// process).
/// </summary>
public class EventLoopPeriodicDisposalTests
{
    [Fact]
    public void DisposingTheSchedulerFromAPeriodicAction_StopsTheWork_AndTheLoopThreadEnds()
    {
        Thread? loop = null;
        var scheduler = new EventLoopScheduler(start => loop = new Thread(start) { IsBackground = true });
        var ticks = 0;
        using var ticked = new ManualResetEventSlim();

        scheduler.SchedulePeriodic(TimeSpan.FromMilliseconds(1), () =>
        {
            Interlocked.Increment(ref ticks);
            scheduler.Dispose();
            ticked.Set();
        });

        ticked.WaitWithin();
        loop!.JoinWithin();
        Assert.Equal(1, Volatile.Read(ref ticks));
        Assert.Throws<ObjectDisposedException>(() => scheduler.Schedule(() => { }));
    }
}
