using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class ReplayTimeTests : ReactiveTest
{
    private static void At(TestScheduler scheduler, long time, Action action) =>
        scheduler.ScheduleAbsolute(action, time, static (_, a) =>
        {
            a();
            return Rheo.Disposables.Disposable.Empty;
        });

    private static ITestableObservable<int> Hot(TestScheduler scheduler) => scheduler.CreateHotObservable(
        OnNext(110, 1),
        OnNext(150, 2),
        OnNext(170, 3),
        OnNext(300, 4),
        OnCompleted<int>(400));

    [Fact]
    public void ReplayWindow_LateSubscriberGetsValuesWithinTheWindowThenLiveOnes()
    {
        var scheduler = new TestScheduler();
        var xs = Hot(scheduler);
        IConnectableObservable<int>? replayed = null;
        var observer = scheduler.CreateObserver<int>();
        At(scheduler, 100, () =>
        {
            replayed = xs.Replay(TimeSpan.FromTicks(50), scheduler);
            replayed.Connect();
        });
        At(scheduler, 200, () => replayed!.Subscribe(observer));
        scheduler.Start();

        observer.Messages.AssertEqual(OnNext(201, 2), OnNext(201, 3), OnNext(301, 4), OnCompleted<int>(401));
        xs.Subscriptions.AssertEqual(Subscribe(100, 400));
    }

    [Fact]
    public void ReplayBufferSizeAndWindow_BothBound()
    {
        var scheduler = new TestScheduler();
        var xs = Hot(scheduler);
        IConnectableObservable<int>? replayed = null;
        var observer = scheduler.CreateObserver<int>();
        At(scheduler, 100, () =>
        {
            replayed = xs.Replay(1, TimeSpan.FromTicks(50), scheduler);
            replayed.Connect();
        });
        At(scheduler, 200, () => replayed!.Subscribe(observer));
        scheduler.Start();

        observer.Messages.AssertEqual(OnNext(201, 3), OnNext(301, 4), OnCompleted<int>(401));
    }

    [Fact]
    public void ReplayScheduler_ReplaysEverythingThroughTheScheduler()
    {
        var scheduler = new TestScheduler();
        var xs = Hot(scheduler);
        IConnectableObservable<int>? all = null;
        IConnectableObservable<int>? two = null;
        var allObserver = scheduler.CreateObserver<int>();
        var twoObserver = scheduler.CreateObserver<int>();
        At(scheduler, 100, () =>
        {
            all = xs.Replay(scheduler);
            two = xs.Replay(2, scheduler);
            all.Connect();
            two.Connect();
        });
        At(scheduler, 200, () =>
        {
            all!.Subscribe(allObserver);
            two!.Subscribe(twoObserver);
        });
        scheduler.Start();

        allObserver.Messages.AssertEqual(OnNext(201, 1), OnNext(201, 2), OnNext(201, 3), OnNext(301, 4), OnCompleted<int>(401));
        twoObserver.Messages.AssertEqual(OnNext(201, 2), OnNext(201, 3), OnNext(301, 4), OnCompleted<int>(401));
    }

    [Fact]
    public void ReplayWindow_DefaultScheduler_IsSynchronousOnThisThread()
    {
        var subject = new Subject<int>();
        var replayed = subject.Replay(TimeSpan.FromHours(1));
        var bounded = subject.Replay(1, TimeSpan.FromHours(1));
        replayed.Connect();
        bounded.Connect();
        subject.OnNext(1);
        subject.OnNext(2);
        var seen = new List<int>();
        var boundedSeen = new List<int>();
        replayed.Subscribe(seen.Add);
        bounded.Subscribe(boundedSeen.Add);
        Assert.Equal([1, 2], seen);
        Assert.Equal([2], boundedSeen);
    }

    [Fact]
    public void SelectorForms_ShareOneSubscriptionPerSubscriber()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnNext(20, 2), OnCompleted<int>(30));
        Func<IObservable<int>, IObservable<int>> zip = s => s.Zip(s, static (a, b) => a + b);

        var forms = new Func<IObservable<int>>[]
        {
            () => xs.Replay(zip, TimeSpan.FromTicks(100)),
            () => xs.Replay(zip, TimeSpan.FromTicks(100), scheduler),
            () => xs.Replay(zip, 5, TimeSpan.FromTicks(100)),
            () => xs.Replay(zip, 5, TimeSpan.FromTicks(100), scheduler),
            () => xs.Replay(zip, scheduler),
            () => xs.Replay(zip, 5, scheduler),
        };

        foreach (var form in forms)
        {
            var observer = scheduler.CreateObserver<int>();
            var result = form();
            var start = scheduler.Clock + 10;
            At(scheduler, start, () => result.Subscribe(observer));
            scheduler.Start();
            Assert.Equal([2, 4], observer.Messages.Where(m => m.Value.Kind == NotificationKind.OnNext).Select(m => m.Value.Value));
            Assert.Equal(NotificationKind.OnCompleted, observer.Messages[^1].Value.Kind);
        }

        Assert.Equal(forms.Length, xs.Subscriptions.Count);
    }

    [Fact]
    public void SelectorForm_LateInnerSubscriberSeesOnlyTheWindow()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(
            OnNext(210, 1),
            OnNext(240, 2),
            OnNext(250, 3),
            OnNext(300, 4),
            OnCompleted<int>(400));

        // The inner subscription starts about 60 ticks after 200; by then value 1 is more than 30 ticks old.
        var res = scheduler.Start(() => xs.Replay(
            shared => shared.DelaySubscription(TimeSpan.FromTicks(60), scheduler),
            TimeSpan.FromTicks(30),
            scheduler));

        Assert.Equal([2, 3, 4], res.Messages.Where(m => m.Value.Kind == NotificationKind.OnNext).Select(m => m.Value.Value));
        Assert.Equal(NotificationKind.OnCompleted, res.Messages[^1].Value.Kind);
        xs.Subscriptions.AssertEqual(Subscribe(200, 400));
    }

    [Fact]
    public void ArgumentValidation()
    {
        var scheduler = new TestScheduler();
        var xs = Observable.Return(1);
        var negative = TimeSpan.FromTicks(-1);
        Func<IObservable<int>, IObservable<int>> id = s => s;
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => xs.Replay(negative)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => xs.Replay(negative, scheduler)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => xs.Replay(1, negative)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => xs.Replay(1, negative, scheduler)).ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentOutOfRangeException>(() => xs.Replay(-1, TimeSpan.Zero)).ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentOutOfRangeException>(() => xs.Replay(-1, scheduler)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => xs.Replay((IScheduler)null!)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => xs.Replay(1, TimeSpan.Zero, null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<int>)null!).Replay(TimeSpan.Zero)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => xs.Replay(id, negative)).ParamName);
        Assert.Equal("window", Assert.Throws<ArgumentOutOfRangeException>(() => xs.Replay(id, 1, negative, scheduler)).ParamName);
        Assert.Equal("bufferSize", Assert.Throws<ArgumentOutOfRangeException>(() => xs.Replay(id, -1, scheduler)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => xs.Replay(id, TimeSpan.Zero, null!)).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => xs.Replay((Func<IObservable<int>, IObservable<int>>)null!, scheduler)).ParamName);
    }
}
