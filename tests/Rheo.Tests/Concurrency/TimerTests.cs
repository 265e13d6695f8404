using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Concurrency;

public class TimerTests : ReactiveTest
{
    [Fact]
    public void Timer_Relative_SendsZeroAndCompletesAtDueTime()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Timer(TimeSpan.FromTicks(300), scheduler));
        res.Messages.AssertEqual(OnNext(500, 0L), OnCompleted<long>(500));
    }

    [Fact]
    public void Timer_ZeroOrNegativeDueTime_FiresOneTickLater()
    {
        var scheduler = new TestScheduler();
        scheduler.Start(() => Observable.Timer(TimeSpan.Zero, scheduler)).Messages.AssertEqual(OnNext(201, 0L), OnCompleted<long>(201));
        var other = new TestScheduler();
        other.Start(() => Observable.Timer(TimeSpan.FromTicks(-5), other)).Messages.AssertEqual(OnNext(201, 0L), OnCompleted<long>(201));
    }

    [Fact]
    public void Timer_Absolute_FiresAtThatTime()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Timer(new DateTimeOffset(360, TimeSpan.Zero), scheduler));
        res.Messages.AssertEqual(OnNext(360, 0L), OnCompleted<long>(360));
    }

    [Fact]
    public void Timer_DisposedBeforeDueTime_SendsNothing()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Timer(TimeSpan.FromTicks(1000), scheduler));
        Assert.Empty(res.Messages);
    }

    [Fact]
    public void Timer_WithPeriod_FirstAtDueTimeThenEveryPeriod()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Timer(TimeSpan.FromTicks(50), TimeSpan.FromTicks(100), scheduler));
        res.Messages.AssertEqual(
            OnNext(250, 0L), OnNext(350, 1L), OnNext(450, 2L), OnNext(550, 3L),
            OnNext(650, 4L), OnNext(750, 5L), OnNext(850, 6L), OnNext(950, 7L));
    }

    [Fact]
    public void Timer_AbsoluteWithPeriod()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Timer(new DateTimeOffset(300, TimeSpan.Zero), TimeSpan.FromTicks(300), scheduler));
        res.Messages.AssertEqual(OnNext(300, 0L), OnNext(600, 1L), OnNext(900, 2L));
    }

    [Fact]
    public void Interval_TicksEveryPeriod_UntilDisposed()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Interval(TimeSpan.FromTicks(100), scheduler));
        res.Messages.AssertEqual(
            OnNext(300, 0L), OnNext(400, 1L), OnNext(500, 2L), OnNext(600, 3L),
            OnNext(700, 4L), OnNext(800, 5L), OnNext(900, 6L));
    }

    [Fact]
    public void Interval_ZeroPeriod_TicksEveryTick()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Interval(TimeSpan.Zero, scheduler), 205);
        res.Messages.AssertEqual(OnNext(201, 0L), OnNext(202, 1L), OnNext(203, 2L), OnNext(204, 3L));
    }

    [Fact]
    public void Interval_UsesNativePeriodicSupport()
    {
        var scheduler = new TestScheduler();
        var periodic = new CountingPeriodicScheduler(scheduler);
        var res = scheduler.Start(() => Observable.Interval(TimeSpan.FromTicks(100), periodic), 450);
        res.Messages.AssertEqual(OnNext(300, 0L), OnNext(400, 1L));
        Assert.Equal(1, periodic.PeriodicCalls);
        Assert.Equal(0, periodic.ScheduleCalls);
    }

    [Fact]
    public void Interval_TakeStops()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Interval(TimeSpan.FromTicks(10), scheduler).Take(3));
        res.Messages.AssertEqual(OnNext(210, 0L), OnNext(220, 1L), OnNext(230, 2L), OnCompleted<long>(230));
        scheduler.AdvanceBy(1000);
        Assert.Equal(4, res.Messages.Count);
    }

    [Fact]
    public void Interval_OnTheDefaultScheduler_Ticks()
    {
        var o = new RecordingObserver<long>();
        var done = new ManualResetEventSlim();
        Observable.Interval(TimeSpan.FromMilliseconds(1)).Take(3).Subscribe(new SignalingObserver<long>(o, done));
        done.WaitWithin();
        Assert.Equal([0L, 1L, 2L], o.Values);
        o.AssertGrammar();
    }

    [Fact]
    public void Timer_OnTheDefaultScheduler_Fires()
    {
        var o = new RecordingObserver<long>();
        var done = new ManualResetEventSlim();
        Observable.Timer(TimeSpan.FromMilliseconds(1)).Subscribe(new SignalingObserver<long>(o, done));
        done.WaitWithin();
        Assert.Equal([0L], o.Values);
        Assert.True(o.Completed);
        var p = new RecordingObserver<long>();
        var pdone = new ManualResetEventSlim();
        Observable.Timer(DateTimeOffset.UtcNow, TimeSpan.FromMilliseconds(1)).Take(2).Subscribe(new SignalingObserver<long>(p, pdone));
        pdone.WaitWithin();
        Assert.Equal([0L, 1L], p.Values);
    }

    [Fact]
    public void Arguments_AreChecked()
    {
        Assert.Throws<ArgumentOutOfRangeException>("period", () => Observable.Interval(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentOutOfRangeException>("period", () => Observable.Timer(TimeSpan.Zero, TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentOutOfRangeException>("period", () => Observable.Timer(DateTimeOffset.UtcNow, TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Timer(TimeSpan.Zero, (IScheduler)null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Timer(DateTimeOffset.UtcNow, (IScheduler)null!));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Interval(TimeSpan.Zero, null!));
    }

    /// <summary>Forwards to a virtual-time scheduler and offers periodic scheduling, counting the calls.</summary>
    private sealed class CountingPeriodicScheduler(TestScheduler inner) : IScheduler, ISchedulerPeriodic
    {
        public int PeriodicCalls { get; private set; }

        public int ScheduleCalls { get; private set; }

        public DateTimeOffset Now => inner.Now;

        public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
        {
            ScheduleCalls++;
            return inner.Schedule(state, action);
        }

        public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
        {
            ScheduleCalls++;
            return inner.Schedule(state, dueTime, action);
        }

        public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
        {
            ScheduleCalls++;
            return inner.Schedule(state, dueTime, action);
        }

        public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action)
        {
            PeriodicCalls++;
            return inner.SchedulePeriodic(state, period, action);
        }
    }
}
