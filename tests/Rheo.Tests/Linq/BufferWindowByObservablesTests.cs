using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class BufferWindowByObservablesTests
{
    [Fact]
    public void Buffer_Boundaries()
    {
        var source = new CombiningHotSource<int>();
        var boundaries = new CombiningHotSource<string>();
        var o = new RecordingObserver<IList<int>>();
        source.Buffer(boundaries).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        boundaries.OnNext("x");
        boundaries.OnNext("y");
        source.OnNext(3);
        source.OnCompleted();
        Assert.Equal(3, o.Values.Count);
        Assert.Equal([1, 2], o.Values[0]);
        Assert.Empty(o.Values[1]);
        Assert.Equal([3], o.Values[2]);
        Assert.True(o.Completed);
        Assert.Equal(0, boundaries.ObserverCount);
        o.AssertGrammar();
    }

    [Fact]
    public void Buffer_BoundariesComplete_EmitsLastAndCompletes()
    {
        var source = new CombiningHotSource<int>();
        var boundaries = new CombiningHotSource<int>();
        var o = new RecordingObserver<IList<int>>();
        source.Buffer(boundaries).Subscribe(o);
        source.OnNext(1);
        boundaries.OnCompleted();
        Assert.Equal([1], Assert.Single(o.Values));
        Assert.True(o.Completed);
        Assert.Equal(0, source.ObserverCount);
    }

    [Fact]
    public void Buffer_Errors_And_Dispose()
    {
        var source = new CombiningHotSource<int>();
        var boundaries = new CombiningHotSource<int>();
        var o = new RecordingObserver<IList<int>>();
        source.Buffer(boundaries).Subscribe(o);
        boundaries.OnError(new FormatException());
        Assert.IsType<FormatException>(o.Error);
        Assert.Equal(0, source.ObserverCount);

        var p = new RecordingObserver<IList<int>>();
        Observable.Throw<int>(new ArgumentException()).Buffer(Observable.Never<int>()).Subscribe(p);
        Assert.IsType<ArgumentException>(p.Error);

        var s2 = new CombiningHotSource<int>();
        var b2 = new CombiningHotSource<int>();
        var q = new RecordingObserver<IList<int>>();
        var d = s2.Buffer(b2).Subscribe(q);
        s2.OnNext(1);
        d.Dispose();
        b2.OnNext(0);
        Assert.Empty(q.Values);
        Assert.Equal(0, s2.ObserverCount);
        Assert.Equal(0, b2.ObserverCount);
    }

    [Fact]
    public void Buffer_ClosingSelector()
    {
        var source = new CombiningHotSource<int>();
        var closings = new List<CombiningHotSource<int>>();
        var o = new RecordingObserver<IList<int>>();
        source.Buffer(() =>
        {
            var c = new CombiningHotSource<int>();
            closings.Add(c);
            return c;
        }).Subscribe(o);
        source.OnNext(1);
        closings[0].OnNext(0);
        Assert.Equal(0, closings[0].ObserverCount);
        source.OnNext(2);
        source.OnNext(3);
        closings[1].OnCompleted();
        source.OnNext(4);
        source.OnCompleted();
        Assert.Equal(3, o.Values.Count);
        Assert.Equal([1], o.Values[0]);
        Assert.Equal([2, 3], o.Values[1]);
        Assert.Equal([4], o.Values[2]);
        Assert.True(o.Completed);
        Assert.Equal(0, closings[2].ObserverCount);

        var p = new RecordingObserver<IList<int>>();
        Observable.Never<int>().Buffer<int, int>(() => throw new FormatException()).Subscribe(p);
        Assert.IsType<FormatException>(p.Error);
    }

    [Fact]
    public void Buffer_ClosingSelector_SynchronousClosings_ConstantStack()
    {
        var calls = 0;
        var o = new RecordingObserver<IList<int>>();
        var d = Observable.Never<int>().Buffer(() => ++calls < 100_000 ? Observable.Return(0) : Observable.Never<int>()).Subscribe(o);
        Assert.Equal(100_000, calls);
        Assert.Equal(99_999, o.Values.Count);
        d.Dispose();
    }

    [Fact]
    public void Buffer_OpeningsAndClosings_Overlap()
    {
        var source = new CombiningHotSource<int>();
        var openings = new CombiningHotSource<int>();
        var closings = new Dictionary<int, CombiningHotSource<int>>();
        var o = new RecordingObserver<IList<int>>();
        source.Buffer(openings, k =>
        {
            var c = new CombiningHotSource<int>();
            closings[k] = c;
            return c;
        }).Subscribe(o);
        source.OnNext(0);
        openings.OnNext(1);
        source.OnNext(1);
        openings.OnNext(2);
        source.OnNext(2);
        closings[1].OnNext(0);
        source.OnNext(3);
        openings.OnNext(3);
        source.OnNext(4);
        source.OnCompleted();
        Assert.Equal(3, o.Values.Count);
        Assert.Equal([1, 2], o.Values[0]);
        Assert.Equal([2, 3, 4], o.Values[1]);
        Assert.Equal([4], o.Values[2]);
        Assert.True(o.Completed);
        Assert.Equal(0, openings.ObserverCount);
        Assert.All(closings.Values, c => Assert.Equal(0, c.ObserverCount));
        o.AssertGrammar();
    }

    [Fact]
    public void Buffer_Openings_ThrowingSelector_And_Dispose()
    {
        var source = new CombiningHotSource<int>();
        var openings = new CombiningHotSource<int>();
        var o = new RecordingObserver<IList<int>>();
        source.Buffer<int, int, int>(openings, _ => throw new FormatException()).Subscribe(o);
        openings.OnNext(1);
        Assert.IsType<FormatException>(o.Error);
        Assert.Equal(0, source.ObserverCount);
        Assert.Equal(0, openings.ObserverCount);

        var s2 = new CombiningHotSource<int>();
        var op2 = new CombiningHotSource<int>();
        var closing = new CombiningHotSource<int>();
        var p = new RecordingObserver<IList<int>>();
        var d = s2.Buffer(op2, _ => closing).Subscribe(p);
        op2.OnNext(1);
        d.Dispose();
        Assert.Equal(0, s2.ObserverCount);
        Assert.Equal(0, op2.ObserverCount);
        Assert.Equal(0, closing.ObserverCount);
    }

    [Fact]
    public void Window_Boundaries_WindowsCarryValues()
    {
        var source = new CombiningHotSource<int>();
        var boundaries = new CombiningHotSource<int>();
        var windows = new List<RecordingObserver<int>>();
        var o = new RecordingObserver<IObservable<int>>();
        source.Window(boundaries).Subscribe(w =>
        {
            var r = new RecordingObserver<int>();
            windows.Add(r);
            w.Subscribe(r);
            o.OnNext(w);
        }, o.OnError, o.OnCompleted);
        Assert.Single(windows);
        source.OnNext(1);
        boundaries.OnNext(0);
        source.OnNext(2);
        source.OnCompleted();
        Assert.Equal(2, windows.Count);
        Assert.Equal([1], windows[0].Values);
        Assert.True(windows[0].Completed);
        Assert.Equal([2], windows[1].Values);
        Assert.True(windows[1].Completed);
        Assert.True(o.Completed);
        windows.ForEach(w => w.AssertGrammar());
    }

    [Fact]
    public void Window_Error_ReachesOpenWindows()
    {
        var source = new CombiningHotSource<int>();
        var windows = new List<RecordingObserver<int>>();
        var o = new RecordingObserver<IObservable<int>>();
        source.Window(Observable.Never<int>()).Subscribe(w =>
        {
            var r = new RecordingObserver<int>();
            windows.Add(r);
            w.Subscribe(r);
        }, o.OnError);
        source.OnError(new FormatException());
        Assert.IsType<FormatException>(windows[0].Error);
        Assert.IsType<FormatException>(o.Error);
    }

    [Fact]
    public void Window_ObservedWindowKeepsSourceAfterOuterDispose()
    {
        var source = new CombiningHotSource<int>();
        var boundaries = new CombiningHotSource<int>();
        var inner = new RecordingObserver<int>();
        IDisposable? innerSubscription = null;
        var d = source.Window(boundaries).Subscribe(w => innerSubscription ??= w.Subscribe(inner));
        d.Dispose();
        source.OnNext(1);
        Assert.Equal([1], inner.Values);
        Assert.Equal(1, source.ObserverCount);
        innerSubscription!.Dispose();
        Assert.Equal(0, source.ObserverCount);
        Assert.Equal(0, boundaries.ObserverCount);
    }

    [Fact]
    public void Window_LateSubscriberToClosedWindow_GetsCompletion()
    {
        var windows = new List<IObservable<int>>();
        Observable.Range(0, 3).Window(Observable.Never<int>()).Subscribe(windows.Add);
        var r = new RecordingObserver<int>();
        Assert.Single(windows)!.Subscribe(r);
        Assert.True(r.Completed);
        Assert.Empty(r.Values);
    }

    [Fact]
    public void Window_ClosingSelector_And_Openings()
    {
        var source = new CombiningHotSource<int>();
        var closing = new CombiningHotSource<int>();
        var values = new List<List<int>>();
        source.Window(() => closing).Subscribe(w =>
        {
            var list = new List<int>();
            values.Add(list);
            w.Subscribe(list.Add);
        });
        source.OnNext(1);
        closing.OnNext(0);
        source.OnNext(2);
        source.OnCompleted();
        Assert.Equal([[1], [2]], values);

        var s2 = new CombiningHotSource<int>();
        var openings = new CombiningHotSource<int>();
        var closers = new List<CombiningHotSource<int>>();
        var v2 = new List<List<int>>();
        s2.Window(openings, _ =>
        {
            var c = new CombiningHotSource<int>();
            closers.Add(c);
            return c;
        }).Subscribe(w =>
        {
            var list = new List<int>();
            v2.Add(list);
            w.Subscribe(list.Add);
        });
        openings.OnNext(0);
        s2.OnNext(1);
        openings.OnNext(0);
        s2.OnNext(2);
        closers[0].OnCompleted();
        s2.OnNext(3);
        s2.OnCompleted();
        Assert.Equal([[1, 2], [2, 3]], v2);
    }

    [Fact]
    public void Buffer_ConcurrentSourceAndBoundaries_NoValueLostOrDuplicated()
    {
        const int n = 100_000;
        var source = new CombiningHotSource<int>();
        var boundaries = new CombiningHotSource<int>();
        var o = new RecordingObserver<IList<int>>();
        var done = new ManualResetEventSlim();
        source.Buffer(boundaries).Subscribe(o.OnNext, o.OnError, () => { o.OnCompleted(); done.Set(); });
        var stop = false;
        var ticker = new Thread(() =>
        {
            for (var i = 0; i < 20_000 && !Volatile.Read(ref stop); i++)
            {
                boundaries.OnNext(0);
            }
        });
        ticker.Start();
        var producer = new Thread(() =>
        {
            for (var i = 0; i < n; i++)
            {
                source.OnNext(i);
            }

            source.OnCompleted();
        });
        producer.Start();
        Assert.True(done.Wait(Bounded.Timeout));
        Volatile.Write(ref stop, true);
        Assert.True(ticker.Join(Bounded.Timeout));
        Assert.Equal(Enumerable.Range(0, n), o.Values.SelectMany(b => b));
        o.AssertGrammar();
    }

    [Fact]
    public void Window_ConcurrentSourceAndBoundaries_EveryValueInExactlyOneWindow()
    {
        const int n = 100_000;
        var source = new CombiningHotSource<int>();
        var boundaries = new CombiningHotSource<int>();
        var windows = new List<RecordingObserver<int>>();
        var o = new RecordingObserver<IObservable<int>>();
        var done = new ManualResetEventSlim();
        source.Window(boundaries).Subscribe(
            w =>
            {
                var r = new RecordingObserver<int>();
                windows.Add(r);
                w.Subscribe(r);
            },
            o.OnError,
            () => { o.OnCompleted(); done.Set(); });
        var ticker = new Thread(() =>
        {
            for (var i = 0; i < 5_000 && !done.IsSet; i++)
            {
                boundaries.OnNext(0);
            }
        });
        ticker.Start();
        var producer = new Thread(() =>
        {
            for (var i = 0; i < n; i++)
            {
                source.OnNext(i);
            }

            source.OnCompleted();
        });
        producer.Start();
        Assert.True(done.Wait(Bounded.Timeout));
        Assert.True(ticker.Join(Bounded.Timeout));
        Assert.Equal(Enumerable.Range(0, n), windows.SelectMany(w => w.Values));
        Assert.All(windows, w => Assert.True(w.Completed));
        Assert.All(windows, w => w.AssertGrammar());
    }

    [Fact]
    public void ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Buffer(s)).ParamName);
        Assert.Equal("bufferBoundaries", Assert.Throws<ArgumentNullException>(() => s.Buffer(nil)).ParamName);
        Assert.Equal("bufferClosingSelector", Assert.Throws<ArgumentNullException>(() => s.Buffer((Func<IObservable<int>>)null!)).ParamName);
        Assert.Equal("bufferOpenings", Assert.Throws<ArgumentNullException>(() => s.Buffer(nil, _ => s)).ParamName);
        Assert.Equal("bufferClosingSelector", Assert.Throws<ArgumentNullException>(() => s.Buffer(s, (Func<int, IObservable<int>>)null!)).ParamName);
        Assert.Equal("windowBoundaries", Assert.Throws<ArgumentNullException>(() => s.Window(nil)).ParamName);
        Assert.Equal("windowClosingSelector", Assert.Throws<ArgumentNullException>(() => s.Window((Func<IObservable<int>>)null!)).ParamName);
        Assert.Equal("windowOpenings", Assert.Throws<ArgumentNullException>(() => s.Window(nil, _ => s)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Window(s, _ => s)).ParamName);
    }
}
