using Rheo.Concurrency;
using Rheo.Subjects;
using Rheo.Testing;

namespace Rheo.Tests.Subjects;

public class ReplaySubjectTimeTests : ReactiveTest
{
    private static void At(TestScheduler scheduler, long time, Action action) =>
        scheduler.ScheduleAbsolute(action, time, static (_, a) =>
        {
            a();
            return Rheo.Disposables.Disposable.Empty;
        });

    [Fact]
    public void Window_ReplaysOnlyValuesWithinTheWindow_ThroughTheScheduler()
    {
        var scheduler = new TestScheduler();
        ReplaySubject<int>? subject = null;
        var observer = scheduler.CreateObserver<int>();
        At(scheduler, 100, () => subject = new ReplaySubject<int>(TimeSpan.FromTicks(50), scheduler));
        At(scheduler, 110, () => subject!.OnNext(1));
        At(scheduler, 150, () => subject!.OnNext(2));
        At(scheduler, 170, () => subject!.OnNext(3));

        // At 200: value 1 is 90 ticks old (dropped), value 2 is exactly 50 old (kept), value 3 is 30 old.
        At(scheduler, 200, () => subject!.Subscribe(observer));
        At(scheduler, 300, () => subject!.OnNext(4));
        At(scheduler, 400, () => subject!.OnCompleted());
        scheduler.Start();

        observer.Messages.AssertEqual(OnNext(201, 2), OnNext(201, 3), OnNext(301, 4), OnCompleted<int>(401));
    }

    [Fact]
    public void Window_LateSubscriberAfterCompletion_GetsOnlyFreshValuesThenCompletion()
    {
        var scheduler = new TestScheduler();
        var subject = new ReplaySubject<int>(TimeSpan.FromTicks(100), scheduler);
        var observer = scheduler.CreateObserver<int>();
        At(scheduler, 100, () => subject.OnNext(1));
        At(scheduler, 250, () => subject.OnNext(2));
        At(scheduler, 260, () => subject.OnCompleted());
        At(scheduler, 300, () => subject.Subscribe(observer));
        scheduler.Start();

        observer.Messages.AssertEqual(OnNext(301, 2), OnCompleted<int>(301));
    }

    [Fact]
    public void Window_TrimsOnOnNext_SoOldValuesAreReleased()
    {
        var scheduler = new TestScheduler();
        var subject = new ReplaySubject<string>(TimeSpan.FromTicks(10), scheduler);
        var observer = scheduler.CreateObserver<string>();
        At(scheduler, 100, () => subject.OnNext("a"));
        At(scheduler, 105, () => subject.OnNext("b"));
        At(scheduler, 111, () => subject.OnNext("c"));
        At(scheduler, 111, () => subject.Subscribe(observer));
        scheduler.Start();

        observer.Messages.AssertEqual(OnNext(112, "b"), OnNext(112, "c"));
    }

    [Fact]
    public void BufferSizeAndWindow_BothBound()
    {
        var scheduler = new TestScheduler();
        var subject = new ReplaySubject<int>(2, TimeSpan.FromTicks(100), scheduler);
        var first = scheduler.CreateObserver<int>();
        var second = scheduler.CreateObserver<int>();
        for (var i = 1; i <= 5; i++)
        {
            var value = i;
            At(scheduler, 100 + (i * 10), () => subject.OnNext(value));
        }

        // At 200 all five are within 100 ticks but only two are kept; at 245 the value of 140 is too old.
        At(scheduler, 200, () => subject.Subscribe(first));
        At(scheduler, 245, () => subject.Subscribe(second));
        scheduler.Start();

        first.Messages.AssertEqual(OnNext(201, 4), OnNext(201, 5));
        second.Messages.AssertEqual(OnNext(246, 5));
    }

    [Fact]
    public void SchedulerOnly_ReplaysEverythingThroughTheScheduler()
    {
        var scheduler = new TestScheduler();
        var subject = new ReplaySubject<int>(scheduler);
        var bounded = new ReplaySubject<int>(1, scheduler);
        var observer = scheduler.CreateObserver<int>();
        var boundedObserver = scheduler.CreateObserver<int>();
        At(scheduler, 10, () =>
        {
            subject.OnNext(1);
            bounded.OnNext(1);
        });
        At(scheduler, 20, () =>
        {
            subject.OnNext(2);
            bounded.OnNext(2);
        });
        At(scheduler, 1000, () =>
        {
            subject.Subscribe(observer);
            bounded.Subscribe(boundedObserver);
        });
        At(scheduler, 1100, () =>
        {
            subject.OnError(new InvalidOperationException("x"));
            bounded.OnNext(3);
        });
        scheduler.Start();

        Assert.Equal([OnNext(1001, 1), OnNext(1001, 2)], observer.Messages.Take(2));
        Assert.Equal(1101, observer.Messages[2].Time);
        Assert.IsType<InvalidOperationException>(observer.Messages[2].Value.Exception);
        boundedObserver.Messages.AssertEqual(OnNext(1001, 2), OnNext(1101, 3));
    }

    [Fact]
    public void ZeroWindow_KeepsOnlyValuesOfTheSameInstant()
    {
        var scheduler = new TestScheduler();
        var subject = new ReplaySubject<int>(TimeSpan.Zero, scheduler);
        var now = scheduler.CreateObserver<int>();
        var later = scheduler.CreateObserver<int>();
        At(scheduler, 100, () =>
        {
            subject.OnNext(1);
            subject.Subscribe(now);
        });
        At(scheduler, 101, () => subject.Subscribe(later));
        scheduler.Start();

        now.Messages.AssertEqual(OnNext(101, 1));
        Assert.Empty(later.Messages);
    }

    [Fact]
    public void DisposingTheSubscription_StopsScheduledDelivery()
    {
        var scheduler = new TestScheduler();
        var subject = new ReplaySubject<int>(TimeSpan.FromTicks(1000), scheduler);
        var observer = scheduler.CreateObserver<int>();
        IDisposable? subscription = null;
        At(scheduler, 100, () => subject.OnNext(1));
        At(scheduler, 200, () => subscription = subject.Subscribe(observer));
        At(scheduler, 300, () => subject.OnNext(2));
        At(scheduler, 300, () => subscription!.Dispose());
        At(scheduler, 400, () => subject.OnNext(3));
        scheduler.Start();

        observer.Messages.AssertEqual(OnNext(201, 1));
        Assert.False(subject.HasObservers);
    }

    [Fact]
    public void WindowWithoutScheduler_DeliversOnTheCurrentThread()
    {
        var subject = new ReplaySubject<int>(TimeSpan.FromHours(1));
        var bounded = new ReplaySubject<int>(1, TimeSpan.FromHours(1));
        subject.OnNext(1);
        subject.OnNext(2);
        bounded.OnNext(1);
        bounded.OnNext(2);
        var seen = new List<int>();
        var boundedSeen = new List<int>();
        subject.Subscribe(seen.Add);
        bounded.Subscribe(boundedSeen.Add);
        subject.OnNext(3);
        Assert.Equal([1, 2, 3], seen);
        Assert.Equal([2], boundedSeen);
    }

    [Fact]
    public void ArgumentValidation()
    {
        var scheduler = new TestScheduler();
        var negative = TimeSpan.FromTicks(-1);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => new ReplaySubject<int>(negative)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => new ReplaySubject<int>(negative, scheduler)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => new ReplaySubject<int>(1, negative)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => new ReplaySubject<int>(1, negative, scheduler)).ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentOutOfRangeException>(() => new ReplaySubject<int>(-1, TimeSpan.Zero)).ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentOutOfRangeException>(() => new ReplaySubject<int>(-1, TimeSpan.Zero, scheduler)).ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentOutOfRangeException>(() => new ReplaySubject<int>(-1, scheduler)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => new ReplaySubject<int>((IScheduler)null!)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => new ReplaySubject<int>(1, (IScheduler)null!)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => new ReplaySubject<int>(TimeSpan.Zero, null!)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => new ReplaySubject<int>(1, TimeSpan.Zero, null!)).ParamName);
    }
}
