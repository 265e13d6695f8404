using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class TakeLastTests
{
    [Fact]
    public void EmitsLastCount_OnCompletion()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.TakeLast(2).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Empty(o.Values);
        source.OnCompleted();
        Assert.Equal([2, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void ZeroAndMoreThanAvailable()
    {
        var z = new RecordingObserver<int>();
        Observable.Range(0, 3).TakeLast(0).Subscribe(z);
        Assert.Empty(z.Values);
        Assert.True(z.Completed);
        var m = new RecordingObserver<int>();
        Observable.Range(0, 3).TakeLast(int.MaxValue).Subscribe(m);
        Assert.Equal([0, 1, 2], m.Values);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().TakeLast(1).Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).TakeLast(1).Subscribe(e);
        Assert.Same(error, e.Error);
        Assert.Empty(e.Values);
    }

    [Fact]
    public void DisposeDuringDrain_StopsTheDrain()
    {
        var seen = new List<int>();
        var o = new RecordingObserver<int>();
        Observable.Range(0, 10).TakeLast(5).Do(seen.Add).Take(2).Subscribe(o);
        Assert.Equal([5, 6], o.Values);
        Assert.Equal([5, 6], seen);
        Assert.True(o.Completed);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.TakeLast(1).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnCompleted();
        Assert.Empty(o.Values);
        Assert.False(o.Completed);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void BadArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).TakeLast(1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Range(0, 1).TakeLast(-1));
    }
}
