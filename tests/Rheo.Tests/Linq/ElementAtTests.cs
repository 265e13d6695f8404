using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class ElementAtTests
{
    [Fact]
    public void EmitsValueAtIndex_AndStopsTheSource()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(10, int.MaxValue - 10).ElementAt(2).Subscribe(o);
        Assert.Equal([12], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
        var d = new RecordingObserver<int>();
        Observable.Range(10, 5).ElementAtOrDefault(0).Subscribe(d);
        Assert.Equal([10], d.Values);
        Assert.True(d.Completed);
    }

    [Fact]
    public void DisposesUpstream_AfterTheValue()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.ElementAt(1).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Equal([2], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void TooShort_IsArgumentOutOfRange_OrDefault()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 2).ElementAt(2).Subscribe(o);
        Assert.IsType<ArgumentOutOfRangeException>(o.Error);
        Assert.Empty(o.Values);
        var d = new RecordingObserver<int>();
        Observable.Range(0, 2).ElementAtOrDefault(5).Subscribe(d);
        Assert.Equal([0], d.Values);
        Assert.True(d.Completed);
        var e = new RecordingObserver<string?>();
        Observable.Empty<string>().ElementAtOrDefault(0).Subscribe(e);
        Assert.Equal([null], e.Values);
    }

    [Fact]
    public void UpstreamError()
    {
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).ElementAt(0).Subscribe(e);
        Assert.Same(error, e.Error);
        var d = new RecordingObserver<int>();
        Observable.Throw<int>(error).ElementAtOrDefault(0).Subscribe(d);
        Assert.Same(error, d.Error);
        Assert.Empty(d.Values);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.ElementAtOrDefault(3).Subscribe(o);
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
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).ElementAt(0));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).ElementAtOrDefault(0));
        Assert.Throws<ArgumentOutOfRangeException>("index", () => Observable.Range(0, 1).ElementAt(-1));
        Assert.Throws<ArgumentOutOfRangeException>("index", () => Observable.Range(0, 1).ElementAtOrDefault(-1));
    }
}
