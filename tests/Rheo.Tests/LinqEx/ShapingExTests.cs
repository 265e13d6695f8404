using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Tests.Support;

namespace Rheo.Tests.LinqEx;

public class ShapingExTests
{
    private static readonly InvalidOperationException Boom = new("boom");

    [Fact]
    public void Pairwise_SendsPairs()
    {
        Assert.Equal([(1, 2), (2, 3), (3, 4)], Observable.Range(1, 4).Pairwise().ToEnumerable());
        Assert.Empty(Observable.Return(1).Pairwise().ToEnumerable());
        var o = new RecordingObserver<(int, int)>();
        Observable.Throw<int>(Boom).Pairwise().Subscribe(o);
        Assert.Same(Boom, o.Error);
    }

    [Fact]
    public void ScanWithInitial_SeedFirst()
    {
        Assert.Equal([10, 11, 13, 16], Observable.Range(1, 3).ScanWithInitial(10, (a, x) => a + x).ToEnumerable());
        Assert.Equal([10], Observable.Empty<int>().ScanWithInitial(10, (a, x) => a + x).ToEnumerable());
        var o = new RecordingObserver<int>();
        Observable.Range(1, 3).ScanWithInitial(0, (a, x) => x == 2 ? throw Boom : a + x).Subscribe(o);
        Assert.Equal([0, 1], o.Values);
        Assert.Same(Boom, o.Error);
        o.AssertGrammar();
        var first = Observable.Range(1, 1000).ScanWithInitial(0, (a, x) => a + x).Take(1).ToEnumerable();
        Assert.Equal([0], first);
    }

    [Fact]
    public void SwitchIfEmpty_UsesFallbackOnlyWhenEmpty()
    {
        Assert.Equal([7, 8], Observable.Empty<int>().SwitchIfEmpty(Observable.Range(7, 2)).ToEnumerable());
        Assert.Equal([1], Observable.Return(1).SwitchIfEmpty(Observable.Range(7, 2)).ToEnumerable());
        var o = new RecordingObserver<int>();
        Observable.Throw<int>(Boom).SwitchIfEmpty(Observable.Return(1)).Subscribe(o);
        Assert.Same(Boom, o.Error);
        var fallback = new Subject<int>();
        var d = Observable.Empty<int>().SwitchIfEmpty(fallback).Subscribe(new RecordingObserver<int>());
        Assert.True(fallback.HasObservers);
        d.Dispose();
        Assert.False(fallback.HasObservers);
    }

    [Fact]
    public void WaitUntil_FirstMatch()
    {
        Assert.Equal([3], Observable.Range(1, 10).WaitUntil(x => x > 2).ToEnumerable());
        Assert.Empty(Observable.Range(1, 2).WaitUntil(x => x > 2).ToEnumerable());
        var o = new RecordingObserver<int>();
        Observable.Range(1, 10).WaitUntil(_ => throw Boom).Subscribe(o);
        Assert.Same(Boom, o.Error);
        var once = new RecordingObserver<int>();
        Observable.Range(1, 10).WaitUntil(x => x > 2).Take(1).Subscribe(once);
        Assert.Equal([3], once.Values);
        once.AssertGrammar();
    }

    [Fact]
    public void TakeUntilInclusive_IncludesStopValue()
    {
        Assert.Equal([1, 2, 3], Observable.Range(1, 10).TakeUntilInclusive(x => x == 3).ToEnumerable());
        var o = new RecordingObserver<int>();
        Observable.Range(1, 10).TakeUntilInclusive(_ => throw Boom).Subscribe(o);
        Assert.Same(Boom, o.Error);
    }

    [Fact]
    public void BufferUntil_Chars_Frames()
    {
        var frames = "xx<ab>yy<c<de>f".ToObservable().BufferUntil('<', '>').ToEnumerable();
        Assert.Equal(["<ab>", "<de>"], frames);
    }

    [Fact]
    public void BufferUntil_Values_Frames()
    {
        var frames = new[] { 5, 0, 1, 2, 9, 3, 0, 4, 9 }.ToObservable().BufferUntil(0, 9).ToEnumerable().ToList();
        Assert.Equal(2, frames.Count);
        Assert.Equal([0, 1, 2, 9], frames[0]);
        Assert.Equal([0, 4, 9], frames[1]);
        var o = new RecordingObserver<IList<int>>();
        Observable.Range(0, 3).BufferUntil(0, 2, new ThrowingComparer()).Subscribe(o);
        Assert.Same(Boom, o.Error);
    }

    [Fact]
    public void Shuffle_Permutes_Deterministically()
    {
        var a = Enumerable.Range(0, 100).ToArray();
        var b = Enumerable.Range(0, 100).ToArray();
        var outA = Observable.Return(a).Shuffle(new Random(42)).ToEnumerable().Single();
        var outB = Observable.Return(b).Shuffle(new Random(42)).ToEnumerable().Single();
        Assert.Same(a, outA);
        Assert.Equal(outA, outB);
        Assert.NotEqual(Enumerable.Range(0, 100), outA);
        Assert.Equal(Enumerable.Range(0, 100), outA.Order());
        Assert.Single(Observable.Return(new[] { 1 }).Shuffle().ToEnumerable());
    }

    [Fact]
    public void DoOnSubscribe_RunsBeforeSource_AndThrowBecomesError()
    {
        var log = new List<string>();
        var source = Observable.Defer(() => { log.Add("source"); return Observable.Return(1); });
        source.DoOnSubscribe(() => log.Add("subscribe")).Subscribe(_ => { });
        Assert.Equal(["subscribe", "source"], log);
        var o = new RecordingObserver<int>();
        source.DoOnSubscribe(() => throw Boom).Subscribe(o);
        Assert.Same(Boom, o.Error);
        Assert.Equal(2, log.Count);
    }

    [Fact]
    public void DoOnDispose_RunsOnce_OnDispose()
    {
        var subject = new Subject<int>();
        var count = 0;
        var o = new RecordingObserver<int>();
        var d = subject.DoOnDispose(() => count++).Subscribe(o);
        subject.OnNext(1);
        Assert.Equal(0, count);
        d.Dispose();
        d.Dispose();
        Assert.Equal(1, count);
        Assert.False(subject.HasObservers);
        Assert.Equal([1], o.Values);

        var completed = 0;
        Observable.Range(1, 3).DoOnDispose(() => completed++).Subscribe(_ => { });
        Assert.Equal(1, completed);
    }

    [Fact]
    public void CatchIgnore_And_CatchAndReturn()
    {
        var source = Observable.Range(1, 2).Concat(Observable.Throw<int>(Boom));
        var o = new RecordingObserver<int>();
        source.CatchIgnore().Subscribe(o);
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);

        Exception? seen = null;
        source.CatchIgnore(e => seen = e).Subscribe(_ => { });
        Assert.Same(Boom, seen);

        var thrown = new RecordingObserver<int>();
        var other = new ArgumentException();
        source.CatchIgnore(_ => throw other).Subscribe(thrown);
        Assert.Same(other, thrown.Error);

        Assert.Equal([1, 2, -1], source.CatchAndReturn(-1).ToEnumerable());
        Assert.Equal([1, 2, 4], source.CatchAndReturn(e => e.Message.Length).ToEnumerable());
        var r = new RecordingObserver<int>();
        source.CatchAndReturn(_ => throw other).Subscribe(r);
        Assert.Same(other, r.Error);
        var take = new RecordingObserver<int>();
        Observable.Throw<int>(Boom).CatchAndReturn(5).Take(1).Subscribe(take);
        Assert.Equal([5], take.Values);
        take.AssertGrammar();
    }

    [Fact]
    public void ArgumentChecks()
    {
        IObservable<int> nil = null!;
        var src = Observable.Return(1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Pairwise()).ParamName);
        Assert.Equal("accumulator", Assert.Throws<ArgumentNullException>(() => src.ScanWithInitial(0, (Func<int, int, int>)null!)).ParamName);
        Assert.Equal("fallback", Assert.Throws<ArgumentNullException>(() => src.SwitchIfEmpty(null!)).ParamName);
        Assert.Equal("predicate", Assert.Throws<ArgumentNullException>(() => src.WaitUntil(null!)).ParamName);
        Assert.Equal("stopPredicate", Assert.Throws<ArgumentNullException>(() => src.TakeUntilInclusive(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => ((IObservable<char>)null!).BufferUntil('a', 'b')).ParamName);
        Assert.Equal("random", Assert.Throws<ArgumentNullException>(() => Observable.Return(new[] { 1 }).Shuffle(null!)).ParamName);
        Assert.Equal("onSubscribe", Assert.Throws<ArgumentNullException>(() => src.DoOnSubscribe(null!)).ParamName);
        Assert.Equal("onDispose", Assert.Throws<ArgumentNullException>(() => src.DoOnDispose(null!)).ParamName);
        Assert.Equal("onError", Assert.Throws<ArgumentNullException>(() => src.CatchIgnore(null!)).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => src.CatchAndReturn((Func<Exception, int>)null!)).ParamName);
    }

    private sealed class ThrowingComparer : IEqualityComparer<int>
    {
        public bool Equals(int x, int y) => x == 1 ? throw Boom : x == y;

        public int GetHashCode(int obj) => obj;
    }
}
