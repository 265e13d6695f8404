using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class ZipTests
{
    [Fact]
    public void Zip_PairsInOrder_CompletesWithShortest()
    {
        var o = new RecordingObserver<string>();
        Observable.Range(0, 3).Zip(Observable.Range(10, 5), (a, b) => $"{a}-{b}").Subscribe(o);
        Assert.Equal(["0-10", "1-11", "2-12"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Zip_HotSources_WaitForEachOther()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<string>();
        var o = new RecordingObserver<string>();
        a.Zip(b, (x, y) => y + x).Subscribe(o);
        a.OnNext(1);
        a.OnNext(2);
        Assert.Empty(o.Values);
        b.OnNext("a");
        b.OnNext("b");
        b.OnNext("c");
        Assert.Equal(["a1", "b2"], o.Values);
        a.OnCompleted();
        Assert.False(o.IsTerminated);
        b.OnNext("d");
        Assert.Equal(["a1", "b2"], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(0, b.ObserverCount);
    }

    [Fact]
    public void Zip_CompletedSourceWithQueuedValues_CompletesAtTheFirstValueItCannotPair()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        a.Zip(b, (x, y) => x + y).Subscribe(o);
        a.OnNext(1);
        a.OnNext(2);
        a.OnCompleted();
        Assert.False(o.IsTerminated);
        b.OnNext(10);
        Assert.False(o.IsTerminated);
        b.OnNext(20);
        Assert.Equal([11, 22], o.Values);
        Assert.False(o.IsTerminated);
        b.OnNext(30);
        Assert.Equal([11, 22], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Zip_AllArities_3To16()
    {
        IObservable<int> R(int i) => Observable.Range(i * 100, 2);
        var results = new List<int>();
        void Add(IObservable<int> o) => o.Subscribe(x => results.Add(x));
        Add(R(0).Zip(R(1), R(2), (a, b, c) => a + b + c));
        Add(R(0).Zip(R(1), R(2), R(3), (a, b, c, d) => a + b + c + d));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), (a, b, c, d, e) => a + b + c + d + e));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), (a, b, c, d, e, f) => a + b + c + d + e + f));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), (a, b, c, d, e, f, g) => a + b + c + d + e + f + g));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), R(7), (a, b, c, d, e, f, g, h) => a + b + c + d + e + f + g + h));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8), (a, b, c, d, e, f, g, h, i) => a + b + c + d + e + f + g + h + i));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), (a, b, c, d, e, f, g, h, i, j) => a + b + c + d + e + f + g + h + i + j));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), (a, b, c, d, e, f, g, h, i, j, k) => a + b + c + d + e + f + g + h + i + j + k));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), (a, b, c, d, e, f, g, h, i, j, k, l) => a + b + c + d + e + f + g + h + i + j + k + l));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), R(12), (a, b, c, d, e, f, g, h, i, j, k, l, m) => a + b + c + d + e + f + g + h + i + j + k + l + m));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), R(12), R(13), (a, b, c, d, e, f, g, h, i, j, k, l, m, n) => a + b + c + d + e + f + g + h + i + j + k + l + m + n));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), R(12), R(13), R(14), (a, b, c, d, e, f, g, h, i, j, k, l, m, n, p) => a + b + c + d + e + f + g + h + i + j + k + l + m + n + p));
        Add(R(0).Zip(R(1), R(2), R(3), R(4), R(5), R(6), R(7), R(8), R(9), R(10), R(11), R(12), R(13), R(14), R(15), (a, b, c, d, e, f, g, h, i, j, k, l, m, n, p, q) => a + b + c + d + e + f + g + h + i + j + k + l + m + n + p + q));
        var expected = new List<int>();
        for (var n = 3; n <= 16; n++)
        {
            var sum = Enumerable.Range(0, n).Sum(i => i * 100);
            expected.Add(sum);
            expected.Add(sum + n);
        }

        Assert.Equal(expected, results);
    }

    [Fact]
    public void Zip_ListForms()
    {
        var o = new RecordingObserver<IList<int>>();
        Observable.Zip(new[] { Observable.Range(0, 2), Observable.Range(10, 3) }).Subscribe(o);
        Assert.Equal(2, o.Values.Count);
        Assert.Equal([0, 10], o.Values[0]);
        Assert.Equal([1, 11], o.Values[1]);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        new[] { Observable.Range(0, 2), Observable.Range(5, 2) }.AsEnumerable().Zip(l => l.Sum()).Subscribe(p);
        Assert.Equal([5, 7], p.Values);

        var q = new RecordingObserver<IList<int>>();
        Enumerable.Empty<IObservable<int>>().Zip().Subscribe(q);
        Assert.Empty(q.Values);
        Assert.True(q.Completed);
    }

    [Fact]
    public void Zip_And_CombineLatest_TupleForms()
    {
        var o = new RecordingObserver<(int First, string Second)>();
        Observable.Range(0, 2).Zip(Observable.Return("a").Concat(Observable.Return("b"))).Subscribe(o);
        Assert.Equal([(0, "a"), (1, "b")], o.Values);

        var p = new RecordingObserver<(int, int, int)>();
        Observable.Return(1).Zip(Observable.Return(2), Observable.Return(3)).Subscribe(p);
        Assert.Equal([(1, 2, 3)], p.Values);

        var q = new RecordingObserver<(int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int)>();
        var r = Observable.Return(1);
        r.CombineLatest(r, r, r, r, r, r, r, r, r, r, r, r, r, r, Observable.Return(16)).Subscribe(q);
        Assert.Equal(16, Assert.Single(q.Values).Item16);

        var t = new RecordingObserver<(int First, char Second)>();
        Observable.Range(0, 5).Zip("xy").Subscribe(t);
        Assert.Equal([(0, 'x'), (1, 'y')], t.Values);
        Assert.True(t.Completed);

        var u = new RecordingObserver<(int First, int Second)>();
        Observable.Range(0, 2).CombineLatest(Observable.Return(9)).Subscribe(u);
        Assert.Equal([(1, 9)], u.Values);
    }

    [Fact]
    public void Zip_WithEnumerable()
    {
        var o = new RecordingObserver<string>();
        Observable.Range(0, 5).Zip(new[] { "a", "b" }, (i, s) => s + i).Subscribe(o);
        Assert.Equal(["a0", "b1"], o.Values);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        Observable.Range(0, 5).Zip(Throwing(), (i, s) => i + s).Subscribe(p);
        Assert.Equal([0], p.Values);
        Assert.IsType<FormatException>(p.Error);

        static IEnumerable<int> Throwing()
        {
            yield return 0;
            throw new FormatException();
        }
    }

    [Fact]
    public void Zip_EmptyAndErrors()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().Zip(Observable.Never<int>(), (a, b) => a + b).Subscribe(o);
        Assert.False(o.IsTerminated);

        var b = new CombiningHotSource<int>();
        var p = new RecordingObserver<int>();
        b.Zip(Observable.Throw<int>(new FormatException()), (x, y) => x + y).Subscribe(p);
        Assert.IsType<FormatException>(p.Error);
        Assert.Equal(0, b.ObserverCount);
        p.AssertGrammar();
    }

    [Fact]
    public void Zip_ThrowingSelector_BecomesOnError_AndDisposesAll()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        a.Zip(b, (x, y) => x / y).Subscribe(o);
        a.OnNext(1);
        b.OnNext(0);
        a.OnNext(2);
        b.OnNext(2);
        Assert.IsType<DivideByZeroException>(o.Error);
        Assert.Empty(o.Values);
        Assert.Equal(0, a.ObserverCount);
        Assert.Equal(0, b.ObserverCount);
        o.AssertGrammar();
    }

    [Fact]
    public void Zip_Dispose_DisposesAll()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = a.Zip(b, (x, y) => x + y).Subscribe(o);
        a.OnNext(1);
        d.Dispose();
        b.OnNext(1);
        Assert.Empty(o.Values);
        Assert.Equal(0, a.ObserverCount);
        Assert.Equal(0, b.ObserverCount);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Zip_ConcurrentSources_ExactPairs()
    {
        const int n = 50_000;
        var sources = Enumerable.Range(0, 3).Select(_ => new CombiningHotSource<int>()).ToArray();
        var o = new RecordingObserver<int>();
        var done = new ManualResetEventSlim();
        sources[0].Zip(sources[1], sources[2], (a, b, c) => a == b && b == c ? a : -1)
            .Subscribe(o.OnNext, o.OnError, () => { o.OnCompleted(); done.Set(); });
        var start = new Barrier(3);
        var threads = sources.Select(s => new Thread(() =>
        {
            start.SignalAndWait();
            for (var i = 0; i < n; i++)
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
        Assert.Equal(Enumerable.Range(0, n), o.Values);
        o.AssertGrammar();
    }

    [Fact]
    public void Zip_ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        Assert.Equal("first", Assert.Throws<ArgumentNullException>(() => nil.Zip(s, (a, b) => a)).ParamName);
        Assert.Equal("second", Assert.Throws<ArgumentNullException>(() => s.Zip(nil, (a, b) => a)).ParamName);
        Assert.Equal("resultSelector", Assert.Throws<ArgumentNullException>(() => s.Zip(s, (Func<int, int, int>)null!)).ParamName);
        Assert.Equal("source3", Assert.Throws<ArgumentNullException>(() => s.Zip(s, nil, (a, b, c) => a)).ParamName);
        Assert.Equal("second", Assert.Throws<ArgumentNullException>(() => s.Zip((IEnumerable<int>)null!, (a, b) => a)).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => Observable.Zip((IObservable<int>[])null!)).ParamName);

        // As Rx.NET, the array is read on subscription: a null source is found then (Rheo: OnError, nothing subscribed).
        var o = new RecordingObserver<IList<int>>();
        Observable.Zip(new[] { s, nil }).Subscribe(o);
        Assert.Equal("sources", Assert.IsType<ArgumentNullException>(o.Error).ParamName);
    }
}
