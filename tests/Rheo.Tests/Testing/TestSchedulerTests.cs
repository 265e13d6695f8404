using Rheo;
using Rheo.Concurrency;
using Rheo.Testing;

namespace Rheo.Tests.Testing;

public class TestSchedulerTests : ReactiveTest
{
    [Fact]
    public void WorkAtOrBeforeNow_RunsOneTickLater()
    {
        var scheduler = new TestScheduler();
        var times = new List<long>();
        scheduler.ScheduleAbsolute(0, 0L, (s, _) => { times.Add(scheduler.Clock); return Disposables.Disposable.Empty; });
        scheduler.AdvanceTo(10);
        scheduler.ScheduleAbsolute(0, 5L, (s, _) => { times.Add(scheduler.Clock); return Disposables.Disposable.Empty; });
        scheduler.ScheduleRelative(0, 0L, (s, _) => { times.Add(scheduler.Clock); return Disposables.Disposable.Empty; });
        scheduler.Schedule(() => times.Add(scheduler.Clock));
        scheduler.Start();
        Assert.Equal([1L, 11L, 11L, 11L], times);
    }

    [Fact]
    public void EqualDueTimes_RunInSchedulingOrder()
    {
        var scheduler = new TestScheduler();
        var order = new List<int>();
        for (var i = 0; i < 10; i++)
        {
            var n = i;
            scheduler.ScheduleAbsolute(n, 50L, (_, x) => { order.Add(x); return Disposables.Disposable.Empty; });
        }

        scheduler.ScheduleAbsolute(-1, 40L, (_, x) => { order.Add(x); return Disposables.Disposable.Empty; });
        scheduler.Start();
        Assert.Equal([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9], order);
        Assert.Equal(50, scheduler.Clock);
    }

    [Fact]
    public void Cancel_BeforeRunning_SkipsWork()
    {
        var scheduler = new TestScheduler();
        var ran = false;
        var d = scheduler.ScheduleAbsolute(0, 10L, (_, _) => { ran = true; return Disposables.Disposable.Empty; });
        d.Dispose();
        scheduler.Start();
        Assert.False(ran);
    }

    [Fact]
    public void AdvanceBy_RunsDueWorkOnly_AndSetsClock()
    {
        var scheduler = new TestScheduler();
        var ran = new List<long>();
        scheduler.ScheduleAbsolute(0, 100L, (_, _) => { ran.Add(scheduler.Clock); return Disposables.Disposable.Empty; });
        scheduler.ScheduleAbsolute(0, 300L, (_, _) => { ran.Add(scheduler.Clock); return Disposables.Disposable.Empty; });
        scheduler.AdvanceBy(200);
        Assert.Equal([100L], ran);
        Assert.Equal(200, scheduler.Clock);
        scheduler.AdvanceTo(300);
        Assert.Equal([100L, 300L], ran);
        Assert.Throws<ArgumentOutOfRangeException>(() => scheduler.AdvanceTo(10));
        Assert.Throws<ArgumentOutOfRangeException>(() => scheduler.AdvanceBy(-1));
    }

    [Fact]
    public void Sleep_MovesClockWithoutRunning()
    {
        var scheduler = new TestScheduler();
        var ran = false;
        scheduler.ScheduleAbsolute(0, 5L, (_, _) => { ran = true; return Disposables.Disposable.Empty; });
        scheduler.Sleep(50);
        Assert.False(ran);
        Assert.Equal(50, scheduler.Clock);
        scheduler.Start();
        Assert.True(ran);
        Assert.Equal(50, scheduler.Clock);
    }

    [Fact]
    public void Stop_EndsStart()
    {
        var scheduler = new TestScheduler();
        var ran = new List<long>();
        scheduler.ScheduleAbsolute(0, 10L, (_, _) => { ran.Add(10); scheduler.Stop(); return Disposables.Disposable.Empty; });
        scheduler.ScheduleAbsolute(0, 20L, (_, _) => { ran.Add(20); return Disposables.Disposable.Empty; });
        scheduler.Start();
        Assert.Equal([10L], ran);
        Assert.False(scheduler.IsEnabled);
        scheduler.Start();
        Assert.Equal([10L, 20L], ran);
    }

    [Fact]
    public void AdvanceFromInsideWork_Throws()
    {
        var scheduler = new TestScheduler();
        Exception? error = null;
        scheduler.ScheduleAbsolute(0, 10L, (_, _) =>
        {
            error = Record.Exception(() => scheduler.AdvanceBy(5));
            return Disposables.Disposable.Empty;
        });
        scheduler.Start();
        Assert.IsType<InvalidOperationException>(error);
    }

    [Fact]
    public void NowAndStopwatch_FollowVirtualClock()
    {
        var scheduler = new TestScheduler();
        scheduler.AdvanceTo(1000);
        Assert.Equal(new DateTimeOffset(1000, TimeSpan.Zero), scheduler.Now);
        var sw = scheduler.StartStopwatch();
        scheduler.AdvanceBy(250);
        Assert.Equal(TimeSpan.FromTicks(250), sw.Elapsed);
        Assert.NotNull(scheduler.AsStopwatchProvider());
        Assert.Null(scheduler.AsLongRunning());
        Assert.Null(scheduler.AsPeriodic());
    }

    [Fact]
    public void Start_UsesDefaultTimes_AndRecordsWhileSubscribed()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(
            OnNext(150, 1),
            OnNext(210, 2),
            OnNext(220, 3),
            OnNext(1100, 4),
            OnCompleted<int>(1200));
        var created = 0L;
        var res = scheduler.Start(() =>
        {
            created = scheduler.Clock;
            return xs;
        });
        Assert.Equal(Created, created);
        res.Messages.AssertEqual(OnNext(210, 2), OnNext(220, 3));
        xs.Subscriptions.AssertEqual(Subscribe(Subscribed, Disposed));
    }

    [Fact]
    public void Start_WithDisposedTime()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(300, 2));
        var res = scheduler.Start(() => xs, 250);
        res.Messages.AssertEqual(OnNext(210, 1));
        xs.Subscriptions.AssertEqual(Subscribe(200, 250));
    }

    [Fact]
    public void Start_WithExplicitTimes()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 'a'), OnNext(20, 'b'), OnCompleted<char>(30));
        var res = scheduler.Start(() => xs, 50, 60, 500);
        res.Messages.AssertEqual(OnNext(70, 'a'), OnNext(80, 'b'), OnCompleted<char>(90));
        xs.Subscriptions.AssertEqual(Subscribe(60, 500));
    }

    [Fact]
    public void ColdObservable_EachSubscriptionGetsMessagesRelativeToItsStart()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException("boom");
        var xs = scheduler.CreateColdObservable(OnNext(0, 1), OnNext(10, 2), OnError<int>(20, ex));
        var first = scheduler.CreateObserver<int>();
        var second = scheduler.CreateObserver<int>();
        scheduler.ScheduleAbsolute(0, 100L, (_, _) => xs.Subscribe(first));
        scheduler.ScheduleAbsolute(0, 105L, (_, _) => xs.Subscribe(second));
        scheduler.Start();

        // Time 0 relative to a subscription still runs one tick later.
        first.Messages.AssertEqual(OnNext(101, 1), OnNext(110, 2), OnError<int>(120, ex));
        second.Messages.AssertEqual(OnNext(106, 1), OnNext(115, 2), OnError<int>(125, ex));
        xs.Subscriptions.AssertEqual(Subscribe(100), Subscribe(105));
    }

    [Fact]
    public void ColdObservable_DisposeStopsMessagesAndLogsEnd()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnNext(50, 2));
        var res = scheduler.Start(() => xs, 230);
        res.Messages.AssertEqual(OnNext(210, 1));
        xs.Subscriptions.AssertEqual(Subscribe(200, 230));
    }

    [Fact]
    public void HotObservable_SharesMessagesAmongCurrentSubscribers()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(100, 1), OnNext(200, 2), OnNext(300, 3), OnCompleted<int>(400));
        var early = scheduler.CreateObserver<int>();
        var late = scheduler.CreateObserver<int>();
        IDisposable? earlySub = null;
        scheduler.ScheduleAbsolute(0, 50L, (_, _) => earlySub = xs.Subscribe(early));
        scheduler.ScheduleAbsolute(0, 250L, (_, _) => xs.Subscribe(late));
        scheduler.ScheduleAbsolute(0, 350L, (_, _) => { earlySub!.Dispose(); return Disposables.Disposable.Empty; });
        scheduler.Start();
        early.Messages.AssertEqual(OnNext(100, 1), OnNext(200, 2), OnNext(300, 3));
        late.Messages.AssertEqual(OnNext(300, 3), OnCompleted<int>(400));
        xs.Subscriptions.AssertEqual(Subscribe(50, 350), Subscribe(250));
    }

    [Fact]
    public void HotObservable_MessagesAtOrBeforeZero_AreAtTickOne()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(0, 1));
        var observer = scheduler.CreateObserver<int>();
        xs.Subscribe(observer);
        scheduler.Start();
        observer.Messages.AssertEqual(OnNext(1, 1));
    }

    [Fact]
    public void PredicateExpectations_MatchAsExpectedSide()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 42), OnError<int>(20, new ArgumentException("x")));
        var res = scheduler.Start(() => xs);
        res.Messages.AssertEqual(OnNext<int>(210, x => x % 2 == 0), OnError<int>(220, e => e is ArgumentException));
        Assert.Throws<InvalidOperationException>(() => res.Messages.AssertEqual(OnNext<int>(210, x => x > 100), OnError<int>(220, e => e is ArgumentException)));
    }

    [Fact]
    public void RecordedAndSubscription_EqualityAndText()
    {
        Assert.Equal(OnNext(10, 1), OnNext(10, 1));
        Assert.NotEqual(OnNext(10, 1), OnNext(11, 1));
        Assert.NotEqual(OnNext(10, 1), OnNext(10, 2));
        Assert.Equal(OnCompleted<int>(5), OnCompleted(5, 0));
        Assert.True(Subscribe(1, 2) == new Subscription(1, 2));
        Assert.Equal(Subscription.Infinite, Subscribe(3).Unsubscribe);
        Assert.Equal("(3, Infinite)", Subscribe(3).ToString());
        Assert.Equal("(1, 2)", Subscribe(1, 2).ToString());
        Assert.Equal("OnNext(1)@10", OnNext(10, 1).ToString());
        var ex = new Exception();
        Assert.Equal(OnError<int>(3, ex), OnError(3, ex, 0));
    }

    [Fact]
    public void ReactiveAssert_ReportsDifferencesAndThrows()
    {
        new[] { 1, 2, 3 }.AssertEqual(1, 2, 3);
        var failure = Assert.Throws<InvalidOperationException>(() => new[] { 1, 2 }.AssertEqual(1, 3));
        Assert.Contains("Expected: 1, 3", failure.Message);
        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.AreElementsEqual([1], new[] { 1, 2 }, "msg"));

        ReactiveAssert.Throws<ArgumentException>(() => throw new ArgumentNullException("x"));
        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.Throws<ArgumentException>(() => { }));
        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.Throws<ArgumentException>(() => throw new FormatException()));
        var exact = new FormatException();
        ReactiveAssert.Throws(exact, () => throw exact);
        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.Throws(exact, () => throw new FormatException()));
        ReactiveAssert.DoesNotThrow<FormatException>(() => { });
    }

    [Fact]
    public void ReactiveAssert_ComparesObservables()
    {
        var ex = new Exception();
        ReactiveAssert.AreElementsEqual(new ListObservable([1, 2], null), new ListObservable([1, 2], null));
        new ListObservable([1], ex).AssertEqual(new ListObservable([1], ex));
        Assert.Throws<InvalidOperationException>(() => ReactiveAssert.AreElementsEqual(new ListObservable([1], null), new ListObservable([1], ex)));
    }

    [Fact]
    public void Arguments_AreChecked()
    {
        var scheduler = new TestScheduler();
        Assert.Throws<ArgumentNullException>("create", () => scheduler.Start<int>(null!));
        Assert.Throws<ArgumentNullException>("messages", () => scheduler.CreateHotObservable<int>(null!));
        Assert.Throws<ArgumentNullException>("messages", () => scheduler.CreateColdObservable<int>(null!));
        Assert.Throws<ArgumentNullException>("predicate", () => OnNext<int>(1, (Func<int, bool>)null!));
    }

    [Fact]
    public void AsTimeProvider_DrivesTaskDelayAndTimers()
    {
        var scheduler = new TestScheduler();
        TimeProvider provider = scheduler;
        Assert.Same(scheduler.AsTimeProvider(), provider);
        scheduler.AdvanceTo(500);
        Assert.Equal(new DateTimeOffset(500, TimeSpan.Zero), provider.GetUtcNow());
        var start = provider.GetTimestamp();

        // Task.Delay works in whole milliseconds: 1 ms is 10 000 ticks.
        var delay = Task.Delay(TimeSpan.FromMilliseconds(1), provider);
        var ticks = new List<long>();
        using var timer = provider.CreateTimer(_ => ticks.Add(scheduler.Clock), null, TimeSpan.FromTicks(5000), TimeSpan.FromTicks(3000));
        scheduler.AdvanceBy(9999);
        Assert.False(delay.IsCompleted);
        scheduler.AdvanceBy(1);
        Assert.True(delay.IsCompleted);
        Assert.Equal([5500L, 8500L], ticks);
        Assert.Equal(TimeSpan.FromTicks(10000), provider.GetElapsedTime(start));

        timer.Change(Timeout.InfiniteTimeSpan, Timeout.InfiniteTimeSpan);
        scheduler.AdvanceBy(100000);
        Assert.Equal([5500L, 8500L], ticks);
    }

    private sealed class ListObservable(int[] values, Exception? error) : IObservable<int>
    {
        public IDisposable Subscribe(IObserver<int> observer)
        {
            foreach (var v in values)
            {
                observer.OnNext(v);
            }

            if (error is null)
            {
                observer.OnCompleted();
            }
            else
            {
                observer.OnError(error);
            }

            return Disposables.Disposable.Empty;
        }
    }
}
