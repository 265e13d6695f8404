using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class IgnoreElementsTests
{
    [Fact]
    public void DropsValues_KeepsTerminal()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 5).IgnoreElements().Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).IgnoreElements().Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void Twice_IsOnce()
    {
        var once = Observable.Range(0, 5).IgnoreElements();
        Assert.Same(once, once.IgnoreElements());
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.IgnoreElements().Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnCompleted();
        Assert.False(o.Completed);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullSource_Throws() => Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).IgnoreElements());
}
