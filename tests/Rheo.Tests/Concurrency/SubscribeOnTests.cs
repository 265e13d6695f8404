using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Concurrency;

public class SubscribeOnTests : ReactiveTest
{
    [Fact]
    public void VirtualTime_SubscribesAndDisposesOneTickLater()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnNext(900, 2), OnCompleted<int>(950));
        var res = scheduler.Start(() => xs.SubscribeOn(scheduler));
        res.Messages.AssertEqual(OnNext(211, 1));
        xs.Subscriptions.AssertEqual(Subscribe(201, 1001));
    }

    [Fact]
    public void VirtualTime_CompletesAndPassesErrors()
    {
        var scheduler = new TestScheduler();
        var ex = new FormatException();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnError<int>(20, ex));
        var res = scheduler.Start(() => xs.SubscribeOn(scheduler));
        res.Messages.AssertEqual(OnNext(211, 1), OnError<int>(221, ex));
        var ys = scheduler.CreateColdObservable(OnCompleted<int>(5));
        var other = scheduler.CreateObserver<int>();
        ys.SubscribeOn(scheduler).Subscribe(other);
        scheduler.Start();
        Assert.Single(other.Messages);
    }

    [Fact]
    public void DisposedBeforeTheSubscriptionRuns_NeverSubscribes()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1));
        var res = scheduler.Start(() => xs.SubscribeOn(scheduler), 100, 200, 201);
        Assert.Empty(res.Messages);
        Assert.Empty(xs.Subscriptions);
    }

    [Fact]
    public void RealThread_SubscribesOnTheLoop()
    {
        using var loop = new EventLoopScheduler();
        int? subscribeThread = null;
        var o = new RecordingObserver<int>();
        var done = new ManualResetEventSlim();
        var source = Observable.Create<int>(observer =>
        {
            subscribeThread = Environment.CurrentManagedThreadId;
            observer.OnNext(1);
            observer.OnCompleted();
            return Disposables.Disposable.Empty;
        });
        source.SubscribeOn(loop).Subscribe(new SignalingObserver<int>(o, done));
        done.WaitWithin();
        Assert.NotEqual(Environment.CurrentManagedThreadId, subscribeThread);
        Assert.Equal([1], o.Values);
        Assert.True(o.Completed);

        var context = new QueueingSynchronizationContext();
        var p = new RecordingObserver<int>();
        Observable.Return(5).SubscribeOn(context).Subscribe(p);
        Assert.Empty(p.Values);
        context.Pump();
        Assert.Equal([5], p.Values);
    }

    [Fact]
    public void Arguments_AreChecked()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).SubscribeOn(Scheduler.Default));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Return(1).SubscribeOn((IScheduler)null!));
        Assert.Throws<ArgumentNullException>("context", () => Observable.Return(1).SubscribeOn((SynchronizationContext)null!));
    }
}
