using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class CombineLatestTests
{
    [Fact]
    public void CombineLatest_EmitsOnEveryValueOnceAllHaveOne()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<string>();
        var o = new RecordingObserver<string>();
        a.CombineLatest(b, (x, y) => y + x).Subscribe(o);
        a.OnNext(1);
        a.OnNext(2);
        Assert.Empty(o.Values);
        b.OnNext("a");
        a.OnNext(3);
        b.OnNext("b");
        Assert.Equal(["a2", "a3", "b3"], o.Values);
        a.OnCompleted();
        Assert.False(o.IsTerminated);
        b.OnNext("c");
        b.OnCompleted();
        Assert.Equal(["a2", "a3", "b3", "c3"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void CombineLatest_SourceCompletesWithoutValue_CompletesAtTheNextValueOfAnother()
    {
        var a = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        a.CombineLatest(Observable.Empty<int>(), (x, y) => x + y).Subscribe(o);
        Assert.False(o.IsTerminated);
        a.OnNext(1);
        Assert.True(o.Completed);
        Assert.Empty(o.Values);
        Assert.Equal(0, a.ObserverCount);
    }

    [Fact]
    public void CombineLatest_SynchronousSources()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).CombineLatest(Observable.Range(10, 2), (a, b) => a + b).Subscribe(o);
        Assert.Equal([12, 13], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void CombineLatest_AllArities_3To16()
    {
        IObservable<int> R(int i) => Observable.Return(i);
        var results = new List<int>();
        void Add(IObservable<int> o) => o.Subscribe(x => results.Add(x));
        Add(R(1).CombineLatest(R(2), R(3), (a, b, c) => a + b + c));
        Add(R(1).CombineLatest(R(2), R(3), R(4), (a, b, c, d) => a + b + c + d));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), (a, b, c, d, e) => a + b + c + d + e));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), (a, b, c, d, e, f) => a + b + c + d + e + f));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), (a, b, c, d, e, f, g) => a + b + c + d + e + f + g));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), R(8), (a, b, c, d, e, f, g, h) => a + b + c + d + e + f + g + h));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), (a, b, c, d, e, f, g, h, i) => a + b + c + d + e + f + g + h + i));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), (a, b, c, d, e, f, g, h, i, j) => a + b + c + d + e + f + g + h + i + j));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), (a, b, c, d, e, f, g, h, i, j, k) => a + b + c + d + e + f + g + h + i + j + k));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), R(12), (a, b, c, d, e, f, g, h, i, j, k, l) => a + b + c + d + e + f + g + h + i + j + k + l));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), R(12), R(13), (a, b, c, d, e, f, g, h, i, j, k, l, m) => a + b + c + d + e + f + g + h + i + j + k + l + m));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), R(12), R(13), R(14), (a, b, c, d, e, f, g, h, i, j, k, l, m, n) => a + b + c + d + e + f + g + h + i + j + k + l + m + n));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), R(12), R(13), R(14), R(15), (a, b, c, d, e, f, g, h, i, j, k, l, m, n, p) => a + b + c + d + e + f + g + h + i + j + k + l + m + n + p));
        Add(R(1).CombineLatest(R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), R(12), R(13), R(14), R(15), R(16), (a, b, c, d, e, f, g, h, i, j, k, l, m, n, p, q) => a + b + c + d + e + f + g + h + i + j + k + l + m + n + p + q));
        Assert.Equal(Enumerable.Range(3, 14).Select(n => n * (n + 1) / 2), results);
    }

    [Fact]
    public void CombineLatest_ListForms()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<IList<int>>();
        Observable.CombineLatest(new[] { a, b }).Subscribe(o);
        a.OnNext(1);
        b.OnNext(2);
        a.OnNext(3);
        Assert.Equal([1, 2], o.Values[0]);
        Assert.Equal([3, 2], o.Values[1]);

        var p = new RecordingObserver<int>();
        new[] { Observable.Return(1), Observable.Return(2) }.AsEnumerable().CombineLatest(l => l.Sum()).Subscribe(p);
        Assert.Equal([3], p.Values);
        Assert.True(p.Completed);

        var q = new RecordingObserver<IList<int>>();
        Enumerable.Empty<IObservable<int>>().CombineLatest().Subscribe(q);
        Assert.True(q.Completed);
    }

    [Fact]
    public void CombineLatest_ErrorAndThrowingSelector()
    {
        var a = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        a.CombineLatest(Observable.Throw<int>(new FormatException()), (x, y) => x + y).Subscribe(o);
        Assert.IsType<FormatException>(o.Error);
        Assert.Equal(0, a.ObserverCount);

        var b = new CombiningHotSource<int>();
        var c = new CombiningHotSource<int>();
        var p = new RecordingObserver<int>();
        b.CombineLatest(c, (x, y) => x / y).Subscribe(p);
        b.OnNext(1);
        c.OnNext(0);
        b.OnNext(2);
        Assert.IsType<DivideByZeroException>(p.Error);
        Assert.Equal(0, b.ObserverCount);
        Assert.Equal(0, c.ObserverCount);
        p.AssertGrammar();
    }

    [Fact]
    public void CombineLatest_Dispose_DisposesAll()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = a.CombineLatest(b, (x, y) => x + y).Subscribe(o);
        a.OnNext(1);
        b.OnNext(1);
        d.Dispose();
        a.OnNext(5);
        Assert.Equal([2], o.Values);
        Assert.Equal(0, a.ObserverCount);
        Assert.Equal(0, b.ObserverCount);
    }

    [Fact]
    public void CombineLatest_ConcurrentSources_CountsAndFinalValue()
    {
        const int n = 50_000;
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        a.OnNext(0);
        var o = new RecordingObserver<(int, int)>();
        var done = new ManualResetEventSlim();
        a.CombineLatest(b, (x, y) => (x, y)).Subscribe(o.OnNext, o.OnError, () => { o.OnCompleted(); done.Set(); });
        a.OnNext(0);
        b.OnNext(0);
        var start = new Barrier(2);
        var threads = new[] { a, b }.Select(s => new Thread(() =>
        {
            start.SignalAndWait();
            for (var i = 1; i <= n; i++)
            {
                s.OnNext(i);
            }

            s.OnCompleted();
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        Assert.True(done.Wait(Bounded.Timeout));
        Assert.Equal((2 * n) + 1, o.Values.Count);
        Assert.Equal((n, n), o.Values[^1]);

        // Each source's own values appear in order.
        var xs = o.Values.Select(v => v.Item1).ToList();
        var ys = o.Values.Select(v => v.Item2).ToList();
        Assert.True(xs.Zip(xs.Skip(1)).All(p => p.First <= p.Second));
        Assert.True(ys.Zip(ys.Skip(1)).All(p => p.First <= p.Second));
        o.AssertGrammar();
    }

    [Fact]
    public void WithLatestFrom_SamplesOther()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<string>();
        var o = new RecordingObserver<string>();
        a.WithLatestFrom(b, (x, y) => y + x).Subscribe(o);
        a.OnNext(1);
        b.OnNext("a");
        b.OnNext("b");
        a.OnNext(2);
        b.OnCompleted();
        a.OnNext(3);
        a.OnCompleted();
        Assert.Equal(["b2", "b3"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();

        var p = new RecordingObserver<(int, int)>();
        Observable.Range(0, 2).WithLatestFrom(Observable.Return(7)).Subscribe(p);
        Assert.Equal([(0, 7), (1, 7)], p.Values);
    }

    [Fact]
    public void WithLatestFrom_ErrorsAndThrowingSelector()
    {
        var a = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        a.WithLatestFrom(Observable.Throw<int>(new FormatException()), (x, y) => x).Subscribe(o);
        Assert.IsType<FormatException>(o.Error);
        Assert.Equal(0, a.Subscriptions);

        var b = new CombiningHotSource<int>();
        var p = new RecordingObserver<int>();
        var other = new CombiningHotSource<int>();
        b.WithLatestFrom(other, (x, y) => x / y).Subscribe(p);
        other.OnNext(0);
        b.OnNext(1);
        Assert.IsType<DivideByZeroException>(p.Error);
        Assert.Equal(0, b.ObserverCount);
        Assert.Equal(0, other.ObserverCount);
    }

    [Fact]
    public void WithLatestFrom_Dispose_And_ConcurrentOtherError()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = a.WithLatestFrom(b, (x, y) => x + y).Subscribe(o);
        d.Dispose();
        Assert.Equal(0, a.ObserverCount);
        Assert.Equal(0, b.ObserverCount);

        for (var round = 0; round < 50; round++)
        {
            var s = new CombiningHotSource<int>();
            var other = new CombiningHotSource<int>();
            var r = new RecordingObserver<int>();
            s.WithLatestFrom(other, (x, y) => x).Subscribe(r);
            other.OnNext(0);
            var t = new Thread(() =>
            {
                for (var i = 0; i < 2000; i++)
                {
                    s.OnNext(i);
                }
            });
            t.Start();
            other.OnError(new FormatException());
            Assert.True(t.Join(Bounded.Timeout));
            Assert.Equal(1, r.TerminalCount);
            Assert.Equal(Enumerable.Range(0, r.Values.Count), r.Values);
            r.AssertGrammar();
        }
    }

    [Fact]
    public void ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        Assert.Equal("first", Assert.Throws<ArgumentNullException>(() => nil.CombineLatest(s, (a, b) => a)).ParamName);
        Assert.Equal("source16", Assert.Throws<ArgumentNullException>(() => s.CombineLatest(s, s, s, s, s, s, s, s, s, s, s, s, s, s, nil, (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p) => a)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => ((IEnumerable<IObservable<int>>)null!).CombineLatest()).ParamName);
        Assert.Equal("first", Assert.Throws<ArgumentNullException>(() => nil.WithLatestFrom(s, (a, b) => a)).ParamName);
        Assert.Equal("second", Assert.Throws<ArgumentNullException>(() => s.WithLatestFrom(nil, (a, b) => a)).ParamName);
        Assert.Equal("resultSelector", Assert.Throws<ArgumentNullException>(() => s.WithLatestFrom(s, (Func<int, int, int>)null!)).ParamName);
    }
}
