using System.Diagnostics;
using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class WhereSelectTests
{
    [Fact]
    public void Where_Filters()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 6).Where(x => x % 2 == 0).Subscribe(o);
        Assert.Equal([2, 4, 6], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Where_Fused_AppliesBothPredicates()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 20).Where(x => x % 2 == 0).Where(x => x % 3 == 0).Subscribe(o);
        Assert.Equal([6, 12, 18], o.Values);
    }

    [Fact]
    public void WhereIndexed_PassesIndex()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(10, 5).Where((_, i) => i % 2 == 1).Subscribe(o);
        Assert.Equal([11, 13], o.Values);
    }

    [Fact]
    public void Select_Projects_AndFuses()
    {
        var o = new RecordingObserver<string>();
        Observable.Range(1, 3).Select(x => x * 2).Select(x => $"<{x}>").Subscribe(o);
        Assert.Equal(["<2>", "<4>", "<6>"], o.Values);
    }

    [Fact]
    public void WhereThenSelect_Fuses()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 5).Where(x => x > 2).Select(x => x * 100).Select(x => x + 1).Subscribe(o);
        Assert.Equal([301, 401, 501], o.Values);
    }

    [Fact]
    public void SelectIndexed_PassesIndex()
    {
        var o = new RecordingObserver<string>();
        Observable.Range(7, 3).Select((x, i) => $"{i}:{x}").Subscribe(o);
        Assert.Equal(["0:7", "1:8", "2:9"], o.Values);
    }

    [Fact]
    public void ThrowingPredicate_BecomesOnError_AndStopsSource()
    {
        var error = new InvalidOperationException();
        var produced = 0;
        var o = new RecordingObserver<int>();
        Observable.Range(0, int.MaxValue).Select(x => { produced++; return x; }).Where(x => x == 3 ? throw error : true).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(4, produced);
        o.AssertGrammar();
    }

    [Fact]
    public void ThrowingSelector_BecomesOnError()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Range(0, 10).Select(x => x == 1 ? throw error : x).Subscribe(o);
        Assert.Equal([0], o.Values);
        Assert.Same(error, o.Error);
        o.AssertGrammar();
    }

    [Fact]
    public void UpstreamError_IsForwarded()
    {
        var error = new InvalidOperationException();
        var o = new RecordingObserver<int>();
        Observable.Throw<int>(error).Where(_ => true).Select(x => x).Subscribe(o);
        Assert.Same(error, o.Error);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        IObservable<int> source = Observable.Range(0, 1);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Where(_ => true));
        Assert.Throws<ArgumentNullException>("predicate", () => source.Where((Func<int, bool>)null!));
        Assert.Throws<ArgumentNullException>("predicate", () => source.Where((Func<int, int, bool>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => source.Select((Func<int, int>)null!));
        Assert.Throws<ArgumentNullException>("selector", () => source.Select((Func<int, int, int>)null!));
    }

    [Fact]
    public void PathLength_OneFramePerOperator()
    {
        // Emit after subscription, so only the OnNext path is on the stack.
        static int FramesAt(Func<IObservable<int>, IObservable<int>> query)
        {
            IObserver<int>? source = null;
            var frames = 0;
            query(Observable.Create<int>(o => { source = o; return Disposables.Disposable.Empty; }))
                .Subscribe(_ => frames = new StackTrace().FrameCount);
            source!.OnNext(1);
            return frames;
        }

        var baseline = FramesAt(xs => xs);
        // Take does not fuse with Where or Select, so each call below is one stage.
        var three = FramesAt(xs => xs.Where(_ => true).Take(int.MaxValue).Select(x => x));
        // At most one frame per operator (the JIT's guarded devirtualization may inline some away).
        Assert.InRange(three - baseline, 0, 3);
    }
}
