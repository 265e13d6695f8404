using System.Collections.Concurrent;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Concurrency;

public class PrecisionSchedulerTests
{
    private static readonly TimeSpan Bound = Bounded.Timeout;

    private static (ManualTimestampProvider Clock, PrecisionScheduler Scheduler) Create(Action<Exception>? onError = null)
    {
        var clock = new ManualTimestampProvider();
        return (clock, new PrecisionScheduler(new PrecisionTimerOptions { TimeProvider = clock }, onError));
    }

    [Fact]
    public void TimedWork_RunsInDueOrder_FifoForEqualDueTimes()
    {
        var (clock, scheduler) = Create();
        using var _ = scheduler;
        var log = new BlockingCollection<string>();
        scheduler.Schedule("c", TimeSpan.FromMicroseconds(300), (_, s) => { log.Add(s); return Disposable.Empty; });
        scheduler.Schedule("a", TimeSpan.FromMicroseconds(100), (_, s) => { log.Add(s); return Disposable.Empty; });
        scheduler.Schedule("b1", TimeSpan.FromMicroseconds(200), (_, s) => { log.Add(s); return Disposable.Empty; });
        scheduler.Schedule("b2", TimeSpan.FromMicroseconds(200), (_, s) => { log.Add(s); return Disposable.Empty; });

        clock.AdvanceTo(150);
        Assert.Equal("a", Take(log));
        clock.AdvanceTo(1_000);
        Assert.Equal(["b1", "b2", "c"], [Take(log), Take(log), Take(log)]);
    }

    [Fact]
    public void CancelledWork_DoesNotRun()
    {
        var (clock, scheduler) = Create();
        using var _ = scheduler;
        var log = new BlockingCollection<string>();
        var cancelled = scheduler.Schedule("x", TimeSpan.FromMicroseconds(100), (_, s) => { log.Add(s); return Disposable.Empty; });
        scheduler.Schedule("y", TimeSpan.FromMicroseconds(200), (_, s) => { log.Add(s); return Disposable.Empty; });
        cancelled.Dispose();
        clock.AdvanceTo(1_000);
        Assert.Equal("y", Take(log));
        Assert.Empty(log);
    }

    [Fact]
    public void RecursiveWork_RunsOnTheSameScheduler()
    {
        var (clock, scheduler) = Create();
        using var _ = scheduler;
        var log = new BlockingCollection<int>();
        scheduler.Schedule(0, TimeSpan.Zero, (self, n) =>
        {
            // Logged once the next step is scheduled, so the test cannot move the clock before that step's due time is set.
            var next = self.Schedule(n + 1, TimeSpan.FromMicroseconds(100), (_, m) => { log.Add(m); return Disposable.Empty; });
            log.Add(n);
            return next;
        });
        Assert.Equal(0, Take(log));
        clock.AdvanceTo(100);
        Assert.Equal(1, Take(log));
    }

    [Fact]
    public void Periodic_RunsOnSchedule_AndResumesAfterAnOverrunWithoutBurst()
    {
        var (clock, scheduler) = Create();
        using var _ = scheduler;
        var log = new BlockingCollection<(int State, long At)>();
        var periodic = scheduler.SchedulePeriodic(0, TimeSpan.FromMilliseconds(1), n =>
        {
            log.Add((n, clock.GetTimestamp()));
            return n + 1;
        });

        clock.AdvanceTo(1_000);
        Assert.Equal((0, 1_000L), Take(log));
        clock.AdvanceTo(3_500);
        Assert.Equal((1, 3_500L), Take(log));
        clock.AdvanceTo(4_000);
        Assert.Equal((2, 4_000L), Take(log));
        periodic.Dispose();
        clock.AdvanceTo(10_000);
        scheduler.Schedule(0, TimeSpan.Zero, (_, _) => { log.Add((-1, 0)); return Disposable.Empty; });
        Assert.Equal((-1, 0L), Take(log));
    }

    [Fact]
    public void Interval_OnPrecisionScheduler_TicksOnVirtualTime()
    {
        var (clock, scheduler) = Create();
        using var _ = scheduler;
        var log = new BlockingCollection<long>();
        using var subscription = Observable.Interval(TimeSpan.FromMilliseconds(1), scheduler).Subscribe(log.Add);
        clock.AdvanceTo(1_000);
        Assert.Equal(0L, Take(log));
        clock.AdvanceTo(2_000);
        Assert.Equal(1L, Take(log));
        clock.AdvanceTo(3_000);
        Assert.Equal(2L, Take(log));
    }

    [Fact]
    public void ThrowingWork_GoesToTheHandler_AndLaterWorkStillRuns()
    {
        var errors = new BlockingCollection<Exception>();
        var (clock, scheduler) = Create(errors.Add);
        using var _ = scheduler;
        var log = new BlockingCollection<string>();
        scheduler.Schedule(0, TimeSpan.Zero, (Func<IScheduler, int, IDisposable>)((_, _) => throw new InvalidOperationException("work failed")));
        scheduler.Schedule("after", TimeSpan.FromMicroseconds(10), (_, s) => { log.Add(s); return Disposable.Empty; });
        clock.AdvanceTo(10);
        Assert.True(errors.TryTake(out var error, Bound));
        Assert.IsType<InvalidOperationException>(error);
        Assert.Equal("after", Take(log));
    }

    [Fact]
    public void TimeProvider_Timers_RunOnTheScheduler()
    {
        var (clock, scheduler) = Create();
        using var _ = scheduler;
        var fired = new BlockingCollection<long>();
        using var timer = scheduler.TimeProvider.CreateTimer(_ => fired.Add(clock.GetTimestamp()), null, TimeSpan.FromMilliseconds(2), Timeout.InfiniteTimeSpan);
        clock.AdvanceTo(2_000);
        Assert.Equal(2_000L, Take(fired));
    }

    [Fact]
    public void Stopwatch_And_ServiceDiscovery()
    {
        var (clock, scheduler) = Create();
        using var _ = scheduler;
        var stopwatch = scheduler.StartStopwatch();
        clock.AdvanceTo(2_500);
        Assert.Equal(TimeSpan.FromMicroseconds(2_500), stopwatch.Elapsed);
        Assert.Same(scheduler, scheduler.AsPeriodic());
        Assert.Same(scheduler, scheduler.AsStopwatchProvider());
    }

    [Fact]
    public void BadArguments_Throw()
    {
        var (_, scheduler) = Create();
        using var _ = scheduler;
        Assert.Throws<ArgumentNullException>("action", () => scheduler.Schedule(0, (Func<IScheduler, int, IDisposable>)null!));
        Assert.Throws<ArgumentNullException>("action", () => scheduler.SchedulePeriodic(0, TimeSpan.FromSeconds(1), null!));
        Assert.Throws<ArgumentOutOfRangeException>("period", () => scheduler.SchedulePeriodic(0, TimeSpan.Zero, x => x));
    }

    [Fact]
    public void RealClock_WorkRuns()
    {
        using var scheduler = new PrecisionScheduler();
        using var done = new ManualResetEventSlim();
        scheduler.Schedule(0, TimeSpan.FromMilliseconds(1), (_, _) => { done.Set(); return Disposable.Empty; });
        Assert.True(done.Wait(Bound));
        Assert.Equal(1, scheduler.Statistics.Fired);
    }

    private static T Take<T>(BlockingCollection<T> log)
    {
        Assert.True(log.TryTake(out var item, Bound), "timed out waiting for scheduled work");
        return item!;
    }
}
