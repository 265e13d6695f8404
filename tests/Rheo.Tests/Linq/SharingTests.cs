using Rheo.Disposables;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SharingTests
{
    [Fact]
    public void Publish_SharesOneSubscriptionAfterConnect()
    {
        var subscriptions = 0;
        var source = Observable.Defer(() => { subscriptions++; return Observable.Range(1, 3); });
        var published = source.Publish();
        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        published.Subscribe(a);
        published.Subscribe(b);
        Assert.Equal(0, subscriptions);
        var connection = published.Connect();
        Assert.Same(connection, published.Connect());
        Assert.Equal(1, subscriptions);
        Assert.Equal([1, 2, 3], a.Values);
        Assert.Equal([1, 2, 3], b.Values);
        Assert.True(a.Completed && b.Completed);
        a.AssertGrammar();
    }

    [Fact]
    public void Connect_DisposeDisconnects_AndConnectAgainResubscribes()
    {
        var source = new Subject<int>();
        var published = source.Publish();
        var o = new RecordingObserver<int>();
        published.Subscribe(o);
        var connection = published.Connect();
        source.OnNext(1);
        connection.Dispose();
        Assert.False(source.HasObservers);
        source.OnNext(2);
        var again = published.Connect();
        Assert.NotSame(connection, again);
        source.OnNext(3);
        connection.Dispose();
        Assert.True(source.HasObservers);
        again.Dispose();
        Assert.Equal([1, 3], o.Values);
    }

    [Fact]
    public void Connect_FromInsideReturnsTheLiveConnection_WhoseDisposeStopsASynchronousSource()
    {
        var published = Observable.Repeat(1).Publish();
        var seen = 0;
        published.Subscribe(_ =>
        {
            if (++seen == 3)
            {
                published.Connect().Dispose();
            }
        });
        published.Connect();
        Assert.Equal(3, seen);
    }

    [Fact]
    public void Publish_WithInitialValue()
    {
        var source = new Subject<int>();
        var published = source.Publish(0);
        var a = new RecordingObserver<int>();
        published.Subscribe(a);
        published.Connect();
        source.OnNext(1);
        var b = new RecordingObserver<int>();
        published.Subscribe(b);
        source.OnCompleted();
        Assert.Equal([0, 1], a.Values);
        Assert.Equal([1], b.Values);
        Assert.True(b.Completed);
    }

    [Fact]
    public void PublishLast_SendsOnlyTheLastValue()
    {
        var published = Observable.Range(1, 4).PublishLast();
        var a = new RecordingObserver<int>();
        published.Subscribe(a);
        published.Connect();
        var late = new RecordingObserver<int>();
        published.Subscribe(late);
        Assert.Equal([4], a.Values);
        Assert.Equal([4], late.Values);
        Assert.True(late.Completed);
    }

    [Fact]
    public void Replay_AllAndBounded()
    {
        var all = Observable.Range(1, 4).Replay();
        all.Connect();
        var a = new RecordingObserver<int>();
        all.Subscribe(a);
        Assert.Equal([1, 2, 3, 4], a.Values);
        Assert.True(a.Completed);

        var two = Observable.Range(1, 4).Replay(2);
        two.Connect();
        var b = new RecordingObserver<int>();
        two.Subscribe(b);
        Assert.Equal([3, 4], b.Values);
        Assert.True(b.Completed);
    }

    [Fact]
    public void SelectorForms_ShareOneSourceSubscriptionPerSubscription()
    {
        var subscriptions = 0;
        var source = Observable.Defer(() => { subscriptions++; return Observable.Range(1, 3); });
        static IObservable<int> Twice(IObservable<int> xs) => Observable.Create<int>(o =>
        {
            var first = xs.Subscribe(o.OnNext);
            var second = xs.Select(x => -x).Subscribe(o.OnNext, o.OnError, o.OnCompleted);
            return new CompositeDisposable(first, second);
        });

        var o1 = new RecordingObserver<int>();
        source.Publish(Twice).Subscribe(o1);
        Assert.Equal([1, -1, 2, -2, 3, -3], o1.Values);
        Assert.True(o1.Completed);
        Assert.Equal(1, subscriptions);

        var o2 = new RecordingObserver<int>();
        source.Publish(Twice, 0).Subscribe(o2);
        Assert.Equal([0, 0, 1, -1, 2, -2, 3, -3], o2.Values);
        Assert.Equal(2, subscriptions);

        var o3 = new RecordingObserver<int>();
        source.PublishLast(Twice).Subscribe(o3);
        Assert.Equal([3, -3], o3.Values);

        var o4 = new RecordingObserver<int>();
        source.Replay(xs => xs.Skip(1)).Subscribe(o4);
        Assert.Equal([2, 3], o4.Values);

        var o5 = new RecordingObserver<int>();
        source.Replay(xs => xs, 1).Subscribe(o5);
        Assert.Equal([1, 2, 3], o5.Values);

        var o6 = new RecordingObserver<int>();
        source.Multicast(() => new Subject<int>(), xs => xs.Select(x => x * 2)).Subscribe(o6);
        Assert.Equal([2, 4, 6], o6.Values);
        Assert.Equal(6, subscriptions);
        o6.AssertGrammar();
    }

    [Fact]
    public void SelectorForm_TakeStopsAnInfiniteSourceAtOnce()
    {
        var o = new RecordingObserver<int>();
        Observable.Repeat(7).Publish(xs => xs.Take(2)).Subscribe(o);
        Assert.Equal([7, 7], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void SelectorForm_ThrowingSelectors_BecomeOnError()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Range(1, 3).Publish<int, int>(_ => throw error).Subscribe(o);
        Assert.Same(error, o.Error);
        var o2 = new RecordingObserver<int>();
        Observable.Range(1, 3).Multicast<int, int, int>(() => throw error, xs => xs).Subscribe(o2);
        Assert.Same(error, o2.Error);
    }

    [Fact]
    public void Multicast_UsesTheGivenSubject()
    {
        var subject = new ReplaySubject<int>(1);
        var connectable = Observable.Range(1, 3).Multicast(subject);
        connectable.Connect();
        var o = new RecordingObserver<int>();
        connectable.Subscribe(o);
        Assert.Equal([3], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void RefCount_ConnectsOnFirstAndDisconnectsOnLast()
    {
        var source = new Subject<int>();
        var shared = source.Publish().RefCount();
        Assert.False(source.HasObservers);
        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        var da = shared.Subscribe(a);
        Assert.True(source.HasObservers);
        source.OnNext(1);
        var db = shared.Subscribe(b);
        source.OnNext(2);
        da.Dispose();
        Assert.True(source.HasObservers);
        source.OnNext(3);
        db.Dispose();
        Assert.False(source.HasObservers);
        var c = new RecordingObserver<int>();
        using (shared.Subscribe(c))
        {
            Assert.True(source.HasObservers);
            source.OnNext(4);
        }

        Assert.False(source.HasObservers);
        Assert.Equal([1, 2], a.Values);
        Assert.Equal([2, 3], b.Values);
        Assert.Equal([4], c.Values);
    }

    [Fact]
    public void RefCount_TakeStopsAnInfiniteSynchronousSourceAtOnce()
    {
        var o = new RecordingObserver<int>();
        Observable.Repeat(1).Publish().RefCount().Take(3).Subscribe(o);
        Assert.Equal([1, 1, 1], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void RefCount_AfterSourceCompletion_LateSubscriberGetsTheReplay()
    {
        var subscriptions = 0;
        var shared = Observable.Defer(() => { subscriptions++; return Observable.Range(1, 2); }).Replay().RefCount();
        var a = new RecordingObserver<int>();
        shared.Subscribe(a);
        var b = new RecordingObserver<int>();
        shared.Subscribe(b);
        Assert.Equal([1, 2], a.Values);
        Assert.Equal([1, 2], b.Values);
        Assert.True(b.Completed);
        Assert.Equal(1, subscriptions);
        b.AssertGrammar();
    }

    [Fact]
    public void RefCount_AfterDisconnect_NextSubscriberReconnects()
    {
        var subscriptions = 0;
        var shared = Observable.Defer(() => { subscriptions++; return Observable.Never<int>(); }).Publish().RefCount();
        shared.Subscribe(_ => { }).Dispose();
        shared.Subscribe(_ => { }).Dispose();
        Assert.Equal(2, subscriptions);
    }

    [Fact]
    public void RefCount_MinObservers_WaitsForThem()
    {
        var source = new Subject<int>();
        var shared = source.Publish().RefCount(2);
        var a = new RecordingObserver<int>();
        var da = shared.Subscribe(a);
        Assert.False(source.HasObservers);
        var db = shared.Subscribe(new RecordingObserver<int>());
        Assert.True(source.HasObservers);
        source.OnNext(1);
        db.Dispose();
        Assert.True(source.HasObservers);
        da.Dispose();
        Assert.False(source.HasObservers);
        Assert.Equal([1], a.Values);
    }

    [Fact]
    public void AutoConnect_ConnectsOnceAtTheNthSubscriber()
    {
        var source = new Subject<int>();
        IDisposable? connection = null;
        var shared = source.Publish().AutoConnect(2, c => connection = c);
        var a = new RecordingObserver<int>();
        var da = shared.Subscribe(a);
        Assert.False(source.HasObservers);
        shared.Subscribe(new RecordingObserver<int>()).Dispose();
        Assert.True(source.HasObservers);
        Assert.NotNull(connection);
        source.OnNext(1);
        da.Dispose();
        Assert.True(source.HasObservers);
        var c = new RecordingObserver<int>();
        shared.Subscribe(c);
        source.OnNext(2);
        connection!.Dispose();
        Assert.False(source.HasObservers);
        Assert.Equal([1], a.Values);
        Assert.Equal([2], c.Values);
    }

    [Fact]
    public void AutoConnect_OnConnectGetsTheConnectionInTimeToStopASynchronousSource()
    {
        IDisposable? connection = null;
        var seen = 0;
        var shared = Observable.Repeat(1).Publish().AutoConnect(1, c => connection = c);
        shared.Subscribe(_ =>
        {
            if (++seen == 3)
            {
                connection!.Dispose();
            }
        });
        Assert.Equal(3, seen);
    }

    [Fact]
    public void AutoConnect_ZeroConnectsAtOnce()
    {
        var source = new Subject<int>();
        var connectable = source.Publish();
        IDisposable? connection = null;
        var shared = connectable.AutoConnect(0, c => connection = c);
        Assert.Same(connectable, shared);
        Assert.True(source.HasObservers);
        Assert.NotNull(connection);
        var o = new RecordingObserver<int>();
        source.Publish().AutoConnect().Subscribe(o);
        Assert.True(source.HasObservers);
    }

    [Fact]
    public void Arguments_AreChecked()
    {
        var source = Observable.Range(1, 2);
        IConnectableObservable<int> connectable = source.Publish();
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Publish());
        Assert.Throws<ArgumentNullException>("selector", () => source.Publish((Func<IObservable<int>, IObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => source.Publish<int, int>(null!, 0));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Publish(0));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).PublishLast());
        Assert.Throws<ArgumentNullException>("selector", () => source.PublishLast((Func<IObservable<int>, IObservable<int>>)null!));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Replay());
        Assert.Throws<ArgumentNullException>("selector", () => source.Replay((Func<IObservable<int>, IObservable<int>>)null!));
        Assert.Throws<ArgumentOutOfRangeException>("bufferSize", () => source.Replay(-1));
        Assert.Throws<ArgumentOutOfRangeException>("bufferSize", () => source.Replay(xs => xs, -1));
        Assert.Throws<ArgumentNullException>("subject", () => source.Multicast((ISubject<int, int>)null!));
        Assert.Throws<ArgumentNullException>("subjectSelector", () => source.Multicast<int, int, int>(null!, xs => xs));
        Assert.Throws<ArgumentNullException>("selector", () => source.Multicast<int, int, int>(() => new Subject<int>(), null!));
        Assert.Throws<ArgumentNullException>("source", () => ((IConnectableObservable<int>)null!).RefCount());
        Assert.Throws<ArgumentOutOfRangeException>("minObservers", () => connectable.RefCount(0));
        Assert.Throws<ArgumentNullException>("source", () => ((IConnectableObservable<int>)null!).AutoConnect());
    }

    [Fact]
    public void RefCount_ConcurrentSubscribers_EndDisconnectedWithBalancedConnections()
    {
        var connects = 0;
        var disconnects = 0;
        var source = Observable.Create<int>(o =>
        {
            Interlocked.Increment(ref connects);
            return () => Interlocked.Increment(ref disconnects);
        });
        var shared = source.Publish().RefCount();
        var threads = Enumerable.Range(0, 4).Select(_ => new Thread(() =>
        {
            for (var i = 0; i < 2000; i++)
            {
                shared.Subscribe(_ => { }).Dispose();
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        foreach (var t in threads)
        {
            Assert.True(t.Join(Bounded.Timeout));
        }

        Assert.True(connects > 0);
        Assert.Equal(connects, disconnects);
    }
}
