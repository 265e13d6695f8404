using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class AppendTests
{
    [Fact]
    public void EmitsValueAfterSource()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 2).Append(9).Subscribe(o);
        Assert.Equal([1, 2, 9], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
        var e = new RecordingObserver<int>();
        Observable.Empty<int>().Append(9).Subscribe(e);
        Assert.Equal([9], e.Values);
    }

    [Fact]
    public void Error_SkipsTheValue()
    {
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).Append(9).Subscribe(e);
        Assert.Empty(e.Values);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.Append(9).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnCompleted();
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullSource_Throws() => Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Append(1));
}
