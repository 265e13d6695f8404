using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class OfTypeTests
{
    [Fact]
    public void KeepsMatchingValues()
    {
        var o = new RecordingObserver<string>();
        Observable.Range(0, 4).Select(i => i % 2 == 0 ? (object)$"s{i}" : i).OfType<string>().Subscribe(o);
        Assert.Equal(["s0", "s2"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void NullIsNotOfType()
    {
        var o = new RecordingObserver<string>();
        Observable.Return<object>(null!).OfType<string>().Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<object>().OfType<int>().Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<object>(error).OfType<int>().Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<object>();
        var o = new RecordingObserver<int>();
        var d = source.OfType<int>().Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullSource_Throws() => Assert.Throws<ArgumentNullException>("source", () => ((IObservable<object>)null!).OfType<int>());
}
