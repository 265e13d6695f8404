using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class TakeSkipUntilTests
{
    [Fact]
    public void TakeUntil_StopsAtSignal_AndDisposesBoth()
    {
        var source = new CombiningHotSource<int>();
        var other = new CombiningHotSource<string>();
        var o = new RecordingObserver<int>();
        source.TakeUntil(other).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        other.OnNext("stop");
        source.OnNext(3);
        Assert.Equal([1, 2], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(0, source.ObserverCount);
        Assert.Equal(0, other.ObserverCount);
        o.AssertGrammar();
    }

    [Fact]
    public void TakeUntil_OtherCompletesWithoutValue_SourceContinues()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).TakeUntil(Observable.Empty<int>()).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void TakeUntil_SynchronousSignal_SourceNeverSubscribed()
    {
        var source = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        source.TakeUntil(Observable.Return(0)).Subscribe(o);
        Assert.Equal(0, source.Subscriptions);
        Assert.True(o.Completed);
    }

    [Fact]
    public void TakeUntil_Errors()
    {
        var o = new RecordingObserver<int>();
        Observable.Never<int>().TakeUntil(Observable.Throw<int>(new FormatException())).Subscribe(o);
        Assert.IsType<FormatException>(o.Error);

        var other = new CombiningHotSource<int>();
        var p = new RecordingObserver<int>();
        Observable.Throw<int>(new ArgumentException()).TakeUntil(other).Subscribe(p);
        Assert.IsType<ArgumentException>(p.Error);
        Assert.Equal(0, other.ObserverCount);
    }

    [Fact]
    public void TakeUntil_Never_StopsSynchronousInfiniteSourceViaTake()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, int.MaxValue).TakeUntil(Observable.Never<int>()).Take(3).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void TakeUntil_Dispose_DisposesBoth()
    {
        var source = new CombiningHotSource<int>();
        var other = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.TakeUntil(other).Subscribe(o);
        d.Dispose();
        source.OnNext(1);
        other.OnNext(1);
        Assert.Empty(o.Values);
        Assert.False(o.IsTerminated);
        Assert.Equal(0, source.ObserverCount);
        Assert.Equal(0, other.ObserverCount);
    }

    [Fact]
    public void TakeUntil_SignalRacingValues_GrammarHolds()
    {
        for (var round = 0; round < 100; round++)
        {
            var source = new CombiningHotSource<int>();
            var other = new CombiningHotSource<int>();
            var o = new RecordingObserver<int>();
            source.TakeUntil(other).Subscribe(o);
            var start = new Barrier(2);
            var producer = new Thread(() =>
            {
                start.SignalAndWait();
                for (var i = 0; i < 2000; i++)
                {
                    source.OnNext(i);
                }
            });
            producer.Start();
            start.SignalAndWait();
            other.OnNext(0);
            Assert.True(producer.Join(Bounded.Timeout));
            Assert.True(o.Completed);
            Assert.Equal(1, o.TerminalCount);
            Assert.Equal(Enumerable.Range(0, o.Values.Count), o.Values);
            o.AssertGrammar();
        }
    }

    [Fact]
    public void SkipUntil_PassesAfterSignal()
    {
        var source = new CombiningHotSource<int>();
        var other = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        source.SkipUntil(other).Subscribe(o);
        source.OnNext(1);
        other.OnNext(0);
        Assert.Equal(0, other.ObserverCount);
        source.OnNext(2);
        source.OnCompleted();
        Assert.Equal([2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void SkipUntil_OtherNeverSignals_NothingPasses_AndErrors()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, 3).SkipUntil(Observable.Empty<int>()).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.False(o.IsTerminated);

        var p = new RecordingObserver<int>();
        Observable.Range(0, 3).SkipUntil(Observable.Return(1)).Subscribe(p);
        Assert.Equal([0, 1, 2], p.Values);

        var source = new CombiningHotSource<int>();
        var q = new RecordingObserver<int>();
        source.SkipUntil(Observable.Throw<int>(new FormatException())).Subscribe(q);
        Assert.IsType<FormatException>(q.Error);
        Assert.Equal(0, source.Subscriptions);

        var r = new RecordingObserver<int>();
        Observable.Throw<int>(new ArgumentException()).SkipUntil(Observable.Never<int>()).Subscribe(r);
        Assert.IsType<ArgumentException>(r.Error);
    }

    [Fact]
    public void SkipUntil_Dispose_DisposesBoth()
    {
        var source = new CombiningHotSource<int>();
        var other = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.SkipUntil(other).Subscribe(o);
        d.Dispose();
        Assert.Equal(0, source.ObserverCount);
        Assert.Equal(0, other.ObserverCount);
    }

    [Fact]
    public void SkipUntil_SignalRacingValues_SuffixOnly()
    {
        for (var round = 0; round < 100; round++)
        {
            var source = new CombiningHotSource<int>();
            var other = new CombiningHotSource<int>();
            var o = new RecordingObserver<int>();
            source.SkipUntil(other).Subscribe(o);
            var start = new Barrier(2);
            var producer = new Thread(() =>
            {
                start.SignalAndWait();
                for (var i = 0; i < 2000; i++)
                {
                    source.OnNext(i);
                }

                source.OnCompleted();
            });
            producer.Start();
            start.SignalAndWait();
            other.OnNext(0);
            producer.JoinWithin();

            // As in Rx.NET, the source's completion ends the sequence only once other has signalled: a value that got
            // through proves the signal came first; with none, the signal may have come after the completion.
            if (o.Values.Count > 0)
            {
                Assert.True(o.Completed);
            }

            var first = o.Values.Count == 0 ? 2000 : o.Values[0];
            Assert.Equal(Enumerable.Range(first, 2000 - first), o.Values);
            o.AssertGrammar();
        }
    }

    [Fact]
    public void ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.TakeUntil(s)).ParamName);
        Assert.Equal("other", Assert.Throws<ArgumentNullException>(() => s.TakeUntil(nil)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.SkipUntil(s)).ParamName);
        Assert.Equal("other", Assert.Throws<ArgumentNullException>(() => s.SkipUntil(nil)).ParamName);
    }
}
