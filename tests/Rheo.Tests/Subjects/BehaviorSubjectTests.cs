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
}
