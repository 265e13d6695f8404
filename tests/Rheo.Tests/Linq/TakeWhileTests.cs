using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class TakeWhileTests
{
    [Fact]
    public void TakesWhilePredicateHolds_ThenCompletes()
    {
        var o = new RecordingObserver<int>();
        new[] { 1, 2, 5, 1, 6 }.ToSource().TakeWhile(x => x < 3).Subscribe(o);
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void StopsAnInfiniteSynchronousSource()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, int.MaxValue).TakeWhile((_, i) => i < 3).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void DisposesUpstream_OnMiss()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.TakeWhile(x => x < 2).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        Assert.Equal(1, source.Disposals);
        Assert.True(o.Completed);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().TakeWhile(_ => true).Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).TakeWhile((_, _) => true).Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingPredicate_IsOnError()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.TakeWhile(x => x == 2 ? throw error : true).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();
        var i = new RecordingObserver<int>();
        Observable.Range(0, 3).TakeWhile((_, _) => throw error).Subscribe(i);
        Assert.Same(error, i.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.TakeWhile(_ => true).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).TakeWhile(_ => true));
        Assert.Throws<ArgumentNullException>("predicate", () => Observable.Range(0, 1).TakeWhile((Func<int, bool>)null!));
        Assert.Throws<ArgumentNullException>("predicate", () => Observable.Range(0, 1).TakeWhile((Func<int, int, bool>)null!));
    }
}
