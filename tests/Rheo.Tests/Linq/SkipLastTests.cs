using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SkipLastTests
{
    [Fact]
    public void DropsLastCount()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 5).SkipLast(2).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void EmitsAsNewerValuesArrive()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.SkipLast(2).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        Assert.Empty(o.Values);
        source.OnNext(3);
        Assert.Equal([1], o.Values);
    }

    [Fact]
    public void ZeroIsTheSource_MoreThanAvailableIsEmpty()
    {
        var s = Observable.Range(0, 3);
        Assert.Same(s, s.SkipLast(0));
        var o = new RecordingObserver<int>();
        s.SkipLast(10).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().SkipLast(1).Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).SkipLast(1).Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.SkipLast(1).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        d.Dispose();
        source.OnNext(3);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void BadArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).SkipLast(1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Range(0, 1).SkipLast(-1));
    }
}
