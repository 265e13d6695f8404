using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class SwitchAmbTests
{
    [Fact]
    public void Switch_FollowsLatestInner()
    {
        var outer = new CombiningHotSource<IObservable<int>>();
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        outer.Switch().Subscribe(o);
        outer.OnNext(a);
        a.OnNext(1);
        outer.OnNext(b);
        Assert.Equal(0, a.ObserverCount);
        a.OnNext(2);
        b.OnNext(3);
        outer.OnCompleted();
        Assert.False(o.IsTerminated);
        b.OnCompleted();
        Assert.Equal([1, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Switch_EmptyOuter_Completes_InnerError_Fails()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<IObservable<int>>().Switch().Subscribe(o);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        Observable.Return(Observable.Throw<int>(new FormatException())).Switch().Subscribe(p);
        Assert.IsType<FormatException>(p.Error);

        var q = new RecordingObserver<int>();
        Observable.Throw<IObservable<int>>(new ArgumentException()).Switch().Subscribe(q);
        Assert.IsType<ArgumentException>(q.Error);
    }

    [Fact]
    public void Switch_Dispose_DisposesOuterAndInner()
    {
        var outer = new CombiningHotSource<IObservable<int>>();
        var a = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = outer.Switch().Subscribe(o);
        outer.OnNext(a);
        d.Dispose();
        a.OnNext(1);
        Assert.Empty(o.Values);
        Assert.Equal(0, a.ObserverCount);
        Assert.Equal(0, outer.ObserverCount);
    }

    [Fact]
    public void Switch_ConcurrentInnerAndOuter_GrammarHolds()
    {
        var outer = new CombiningHotSource<IObservable<int>>();
        var inners = Enumerable.Range(0, 3).Select(_ => new CombiningHotSource<int>()).ToArray();
        var o = new RecordingObserver<int>();
        var done = new ManualResetEventSlim();
        outer.Switch().Subscribe(o.OnNext, o.OnError, () => { o.OnCompleted(); done.Set(); });
        outer.OnNext(inners[0]);
        var threads = inners.Select(s => new Thread(() =>
        {
            for (var i = 0; i < 20_000; i++)
            {
                s.OnNext(i);
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        outer.OnNext(inners[1]);
        outer.OnNext(inners[2]);
        foreach (var t in threads)
        {
            Assert.True(t.Join(Bounded.Timeout));
        }

        var before = o.Values.Count;
        inners[2].OnNext(-1);
        outer.OnCompleted();
        inners[2].OnCompleted();
        Assert.True(done.Wait(Bounded.Timeout));
        Assert.Equal(-1, o.Values[^1]);
        Assert.Equal(before + 1, o.Values.Count);
        o.AssertGrammar();
    }

    [Fact]
    public void Amb_FirstToSignalWins()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        a.Amb(b).Subscribe(o);
        b.OnNext(1);
        Assert.Equal(0, a.ObserverCount);
        a.OnNext(2);
        b.OnNext(3);
        b.OnCompleted();
        Assert.Equal([1, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Amb_SynchronousWinner_SkipsTheRest_And_ErrorWins()
    {
        var c = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        Observable.Amb(Observable.Return(1), c).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Equal(0, c.Subscriptions);

        var p = new RecordingObserver<int>();
        new[] { Observable.Never<int>(), Observable.Throw<int>(new FormatException()) }.AsEnumerable().Amb().Subscribe(p);
        Assert.IsType<FormatException>(p.Error);

        var q = new RecordingObserver<int>();
        Observable.Amb<int>().Subscribe(q);
        Assert.True(q.Completed);
    }

    [Fact]
    public void Amb_Dispose_DisposesAll()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = a.Amb(b).Subscribe(o);
        d.Dispose();
        a.OnNext(1);
        Assert.Empty(o.Values);
        Assert.Equal(0, a.ObserverCount);
        Assert.Equal(0, b.ObserverCount);
    }

    [Fact]
    public void Amb_ConcurrentRace_OneWinnerOnly()
    {
        for (var round = 0; round < 50; round++)
        {
            var sources = Enumerable.Range(0, 3).Select(_ => new CombiningHotSource<int>()).ToArray();
            var o = new RecordingObserver<int>();
            Observable.Amb(sources).Subscribe(o);
            var start = new Barrier(3);
            var threads = sources.Select((s, t) => new Thread(() =>
            {
                start.SignalAndWait();
                for (var i = 0; i < 100; i++)
                {
                    s.OnNext(t);
                }

                s.OnCompleted();
            })).ToArray();
            foreach (var t in threads)
            {
                t.Start();
            }

            foreach (var t in threads)
            {
                Assert.True(t.Join(Bounded.Timeout));
            }

            Assert.Equal(100, o.Values.Count);
            Assert.Single(o.Values.Distinct());
            Assert.True(o.Completed);
            o.AssertGrammar();
        }
    }

    [Fact]
    public void ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IObservable<IObservable<int>>)null!).Switch()).ParamName);
        Assert.Equal("first", Assert.Throws<ArgumentNullException>(() => nil.Amb(s)).ParamName);
        Assert.Equal("second", Assert.Throws<ArgumentNullException>(() => s.Amb(nil)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => Observable.Amb((IObservable<int>[])null!)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<IObservable<int>>)null!).Amb()).ParamName);
    }
}
