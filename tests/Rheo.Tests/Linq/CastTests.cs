using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class CastTests
{
    [Fact]
    public void CastsValues()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).Select(i => (object)i).Cast<int>().Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void FailedCast_IsOnError_AndDisposesUpstream()
    {
        var source = new SingleOpsSource<object>();
        var o = new RecordingObserver<int>();
        source.Cast<int>().Subscribe(o);
        source.OnNext(1);
        source.OnNext("no");
        source.OnNext(3);
        Assert.Equal([1], o.Values);
        Assert.IsType<InvalidCastException>(o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<object>().Cast<int>().Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<object>(error).Cast<int>().Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<object>();
        var o = new RecordingObserver<int>();
        var d = source.Cast<int>().Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullSource_Throws() => Assert.Throws<ArgumentNullException>("source", () => ((IObservable<object>)null!).Cast<int>());
}
