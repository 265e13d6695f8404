using Rheo.Internal;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Subjects;

public class SubjectTests
{
    [Fact]
    public void Subject_BroadcastsToEveryObserver()
    {
        var s = new Subject<int>();
        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        Assert.False(s.HasObservers);
        s.OnNext(0);
        s.Subscribe(a);
        s.OnNext(1);
        var sb = s.Subscribe(b);
        Assert.True(s.HasObservers);
        s.OnNext(2);
        sb.Dispose();
        s.OnNext(3);
        s.OnCompleted();
        Assert.Equal([1, 2, 3], a.Values);
        Assert.Equal([2], b.Values);
        Assert.True(a.Completed);
        Assert.False(b.IsTerminated);
        Assert.False(s.HasObservers);
        a.AssertGrammar();
    }

    [Fact]
    public void Subject_FiveObserversAndRemovalInTheMiddle()
    {
        var s = new Subject<int>();
        var observers = Enumerable.Range(0, 5).Select(_ => new RecordingObserver<int>()).ToArray();
        var subscriptions = observers.Select(s.Subscribe).ToArray();
        s.OnNext(1);
        subscriptions[2].Dispose();
        subscriptions[2].Dispose();
        s.OnNext(2);
        subscriptions[0].Dispose();
        subscriptions[4].Dispose();
        s.OnNext(3);
        Assert.Equal([1, 2, 3], observers[1].Values);
        Assert.Equal([1, 2, 3], observers[3].Values);
        Assert.Equal([1], observers[2].Values);
        Assert.Equal([1, 2], observers[0].Values);
        Assert.Equal([1, 2], observers[4].Values);
    }

    [Fact]
    public void Subject_TerminalReachesLateSubscribers_AndLaterMessagesAreIgnored()
    {
        var s = new Subject<int>();
        var error = new InvalidOperationException("boom");
        s.OnError(error);
        s.OnNext(1);
        s.OnCompleted();
        s.OnError(new InvalidOperationException());
        var late = new RecordingObserver<int>();
        s.Subscribe(late);
        Assert.Same(error, late.Error);
        Assert.Empty(late.Values);
        late.AssertGrammar();

        var c = new Subject<int>();
        c.OnCompleted();
        var late2 = new RecordingObserver<int>();
        c.Subscribe(late2);
        Assert.True(late2.Completed);
    }

    [Fact]
    public void Subject_DisposeSemantics()
    {
        var s = new Subject<int>();
        var o = new RecordingObserver<int>();
        s.Subscribe(o);
        Assert.False(s.IsDisposed);
        s.Dispose();
        Assert.True(s.IsDisposed);
        Assert.False(s.HasObservers);
        Assert.Throws<ObjectDisposedException>(() => s.OnNext(1));
        Assert.Throws<ObjectDisposedException>(() => s.OnError(new InvalidOperationException()));
        Assert.Throws<ObjectDisposedException>(() => s.OnCompleted());
        Assert.Throws<ObjectDisposedException>(() => s.Subscribe(new RecordingObserver<int>()));
        Assert.False(o.IsTerminated);
        s.Dispose();

        var t = new Subject<int>();
        t.OnCompleted();
        t.Dispose();
        Assert.Throws<ObjectDisposedException>(() => t.OnCompleted());
    }

    [Fact]
    public void Subject_Disposed_WithSubscriptions_StaysDisposed()
    {
        // A disposed subject's observer array is a sentinel; a subscription disposed afterwards must not replace it,
        // and a second subject of the same type is unaffected.
        var s = new Subject<int>();
        var first = s.Subscribe(new RecordingObserver<int>());
        var second = s.Subscribe(new RecordingObserver<int>());
        s.Dispose();
        first.Dispose();
        second.Dispose();
        Assert.True(s.IsDisposed);
        Assert.False(s.HasObservers);
        var error = Assert.Throws<ObjectDisposedException>(() => s.OnNext(1));
        Assert.Equal("Subject", error.ObjectName);
        Assert.Throws<ObjectDisposedException>(() => s.OnCompleted());

        var other = new Subject<int>();
        var o = new RecordingObserver<int>();
        other.Subscribe(o);
        other.OnNext(7);
        other.OnCompleted();
        Assert.Equal([7], o.Values);
        Assert.True(o.IsTerminated);
        Assert.False(other.HasObservers);
    }

    [Fact]
    public void Subject_NullArguments_Throw()
    {
        var s = new Subject<int>();
        Assert.Throws<ArgumentNullException>("observer", () => s.Subscribe((IObserver<int>)null!));
        Assert.Throws<ArgumentNullException>("error", () => s.OnError(null!));
    }

    [Fact]
    public void Subject_RheoSubscriber_GetsHandleFirstAndNoWrapper()
    {
        var s = new Subject<int>();
        var sub = new SubjectTestSubscriber<int>();
        ((IProducer<int>)s).Run(sub);
        Assert.Equal(["subscribe"], sub.Log);
        var frames = 0;
        sub.OnNextAction = _ => frames = new System.Diagnostics.StackTrace().FrameCount;
        s.OnNext(1);
        var direct = new System.Diagnostics.StackTrace().FrameCount;

        // test -> Subject.OnNext -> subscriber.OnNext -> action: the subject adds one frame, no wrapper.
        Assert.Equal(direct + 3, frames);
        sub.Upstream!.Dispose();
        Assert.False(s.HasObservers);
        s.OnNext(2);
        Assert.Equal(["subscribe", "next 1"], sub.Log);
    }

    [Fact]
    public void Subject_RheoSubscriberAfterTerminal_GetsHandleThenTerminal()
    {
        var s = new Subject<int>();
        s.OnCompleted();
        var sub = new SubjectTestSubscriber<int>();
        ((IProducer<int>)s).Run(sub);
        Assert.Equal(["subscribe", "completed"], sub.Log);
    }

    [Fact]
    public void Subject_TakeDetachesFromTheSubject()
    {
        var s = new Subject<int>();
        var o = new RecordingObserver<int>();
        s.Where(x => x > 0).Take(2).Subscribe(o);
        s.OnNext(0);
        s.OnNext(1);
        Assert.True(s.HasObservers);
        s.OnNext(2);
        Assert.False(s.HasObservers);
        s.OnNext(3);
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Subject_ThrowingPlainObserver_ErrorReachesTheCaller_AndItStaysSubscribed()
    {
        // As Rx.NET's Subject: the exception reaches the caller of OnNext, the observers after the thrower miss that
        // value, and the thrower stays subscribed (nothing wraps a plain observer to detach it).
        var s = new Subject<int>();
        var error = new InvalidOperationException();
        var thrower = new RecordingObserver<int>();
        var after = new RecordingObserver<int>();
        s.Subscribe(new ThrowingOnOne(thrower, error));
        s.Subscribe(after);
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.OnNext(1)));
        Assert.True(s.HasObservers);
        s.OnNext(2);
        s.OnCompleted();
        Assert.Equal([1, 2], thrower.Values);
        Assert.Equal([2], after.Values);
        Assert.True(thrower.Completed);
        Assert.True(after.Completed);
    }

    [Fact]
    public void Subject_PlainObserver_IsCalledWithNoWrapper()
    {
        var s = new Subject<int>();
        var frames = 0;
        s.Subscribe(new FrameCountingObserver(() => frames = new System.Diagnostics.StackTrace().FrameCount));
        s.OnNext(1);
        var direct = new System.Diagnostics.StackTrace().FrameCount;

        // test -> Subject.OnNext -> observer.OnNext -> action: the subject adds one frame, no wrapper.
        Assert.Equal(direct + 3, frames);
    }

    [Fact]
    public void Subject_DisposeInsideOnNext_StopsDeliveryToThatObserver()
    {
        var s = new Subject<int>();
        var seen = new List<int>();
        IDisposable? subscription = null;
        subscription = s.Subscribe(x =>
        {
            seen.Add(x);
            subscription!.Dispose();
        });
        s.OnNext(1);
        s.OnNext(2);
        Assert.Equal([1], seen);
    }

    [Fact]
    public void Subject_OnNext_ReachesEveryObserver()
    {
        var s = new Subject<int>();
        var sum = 0;
        for (var i = 0; i < 4; i++)
        {
            s.Subscribe(x => sum += x);
        }

        s.OnNext(1);
        for (var i = 0; i < 1000; i++)
        {
            s.OnNext(i);
        }

        Assert.Equal(4 * (1 + (999 * 1000 / 2)), sum);
    }

    [Fact]
    public void Subject_SubscribeFromInsideOnNext_StartsWithTheNextValue()
    {
        var s = new Subject<int>();
        var inner = new RecordingObserver<int>();
        var subscribed = false;
        s.Subscribe(x =>
        {
            if (!subscribed)
            {
                subscribed = true;
                s.Subscribe(inner);
            }
        });
        s.OnNext(1);
        s.OnNext(2);
        s.OnCompleted();
        Assert.Equal([2], inner.Values);
        Assert.True(inner.Completed);
    }

    [Fact]
    public void Subject_ManyConcurrentSubscribers_AllAttachedAndDetached()
    {
        var s = new Subject<int>();
        var delivered = 0;
        var subscriptions = new IDisposable[4][];
        var threads = Enumerable.Range(0, 4).Select(t => new Thread(() =>
        {
            subscriptions[t] = Enumerable.Range(0, 500).Select(_ => s.Subscribe(_ => delivered++)).ToArray();
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        foreach (var t in threads)
        {
            Assert.True(t.Join(TimeSpan.FromSeconds(10)));
        }

        s.OnNext(1);
        Assert.Equal(2000, delivered);
        var disposers = Enumerable.Range(0, 4).Select(t => new Thread(() =>
        {
            foreach (var d in subscriptions[t])
            {
                d.Dispose();
            }
        })).ToArray();
        foreach (var t in disposers)
        {
            t.Start();
        }

        foreach (var t in disposers)
        {
            Assert.True(t.Join(TimeSpan.FromSeconds(10)));
        }

        Assert.False(s.HasObservers);
    }

    private sealed class FrameCountingObserver(Action onNext) : IObserver<int>
    {
        [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]
        public void OnNext(int value) => onNext();

        public void OnError(Exception error)
        {
        }

        public void OnCompleted()
        {
        }
    }

    /// <summary>A plain observer that records into <paramref name="log"/> and throws <paramref name="error"/> on the value 1.</summary>
    private sealed class ThrowingOnOne(RecordingObserver<int> log, Exception error) : IObserver<int>
    {
        public void OnNext(int value)
        {
            log.OnNext(value);
            if (value == 1)
            {
                throw error;
            }
        }

        public void OnError(Exception error) => log.OnError(error);

        public void OnCompleted() => log.OnCompleted();
    }
}
