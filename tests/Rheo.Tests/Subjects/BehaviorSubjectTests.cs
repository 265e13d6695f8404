using Rheo.Internal;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.Subjects;

public class BehaviorSubjectTests
{
    [Fact]
    public void Behavior_NewObserverGetsCurrentValueThenLiveOnes()
    {
        var s = new BehaviorSubject<int>(0);
        var a = new RecordingObserver<int>();
        s.Subscribe(a);
        s.OnNext(1);
        s.OnNext(2);
        var b = new RecordingObserver<int>();
        s.Subscribe(b);
        s.OnNext(3);
        s.OnCompleted();
        Assert.Equal([0, 1, 2, 3], a.Values);
        Assert.Equal([2, 3], b.Values);
        Assert.True(b.Completed);
        Assert.Equal(3, s.Value);
        Assert.True(s.TryGetValue(out var v));
        Assert.Equal(3, v);
        var late = new RecordingObserver<int>();
        s.Subscribe(late);
        Assert.Empty(late.Values);
        Assert.True(late.Completed);
        a.AssertGrammar();
    }

    [Fact]
    public void Behavior_Error_IsRethrownByValueAndSentToLateSubscribers()
    {
        var s = new BehaviorSubject<string>("a");
        var error = new InvalidOperationException();
        s.OnError(error);
        s.OnNext("ignored");
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.Value));
        Assert.Same(error, Assert.Throws<InvalidOperationException>(() => s.TryGetValue(out _)));
        var late = new RecordingObserver<string>();
        s.Subscribe(late);
        Assert.Same(error, late.Error);
        Assert.Empty(late.Values);
    }

    [Fact]
    public void Behavior_DisposeSemantics()
    {
        var s = new BehaviorSubject<int>(5);
        Assert.False(s.HasObservers);
        var d = s.Subscribe(_ => { });
        Assert.True(s.HasObservers);
        d.Dispose();
        Assert.False(s.HasObservers);
        s.Dispose();
        Assert.True(s.IsDisposed);
        Assert.False(s.TryGetValue(out var v));
        Assert.Equal(0, v);
        Assert.Throws<ObjectDisposedException>(() => s.Value);
        Assert.Throws<ObjectDisposedException>(() => s.OnNext(1));
        Assert.Throws<ObjectDisposedException>(() => s.OnCompleted());
        Assert.Throws<ObjectDisposedException>(() => s.OnError(new InvalidOperationException()));
        Assert.Throws<ObjectDisposedException>(() => s.Subscribe(_ => { }));
        Assert.Throws<ArgumentNullException>("observer", () => new BehaviorSubject<int>(1).Subscribe((IObserver<int>)null!));
        Assert.Throws<ArgumentNullException>("error", () => new BehaviorSubject<int>(1).OnError(null!));
    }

    [Fact]
    public void Behavior_RheoSubscriber_GetsHandleBeforeCurrentValue()
    {
        var s = new BehaviorSubject<int>(7);
        var sub = new SubjectTestSubscriber<int>();
        ((IProducer<int>)s).Run(sub);
        Assert.Equal(["subscribe", "next 7"], sub.Log);
        sub.Upstream!.Dispose();
        Assert.False(s.HasObservers);
    }

    [Fact]
    public void Behavior_TakeOne_DetachesDuringTheCurrentValue()
    {
        var s = new BehaviorSubject<int>(7);
        var o = new RecordingObserver<int>();
        s.Take(1).Subscribe(o);
        Assert.Equal([7], o.Values);
        Assert.True(o.Completed);
        Assert.False(s.HasObservers);
    }

    [Fact]
    public void Behavior_OneTwoThreeObserversAndBack_EachGetsItsWindow()
    {
        var s = new BehaviorSubject<int>(0);
        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        var c = new RecordingObserver<int>();
        var da = s.Subscribe(a);
        s.OnNext(1);
        var db = s.Subscribe(b);
        s.OnNext(2);
        var dc = s.Subscribe(c);
        s.OnNext(3);
        db.Dispose();
        s.OnNext(4);
        da.Dispose();
        s.OnNext(5);
        Assert.True(s.HasObservers);
        dc.Dispose();
        Assert.False(s.HasObservers);
        s.OnNext(6);
        var d = new RecordingObserver<int>();
        s.Subscribe(d);
        s.OnCompleted();
        Assert.Equal([0, 1, 2, 3, 4], a.Values);
        Assert.Equal([1, 2, 3], b.Values);
        Assert.Equal([2, 3, 4, 5], c.Values);
        Assert.Equal([6], d.Values);
        Assert.True(d.Completed);
        Assert.False(a.Completed);
    }

    [Fact]
    public void Behavior_UnsubscribeInAnyOrder_LeavesTheOthers()
    {
        var s = new BehaviorSubject<int>(0);
        var observers = Enumerable.Range(0, 4).Select(_ => new RecordingObserver<int>()).ToArray();
        var handles = observers.Select(s.Subscribe).ToArray();
        handles[2].Dispose();
        handles[2].Dispose();
        handles[0].Dispose();
        s.OnNext(1);
        handles[3].Dispose();
        s.OnNext(2);
        s.OnError(new InvalidOperationException());
        Assert.Equal([0], observers[0].Values);
        Assert.Equal([0, 1, 2], observers[1].Values);
        Assert.NotNull(observers[1].Error);
        Assert.Equal([0], observers[2].Values);
        Assert.Equal([0, 1], observers[3].Values);
        Assert.Null(observers[3].Error);
        handles[1].Dispose();
        Assert.False(s.HasObservers);
    }

    [Fact]
    public void Behavior_SingleObserver_GetsTerminalAndIsReleased()
    {
        var s = new BehaviorSubject<int>(3);
        var o = new RecordingObserver<int>();
        var d = s.Subscribe(o);
        var error = new InvalidOperationException();
        s.OnError(error);
        s.OnCompleted();
        s.OnNext(4);
        Assert.Same(error, o.Error);
        Assert.Equal([3], o.Values);
        Assert.False(s.HasObservers);
        d.Dispose();
        o.AssertGrammar();
    }

    [Fact]
    public void Behavior_DisposedInsideOnSubscribe_NeverJoins()
    {
        var s = new BehaviorSubject<int>(7);
        var sub = new DisposingSubscriber();
        ((IProducer<int>)s).Run(sub);
        Assert.Equal(0, sub.Values);
        Assert.False(s.HasObservers);
        s.OnNext(8);
        Assert.Equal(0, sub.Values);
    }

    [Fact]
    public void Behavior_ReentrantOnNextFromTheCurrentValue_IsDeliveredAfterIt()
    {
        var s = new BehaviorSubject<int>(1);
        var sub = new SubjectTestSubscriber<int>();
        sub.OnNextAction = v =>
        {
            if (v == 1)
            {
                s.OnNext(2);
            }
        };
        ((IProducer<int>)s).Run(sub);
        Assert.Equal(["subscribe", "next 1", "next 2"], sub.Log);
        Assert.Equal(2, s.Value);
    }

    [Fact]
    public async Task Behavior_CallerHoldingALockOnTheSubject_CanUseIt()
    {
        var s = new BehaviorSubject<int>(1);
        var o = new RecordingObserver<int>();
        lock (s)
        {
            s.Subscribe(o);
            s.OnNext(2);
            Assert.Equal(2, s.Value);
        }

        await Task.Run(() => s.OnNext(3)).WaitAsync(Bounded.Timeout);
        Assert.Equal([1, 2, 3], o.Values);
    }

    [Fact]
    public void Behavior_ConcurrentSubscribersAndEmitter_EachSeesItsJoinValueThenEveryLaterOne()
    {
        const int Values = 20_000;
        var s = new BehaviorSubject<int>(0);
        using var go = new ManualResetEventSlim();
        var failures = new System.Collections.Concurrent.ConcurrentQueue<string>();
        var emitter = new Thread(() =>
        {
            go.WaitWithin();
            for (var i = 1; i <= Values; i++)
            {
                s.OnNext(i);
            }
        });
        var subscribers = Enumerable.Range(0, 3).Select(_ => new Thread(() =>
        {
            go.WaitWithin();
            while (true)
            {
                var received = new List<int>();
                var d = s.Subscribe(x =>
                {
                    lock (received)
                    {
                        received.Add(x);
                    }
                });
                Thread.Yield();
                d.Dispose();

                // A value already on its way when the handle was disposed may still arrive: it is checked too.
                List<int> seen;
                lock (received)
                {
                    seen = [.. received];
                }

                for (var i = 1; i < seen.Count; i++)
                {
                    if (seen[i] != seen[i - 1] + 1)
                    {
                        failures.Enqueue($"{seen[i]} after {seen[i - 1]}");
                    }
                }

                if (seen.Count > 0 && seen[^1] == Values)
                {
                    return;
                }

                if (seen.Count == 0)
                {
                    failures.Enqueue("no current value");
                    return;
                }
            }
        })).ToArray();
        foreach (var t in subscribers)
        {
            t.Start();
        }

        emitter.Start();
        go.Set();
        Assert.True(emitter.Join(TimeSpan.FromSeconds(10)));
        foreach (var t in subscribers)
        {
            Assert.True(t.Join(TimeSpan.FromSeconds(10)));
        }

        Assert.Empty(failures);
        Assert.False(s.HasObservers);
        Assert.Equal(Values, s.Value);
    }

    /// <summary>A subscriber that disposes its handle as soon as it gets it.</summary>
    private sealed class DisposingSubscriber : ISubscriber<int>
    {
        public int Values { get; private set; }

        public void OnSubscribe(IDisposable upstream) => upstream.Dispose();

        public void OnNext(int value) => Values++;

        public void OnError(Exception error)
        {
        }

        public void OnCompleted()
        {
        }
    }
}
