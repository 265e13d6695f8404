using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class DefaultIfEmptyTests
{
    [Fact]
    public void NonEmpty_PassesThrough()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 2).DefaultIfEmpty(42).Subscribe(o);
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Empty_EmitsDefault()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().DefaultIfEmpty(42).Subscribe(o);
        Assert.Equal([42], o.Values);
        Assert.True(o.Completed);
        var d = new RecordingObserver<int>();
        Observable.Empty<int>().DefaultIfEmpty().Subscribe(d);
        Assert.Equal([0], d.Values);
    }

    [Fact]
    public void Error_IsForwarded_WithoutDefault()
    {
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).DefaultIfEmpty(1).Subscribe(e);
        Assert.Same(error, e.Error);
        Assert.Empty(e.Values);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.DefaultIfEmpty().Subscribe(o);
        d.Dispose();
        source.OnCompleted();
        Assert.Empty(o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullSource_Throws()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).DefaultIfEmpty());
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).DefaultIfEmpty(1));
    }
}
