using Rheo.Concurrency;
using Rheo.Disposables;

namespace Rheo.Tests.Concurrency;

public class VirtualTimeSchedulerTests
{
    private static readonly DateTimeOffset Origin = new(2024, 1, 1, 0, 0, 0, TimeSpan.Zero);

    [Fact]
    public void Historical_StartJumpsFromDueTimeToDueTime()
    {
        var scheduler = new HistoricalScheduler(Origin);
        var log = new List<DateTimeOffset>();
        scheduler.Schedule(Origin.AddHours(2), () => log.Add(scheduler.Now));
        scheduler.Schedule(TimeSpan.FromHours(1), () => log.Add(scheduler.Clock));
        scheduler.Schedule(() => log.Add(scheduler.Now));
        scheduler.Start();
        Assert.Equal([Origin, Origin.AddHours(1), Origin.AddHours(2)], log);
        Assert.Equal(Origin.AddHours(2), scheduler.Clock);
    }

    [Fact]
    public void Historical_AdvanceSleepAndStopwatch()
    {
        var scheduler = new HistoricalScheduler(Origin);
        var ran = new List<TimeSpan>();
        var sw = scheduler.StartStopwatch();
        scheduler.Schedule(TimeSpan.FromMinutes(5), () => ran.Add(sw.Elapsed));
        scheduler.Schedule(TimeSpan.FromMinutes(15), () => ran.Add(sw.Elapsed));
        scheduler.AdvanceBy(TimeSpan.FromMinutes(10));
        Assert.Equal([TimeSpan.FromMinutes(5)], ran);
        Assert.Equal(Origin.AddMinutes(10), scheduler.Now);
        scheduler.Sleep(TimeSpan.FromMinutes(20));
        Assert.Single(ran);
        scheduler.AdvanceTo(Origin.AddMinutes(31));
        Assert.Equal([TimeSpan.FromMinutes(5), TimeSpan.FromMinutes(30)], ran);
        Assert.Throws<ArgumentOutOfRangeException>("time", () => scheduler.Sleep(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentOutOfRangeException>("time", () => scheduler.AdvanceTo(Origin));
        Assert.Equal(DateTimeOffset.MinValue, new HistoricalScheduler().Clock);
    }

    [Fact]
    public void Historical_RecursionAMillionStepsDeep()
    {
        var scheduler = new HistoricalScheduler(Origin);
        var count = 0;
        scheduler.Schedule(TimeSpan.FromSeconds(1), self =>
        {
            if (++count < 1_000_000)
            {
                self(TimeSpan.FromSeconds(1));
            }
        });
        scheduler.Start();
        Assert.Equal(1_000_000, count);
        Assert.Equal(Origin.AddSeconds(1_000_000), scheduler.Clock);
    }

    [Fact]
    public void Historical_CustomComparerOrdersTime()
    {
        var reversed = Comparer<DateTimeOffset>.Create((a, b) => b.CompareTo(a));
        var scheduler = new HistoricalScheduler(Origin, reversed);
        var log = new List<int>();
        scheduler.ScheduleAbsolute(1, Origin.AddHours(-1), (_, x) => { log.Add(x); return Disposable.Empty; });
        scheduler.ScheduleAbsolute(2, Origin.AddHours(-2), (_, x) => { log.Add(x); return Disposable.Empty; });
        scheduler.Start();
        Assert.Equal([1, 2], log);
    }

    [Fact]
    public void ScheduledItem_OrdersByDueTime_AndCancels()
    {
        var scheduler = new HistoricalScheduler(Origin);
        var ran = 0;
        var early = new ScheduledItem<long, int>(scheduler, 1, (_, _) => { ran++; return Disposable.Empty; }, 10);
        var late = new ScheduledItem<long, int>(scheduler, 1, (_, _) => { ran++; return Disposable.Empty; }, 20, Comparer<long>.Default);
        Assert.True(early < late);
        Assert.True(early <= late);
        Assert.True(late > early);
        Assert.True(late >= early);
        Assert.Equal(-1, early.CompareTo(late));
        Assert.Equal(1, early.CompareTo(null));
        Assert.False(early.Equals(late));
        early.Invoke();
        Assert.Equal(1, ran);
        late.Cancel();
        Assert.True(late.IsCanceled);
        late.Invoke();
        Assert.Equal(1, ran);
        var resource = new BooleanDisposable();
        var holder = new ScheduledItem<long, int>(scheduler, 0, (_, _) => resource, 5);
        holder.Invoke();
        holder.Dispose();
        Assert.True(resource.IsDisposed);
    }
}
