using Rheo.Concurrency;
using Rheo.Testing;

namespace Rheo.Tests.Concurrency;

public class PeriodicSchedulingTests
{
    [Fact]
    public void Emulated_TicksAtMultiplesOfThePeriod()
    {
        var scheduler = new TestScheduler();
        var ticks = new List<long>();
        var d = scheduler.SchedulePeriodic(0, TimeSpan.FromTicks(100), n =>
        {
            ticks.Add(scheduler.Clock);
            return n + 1;
        });
        scheduler.AdvanceTo(450);
        d.Dispose();
        scheduler.AdvanceTo(1000);
        Assert.Equal([100L, 200L, 300L, 400L], ticks);
    }

    [Fact]
    public void Emulated_CorrectsDriftFromSlowTicks()
    {
        var scheduler = new TestScheduler();
        var ticks = new List<long>();
        using var d = scheduler.SchedulePeriodic(TimeSpan.FromTicks(100), () =>
        {
            ticks.Add(scheduler.Clock);

            // Each tick takes 30 ticks of virtual time; the next one is still due on the period grid.
            scheduler.Sleep(30);
        });
        scheduler.AdvanceTo(400);
        Assert.Equal([100L, 200L, 300L, 400L], ticks);
    }

    [Fact]
    public void Emulated_ThreadsState()
    {
        var scheduler = new TestScheduler();
        var seen = new List<int>();
        scheduler.SchedulePeriodic(1, TimeSpan.FromTicks(10), n =>
        {
            seen.Add(n);
            return n * 2;
        });
        scheduler.AdvanceTo(40);
        Assert.Equal([1, 2, 4, 8], seen);
        var same = new List<string>();
        scheduler.SchedulePeriodic("x", TimeSpan.FromTicks(10), same.Add);
        scheduler.AdvanceBy(20);
        Assert.Equal(["x", "x"], same);
    }

    [Theory]
    [InlineData("Default")]
    [InlineData("ThreadPool")]
    [InlineData("EventLoop")]
    [InlineData("TaskPool")]
    public void RealSchedulers_TickUntilDisposed(string name)
    {
        IScheduler scheduler = name switch
        {
            "Default" => Scheduler.Default,
            "ThreadPool" => ThreadPoolScheduler.Instance,
            "TaskPool" => TaskPoolScheduler.Default,
            _ => new EventLoopScheduler(),
        };
        var count = 0;
        var three = new ManualResetEventSlim();
        var inside = 0;
        var overlapped = false;
        var d = scheduler.SchedulePeriodic(TimeSpan.FromMilliseconds(1), () =>
        {
            if (Interlocked.Increment(ref inside) != 1)
            {
                overlapped = true;
            }

            if (Interlocked.Increment(ref count) == 3)
            {
                three.Set();
            }

            Interlocked.Decrement(ref inside);
        });
        three.WaitWithin();
        d.Dispose();
        Assert.False(overlapped);
        (scheduler as IDisposable)?.Dispose();
    }

    [Fact]
    public void TimeProviderScheduler_RunsOnTheProvidersTimers()
    {
        var virtualTime = new TestScheduler();
        var scheduler = new TimeProviderScheduler(virtualTime.AsTimeProvider());
        Assert.Same(virtualTime.AsTimeProvider(), scheduler.TimeProvider);
        var log = new List<(string, long)>();
        scheduler.Schedule(TimeSpan.FromTicks(50), () => log.Add(("relative", virtualTime.Clock)));
        scheduler.Schedule(new DateTimeOffset(70, TimeSpan.Zero), () => log.Add(("absolute", virtualTime.Clock)));
        scheduler.Schedule(() => log.Add(("now", virtualTime.Clock)));
        var canceled = scheduler.Schedule(TimeSpan.FromTicks(60), () => log.Add(("canceled", virtualTime.Clock)));
        canceled.Dispose();
        var periodic = scheduler.SchedulePeriodic(TimeSpan.FromTicks(100), () => log.Add(("periodic", virtualTime.Clock)));
        var sw = scheduler.StartStopwatch();
        virtualTime.AdvanceTo(250);
        periodic.Dispose();
        virtualTime.AdvanceTo(500);
        Assert.Equal([("now", 1L), ("relative", 50L), ("absolute", 70L), ("periodic", 100L), ("periodic", 200L)], log);
        Assert.Equal(TimeSpan.FromTicks(500), sw.Elapsed);
        Assert.Equal(virtualTime.Now, scheduler.Now);
        Assert.NotNull(scheduler.AsPeriodic());
        Assert.Throws<ArgumentNullException>("timeProvider", () => new TimeProviderScheduler(null!));
    }

    [Fact]
    public void TimeProviderScheduler_OverTheSystemClock_RunsWork()
    {
        var scheduler = new TimeProviderScheduler(TimeProvider.System);
        var done = new ManualResetEventSlim();
        scheduler.Schedule(TimeSpan.FromMilliseconds(1), done.Set);
        done.WaitWithin();
    }

    [Fact]
    public async Task SchedulerTimeProvider_OverARealScheduler_CompletesDelays()
    {
        using var loop = new EventLoopScheduler();
        var provider = new SchedulerTimeProvider(loop);
        Assert.Same(loop, provider.Scheduler);
        await Task.Delay(TimeSpan.FromMilliseconds(2), provider).WaitAsync(SchedulerTestSupport.Timeout);
        Assert.True(provider.GetElapsedTime(0) > TimeSpan.Zero);
        Assert.Throws<ArgumentNullException>("scheduler", () => new SchedulerTimeProvider(null!));
    }
}
