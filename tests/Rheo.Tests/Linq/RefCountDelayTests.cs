using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class RefCountDelayTests : ReactiveTest
{
    private static void At(TestScheduler scheduler, long time, Action action) =>
        scheduler.ScheduleAbsolute(action, time, static (_, a) =>
        {
            a();
            return Rheo.Disposables.Disposable.Empty;
        });

    private static ITestableObservable<int> Hot(TestScheduler scheduler) => scheduler.CreateHotObservable(
        OnNext(250, 1),
        OnNext(320, 2),
        OnNext(380, 3),
        OnNext(520, 4),
        OnCompleted<int>(900));

    [Fact]
    public void LastObserverLeaves_DisconnectsAfterTheDelay()
    {
        var scheduler = new TestScheduler();
        var xs = Hot(scheduler);
        var res = scheduler.Start(() => xs.Publish().RefCount(TimeSpan.FromTicks(100), scheduler), 100, 200, 300);

        res.Messages.AssertEqual(OnNext(250, 1));
        xs.Subscriptions.AssertEqual(Subscribe(200, 400));
    }

    [Fact]
    public void ObserverBackWithinTheDelay_KeepsTheConnection()
    {
        var scheduler = new TestScheduler();
        var xs = Hot(scheduler);
        var shared = xs.Publish().RefCount(TimeSpan.FromTicks(100), scheduler);
        var first = scheduler.CreateObserver<int>();
        var second = scheduler.CreateObserver<int>();
        IDisposable? a = null;
        IDisposable? b = null;
        At(scheduler, 200, () => a = shared.Subscribe(first));
        At(scheduler, 300, () => a!.Dispose());
        At(scheduler, 350, () => b = shared.Subscribe(second));
        At(scheduler, 600, () => b!.Dispose());
        scheduler.Start();

        first.Messages.AssertEqual(OnNext(250, 1));
        second.Messages.AssertEqual(OnNext(380, 3), OnNext(520, 4));
        xs.Subscriptions.AssertEqual(Subscribe(200, 700));
    }

    [Fact]
    public void ObserverBackAfterTheDelay_ConnectsAfresh()
    {
        var scheduler = new TestScheduler();
        var xs = Hot(scheduler);
        var shared = xs.Publish().RefCount(TimeSpan.FromTicks(100), scheduler);
        var first = scheduler.CreateObserver<int>();
        var second = scheduler.CreateObserver<int>();
        IDisposable? a = null;
        At(scheduler, 200, () => a = shared.Subscribe(first));
        At(scheduler, 300, () => a!.Dispose());
        At(scheduler, 450, () => shared.Subscribe(second));
        scheduler.Start();

        second.Messages.AssertEqual(OnNext(520, 4), OnCompleted<int>(900));
        xs.Subscriptions.AssertEqual(Subscribe(200, 400), Subscribe(450, 900));
    }

    [Fact]
    public void LeavingAgainRestartsTheDelay()
    {
        var scheduler = new TestScheduler();
        var xs = Hot(scheduler);
        var shared = xs.Publish().RefCount(TimeSpan.FromTicks(100), scheduler);
        IDisposable? a = null;
        IDisposable? b = null;
        At(scheduler, 200, () => a = shared.Subscribe(scheduler.CreateObserver<int>()));
        At(scheduler, 300, () => a!.Dispose());
        At(scheduler, 350, () => b = shared.Subscribe(scheduler.CreateObserver<int>()));
        At(scheduler, 360, () => b!.Dispose());
        scheduler.Start();

        // The timer of 300 is void; the one of 360 disconnects at 460.
        xs.Subscriptions.AssertEqual(Subscribe(200, 460));
    }

    [Fact]
    public void MinObservers_ConnectsOnceEnoughJoin_AndDisconnectsAfterTheDelay()
    {
        var scheduler = new TestScheduler();
        var xs = Hot(scheduler);
        var shared = xs.Publish().RefCount(2, TimeSpan.FromTicks(50), scheduler);
        var first = scheduler.CreateObserver<int>();
        var second = scheduler.CreateObserver<int>();
        var third = scheduler.CreateObserver<int>();
        IDisposable? a = null;
        IDisposable? b = null;
        IDisposable? c = null;
        At(scheduler, 200, () => a = shared.Subscribe(first));
        At(scheduler, 300, () => b = shared.Subscribe(second));
        At(scheduler, 330, () => a!.Dispose());
        At(scheduler, 340, () => b!.Dispose());

        // Back within the delay: one observer is enough, the connection is still up and is not connected twice.
        At(scheduler, 360, () => c = shared.Subscribe(third));
        At(scheduler, 400, () => c!.Dispose());
        scheduler.Start();

        first.Messages.AssertEqual(OnNext(320, 2));
        second.Messages.AssertEqual(OnNext(320, 2));
        third.Messages.AssertEqual(OnNext(380, 3));
        xs.Subscriptions.AssertEqual(Subscribe(300, 450));
    }

    [Fact]
    public void ZeroDelayOnTheDefaultScheduler_Disconnects()
    {
        using var disposed = new ManualResetEventSlim();
        var source = Observable.Create<int>(_ => Rheo.Disposables.Disposable.Create(disposed.Set));
        var shared = source.Publish().RefCount(TimeSpan.Zero);
        var subscription = shared.Subscribe(_ => { });
        Assert.False(disposed.IsSet);
        subscription.Dispose();
        Assert.True(disposed.Wait(Bounded.Timeout));

        using var again = new ManualResetEventSlim();
        var twice = Observable.Create<int>(_ => Rheo.Disposables.Disposable.Create(again.Set)).Publish().RefCount(1, TimeSpan.Zero);
        twice.Subscribe(_ => { }).Dispose();
        Assert.True(again.Wait(Bounded.Timeout));
    }

    [Fact]
    public void ArgumentValidation()
    {
        var scheduler = new TestScheduler();
        var xs = Observable.Return(1).Publish();
        var negative = TimeSpan.FromTicks(-1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IConnectableObservable<int>)null!).RefCount(TimeSpan.Zero)).ParamName);
        Assert.Equal("disconnectDelay", Assert.Throws<ArgumentOutOfRangeException>(() => xs.RefCount(negative)).ParamName);
        Assert.Equal("disconnectDelay", Assert.Throws<ArgumentOutOfRangeException>(() => xs.RefCount(negative, scheduler)).ParamName);
        Assert.Equal("disconnectDelay", Assert.Throws<ArgumentOutOfRangeException>(() => xs.RefCount(1, negative)).ParamName);
        Assert.Equal("minObservers", Assert.Throws<ArgumentOutOfRangeException>(() => xs.RefCount(0, TimeSpan.Zero)).ParamName);
        Assert.Equal("minObservers", Assert.Throws<ArgumentOutOfRangeException>(() => xs.RefCount(0, TimeSpan.Zero, scheduler)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => xs.RefCount(TimeSpan.Zero, null!)).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => xs.RefCount(1, TimeSpan.Zero, null!)).ParamName);
    }
}
