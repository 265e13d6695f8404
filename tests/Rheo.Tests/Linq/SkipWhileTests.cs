using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SkipWhileTests
{
    [Fact]
    public void SkipsWhilePredicateHolds_ThenPassesEverything()
    {
        var o = new RecordingObserver<int>();
        new[] { 1, 2, 5, 1, 6 }.ToSource().SkipWhile(x => x < 3).Subscribe(o);
        Assert.Equal([5, 1, 6], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Indexed_SeesIndex()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(10, 5).SkipWhile((_, i) => i < 2).Subscribe(o);
        Assert.Equal([12, 13, 14], o.Values);
    }

    [Fact]
    public void PredicateNotCalledAfterFirstMiss()
    {
        var calls = 0;
        Observable.Range(0, 10).SkipWhile(x => { calls++; return x < 2; }).Subscribe(new RecordingObserver<int>());
        Assert.Equal(3, calls);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().SkipWhile(_ => true).Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).SkipWhile((_, _) => true).Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingPredicate_IsOnError()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.SkipWhile(x => x == 2 ? throw error : true).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();
        var i = new RecordingObserver<int>();
        Observable.Range(0, 3).SkipWhile((_, _) => throw error).Subscribe(i);
        Assert.Same(error, i.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.SkipWhile(_ => false).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).SkipWhile(_ => true));
        Assert.Throws<ArgumentNullException>("predicate", () => Observable.Range(0, 1).SkipWhile((Func<int, bool>)null!));
        Assert.Throws<ArgumentNullException>("predicate", () => Observable.Range(0, 1).SkipWhile((Func<int, int, bool>)null!));
    }
}
