using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class TakeUntilPredicateTests
{
    [Fact]
    public void StopValue_IsIncluded()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, int.MaxValue).TakeUntil(x => x == 3).Subscribe(o);
        Assert.Equal([0, 1, 2, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void NeverStopping_CompletesWithSource()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).TakeUntil(_ => false).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().TakeUntil(_ => true).Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).TakeUntil(_ => true).Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingPredicate_IsOnError_AfterTheValue()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.TakeUntil(x => x == 2 ? throw error : false).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Equal([1, 2], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.TakeUntil(_ => false).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).TakeUntil(_ => true));
        Assert.Throws<ArgumentNullException>("stopPredicate", () => Observable.Range(0, 1).TakeUntil((Func<int, bool>)null!));
    }
}
