using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class TakeSkipTests
{
    [Fact]
    public void Take_TakesCount()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 10).Take(4).Subscribe(o);
        Assert.Equal([0, 1, 2, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Take_MoreThanAvailable_CompletesWithSource()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).Take(10).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Take_Zero_DoesNotSubscribe()
    {
        var subscribed = false;
        var o = new RecordingObserver<int>();
        Observable.Create<int>(_ => { subscribed = true; return Disposables.Disposable.Empty; }).Take(0).Subscribe(o);
        Assert.False(subscribed);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Take_Fused_UsesSmallerCount()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 10).Take(5).Take(2).Subscribe(o);
        Assert.Equal([0, 1], o.Values);
        var p = new RecordingObserver<int>();
        Observable.Range(0, 10).Take(2).Take(5).Subscribe(p);
        Assert.Equal([0, 1], p.Values);
    }

    [Fact]
    public void Take_DisposesForeignSource_OnCompletion()
    {
        var disposed = false;
        var o = new RecordingObserver<int>();
        Observable.Create<int>(observer =>
        {
            for (var i = 0; i < 5; i++)
            {
                observer.OnNext(i);
            }

            return () => disposed = true;
        }).Take(2).Subscribe(o);
        Assert.Equal([0, 1], o.Values);
        Assert.True(o.Completed);
        Assert.True(disposed);
    }

    [Fact]
    public void RepeatedTake_OnInfiniteRange_Completes()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, int.MaxValue).Take(3).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Skip_SkipsCount()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 5).Skip(3).Subscribe(o);
        Assert.Equal([3, 4], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Skip_Zero_IsIdentity_AndSkipSkipFuses()
    {
        var source = Observable.Range(0, 5);
        Assert.Same(source, source.Skip(0));
        var o = new RecordingObserver<int>();
        source.Skip(1).Skip(2).Subscribe(o);
        Assert.Equal([3, 4], o.Values);
    }

    [Fact]
    public void Skip_MoreThanAvailable_Completes()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).Skip(10).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void BadArguments_Throw()
    {
        var source = Observable.Range(0, 1);
        Assert.Throws<ArgumentOutOfRangeException>("count", () => source.Take(-1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => source.Skip(-1));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Take(1));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Skip(1));
    }

    [Fact]
    public void UpstreamError_IsForwarded()
    {
        var error = new Exception();
        var o = new RecordingObserver<int>();
        Observable.Throw<int>(error).Skip(1).Take(1).Subscribe(o);
        Assert.Same(error, o.Error);
    }
}
