using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class JoinTests
{
    [Fact]
    public void Join_PairsOverlappingLifetimes()
    {
        var left = new CombiningHotSource<string>();
        var right = new CombiningHotSource<int>();
        var leftEnds = new Dictionary<string, CombiningHotSource<int>>();
        var rightEnds = new Dictionary<int, CombiningHotSource<int>>();
        var o = new RecordingObserver<string>();
        left.Join(
            right,
            l => leftEnds[l] = new CombiningHotSource<int>(),
            r => rightEnds[r] = new CombiningHotSource<int>(),
            (l, r) => l + r).Subscribe(o);
        left.OnNext("a");
        right.OnNext(1);
        left.OnNext("b");
        leftEnds["a"].OnNext(0);
        right.OnNext(2);
        rightEnds[1].OnCompleted();
        left.OnNext("c");
        Assert.Equal(["a1", "b1", "b2", "c2"], o.Values);
        Assert.Equal(0, leftEnds["a"].ObserverCount);
        Assert.Equal(0, rightEnds[1].ObserverCount);
        o.AssertGrammar();
    }

    [Fact]
    public void Join_Completion_WhenOneSideDoneAndItsValuesExpired()
    {
        var left = new CombiningHotSource<int>();
        var right = new CombiningHotSource<int>();
        var end = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        left.Join(right, _ => end, _ => Observable.Never<int>(), (l, r) => l + r).Subscribe(o);
        left.OnNext(1);
        left.OnCompleted();
        Assert.False(o.IsTerminated);
        right.OnNext(10);
        end.OnNext(0);
        Assert.Equal([11], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(0, right.ObserverCount);

        var p = new RecordingObserver<int>();
        Observable.Empty<int>().Join(Observable.Never<int>(), _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, r) => l).Subscribe(p);
        Assert.True(p.Completed);
    }

    [Fact]
    public void Join_Errors_ThrowingSelectors_Dispose()
    {
        var left = new CombiningHotSource<int>();
        var right = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        left.Join(right, _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, r) => l / r).Subscribe(o);
        left.OnNext(1);
        right.OnNext(0);
        Assert.IsType<DivideByZeroException>(o.Error);
        Assert.Equal(0, left.ObserverCount);
        Assert.Equal(0, right.ObserverCount);

        var p = new RecordingObserver<int>();
        Observable.Return(1).Join(Observable.Never<int>(), _ => Observable.Throw<int>(new FormatException()), _ => Observable.Never<int>(), (l, r) => l).Subscribe(p);
        Assert.IsType<FormatException>(p.Error);

        var q = new RecordingObserver<int>();
        Observable.Return(1).Join<int, int, int, int, int>(Observable.Never<int>(), _ => throw new ArgumentException(), _ => Observable.Never<int>(), (l, r) => l).Subscribe(q);
        Assert.IsType<ArgumentException>(q.Error);

        var l2 = new CombiningHotSource<int>();
        var r2 = new CombiningHotSource<int>();
        var dur = new CombiningHotSource<int>();
        var s = new RecordingObserver<int>();
        var d = l2.Join(r2, _ => dur, _ => dur, (a, b) => a + b).Subscribe(s);
        l2.OnNext(1);
        d.Dispose();
        r2.OnNext(2);
        Assert.Empty(s.Values);
        Assert.Equal(0, l2.ObserverCount);
        Assert.Equal(0, r2.ObserverCount);
        Assert.Equal(0, dur.ObserverCount);
    }

    [Fact]
    public void Join_ConcurrentSides_EveryPairOnce()
    {
        const int n = 300;
        var left = new CombiningHotSource<int>();
        var right = new CombiningHotSource<int>();
        var o = new RecordingObserver<(int, int)>();
        left.Join(right, _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, r) => (l, r)).Subscribe(o);
        var start = new Barrier(2);
        var threads = new[] { left, right }.Select(s => new Thread(() =>
        {
            start.SignalAndWait();
            for (var i = 0; i < n; i++)
            {
                s.OnNext(i);
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        foreach (var t in threads)
        {
            Assert.True(t.Join(Bounded.Timeout));
        }

        Assert.Equal(n * n, o.Values.Count);
        Assert.Equal(n * n, o.Values.Distinct().Count());
        o.AssertGrammar();
    }

    [Fact]
    public void GroupJoin_WindowsCollectOverlappingRights()
    {
        var left = new CombiningHotSource<string>();
        var right = new CombiningHotSource<int>();
        var leftEnds = new Dictionary<string, CombiningHotSource<int>>();
        var groups = new Dictionary<string, RecordingObserver<int>>();
        var o = new RecordingObserver<string>();
        left.GroupJoin(
            right,
            l => leftEnds[l] = new CombiningHotSource<int>(),
            _ => Observable.Never<int>(),
            (l, window) =>
            {
                var r = new RecordingObserver<int>();
                groups[l] = r;
                window.Subscribe(r);
                return l;
            }).Subscribe(o);
        right.OnNext(1);
        left.OnNext("a");
        right.OnNext(2);
        left.OnNext("b");
        leftEnds["a"].OnNext(0);
        right.OnNext(3);
        Assert.Equal(["a", "b"], o.Values);
        Assert.Equal([1, 2], groups["a"].Values);
        Assert.True(groups["a"].Completed);
        Assert.Equal([1, 2, 3], groups["b"].Values);
        left.OnCompleted();
        Assert.True(o.Completed);

        // The observed window of "b" keeps the right side flowing after the result completed.
        right.OnNext(4);
        Assert.Equal([1, 2, 3, 4], groups["b"].Values);
        o.AssertGrammar();
    }

    [Fact]
    public void GroupJoin_Error_ReachesWindows_And_ThrowingSelector()
    {
        var left = new CombiningHotSource<int>();
        var right = new CombiningHotSource<int>();
        var window = new RecordingObserver<int>();
        var o = new RecordingObserver<int>();
        left.GroupJoin(right, _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, w) => { w.Subscribe(window); return l; }).Subscribe(o);
        left.OnNext(1);
        right.OnError(new FormatException());
        Assert.IsType<FormatException>(window.Error);
        Assert.IsType<FormatException>(o.Error);
        Assert.Equal(0, left.ObserverCount);

        var p = new RecordingObserver<int>();
        Observable.Return(1).GroupJoin<int, int, int, int, int>(Observable.Never<int>(), _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, w) => throw new ArgumentException()).Subscribe(p);
        Assert.IsType<ArgumentException>(p.Error);
    }

    [Fact]
    public void GroupJoin_Dispose_WithoutObservedWindows_DisposesAll()
    {
        var left = new CombiningHotSource<int>();
        var right = new CombiningHotSource<int>();
        var o = new RecordingObserver<IObservable<int>>();
        var d = left.GroupJoin(right, _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, w) => w).Subscribe(o);
        left.OnNext(1);
        d.Dispose();
        Assert.Equal(0, left.ObserverCount);
        Assert.Equal(0, right.ObserverCount);
    }

    [Fact]
    public void GroupJoin_ConcurrentSides_EveryRightReachesEveryWindowOnce()
    {
        const int n = 200;
        var left = new CombiningHotSource<int>();
        var right = new CombiningHotSource<int>();
        var windows = new List<RecordingObserver<int>>();
        var o = new RecordingObserver<int>();
        left.GroupJoin(right, _ => Observable.Never<int>(), _ => Observable.Never<int>(), (l, w) =>
        {
            var r = new RecordingObserver<int>();
            lock (windows)
            {
                windows.Add(r);
            }

            w.Subscribe(r);
            return l;
        }).Subscribe(o);
        var start = new Barrier(2);
        var threads = new[] { left, right }.Select(s => new Thread(() =>
        {
            start.SignalAndWait();
            for (var i = 0; i < n; i++)
            {
                s.OnNext(i);
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }

        foreach (var t in threads)
        {
            Assert.True(t.Join(Bounded.Timeout));
        }

        Assert.Equal(Enumerable.Range(0, n), o.Values);
        Assert.Equal(n, windows.Count);

        // A window subscribes inside the result selector, so it sees every right value: those that came
        // before it (replayed in order) and those after; each exactly once.
        Assert.All(windows, w => Assert.Equal(Enumerable.Range(0, n), w.Values.Order()));
        Assert.All(windows, w => w.AssertGrammar());
        o.AssertGrammar();
    }

    [Fact]
    public void ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        Func<int, IObservable<int>> dur = _ => s;
        Assert.Equal("left", Assert.Throws<ArgumentNullException>(() => nil.Join(s, dur, dur, (a, b) => a)).ParamName);
        Assert.Equal("right", Assert.Throws<ArgumentNullException>(() => s.Join(nil, dur, dur, (a, b) => a)).ParamName);
        Assert.Equal("leftDurationSelector", Assert.Throws<ArgumentNullException>(() => s.Join<int, int, int, int, int>(s, null!, dur, (a, b) => a)).ParamName);
        Assert.Equal("rightDurationSelector", Assert.Throws<ArgumentNullException>(() => s.Join<int, int, int, int, int>(s, dur, null!, (a, b) => a)).ParamName);
        Assert.Equal("resultSelector", Assert.Throws<ArgumentNullException>(() => s.Join(s, dur, dur, (Func<int, int, int>)null!)).ParamName);
        Assert.Equal("left", Assert.Throws<ArgumentNullException>(() => nil.GroupJoin(s, dur, dur, (a, w) => a)).ParamName);
        Assert.Equal("resultSelector", Assert.Throws<ArgumentNullException>(() => s.GroupJoin(s, dur, dur, (Func<int, IObservable<int>, int>)null!)).ParamName);
    }
}
