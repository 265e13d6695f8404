using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class WindowTests
{
    [Fact]
    public void Count_SplitsIntoWindows_AsRxDoes()
    {
        var r = new GroupingRecorder<IObservable<int>, int>();
        Observable.Range(0, 7).Window(3).Subscribe(r);
        Assert.Equal([[0, 1, 2], [3, 4, 5], [6]], r.Groups.Select(g => g.Observer.Values.ToArray()));
        Assert.All(r.Groups, g => Assert.True(g.Observer.Completed));
        Assert.True(r.Outer.Completed);
        r.Outer.AssertGrammar();
        var exact = new GroupingRecorder<IObservable<int>, int>();
        Observable.Range(0, 4).Window(2).Subscribe(exact);
        Assert.Equal([[0, 1], [2, 3], []], exact.Groups.Select(g => g.Observer.Values.ToArray()));
    }

    [Fact]
    public void FirstWindow_OpensAtSubscription()
    {
        var source = new SingleOpsSource<int>();
        var r = new GroupingRecorder<IObservable<int>, int>();
        source.Window(2).Subscribe(r);
        Assert.Single(r.Groups);
        source.OnNext(1);
        source.OnNext(2);
        Assert.True(r.Groups[0].Observer.Completed);
        Assert.Equal(2, r.Groups.Count);
    }

    [Fact]
    public void OverlappingAndGaps()
    {
        var o = new GroupingRecorder<IObservable<int>, int>();
        Observable.Range(0, 4).Window(3, 1).Subscribe(o);
        Assert.Equal([[0, 1, 2], [1, 2, 3], [2, 3], [3], []], o.Groups.Select(g => g.Observer.Values.ToArray()));
        var g = new GroupingRecorder<IObservable<int>, int>();
        Observable.Range(0, 7).Window(2, 3).Subscribe(g);
        Assert.Equal([[0, 1], [3, 4], [6]], g.Groups.Select(x => x.Observer.Values.ToArray()));
    }

    [Fact]
    public void EmptyAndError()
    {
        var e = new GroupingRecorder<IObservable<int>, int>();
        Observable.Empty<int>().Window(2).Subscribe(e);
        Assert.Single(e.Groups);
        Assert.True(e.Groups[0].Observer.Completed);
        Assert.True(e.Outer.Completed);
        var error = new InvalidOperationException();
        var x = new GroupingRecorder<IObservable<int>, int>();
        Observable.Throw<int>(error).Window(2, 1).Subscribe(x);
        Assert.Same(error, x.Groups[0].Observer.Error);
        Assert.Same(error, x.Outer.Error);
    }

    [Fact]
    public void DisposingOuter_KeepsSourceWhileAWindowIsSubscribed()
    {
        var source = new SingleOpsSource<int>();
        var r = new GroupingRecorder<IObservable<int>, int>();
        var outer = source.Window(10).Subscribe(r);
        source.OnNext(1);
        outer.Dispose();
        Assert.Equal(0, source.Disposals);
        source.OnNext(2);
        Assert.Equal([1, 2], r.Groups[0].Observer.Values);
        r.Groups[0].Subscription.Dispose();
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void DisposeMidStream_WithoutWindowSubscriptions_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<IObservable<int>>();
        var d = source.Window(1).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal(2, o.Values.Count);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void BadArguments_Throw()
    {
        var s = Observable.Range(0, 1);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Window(1));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Window(1, 1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => s.Window(0));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => s.Window(0, 1));
        Assert.Throws<ArgumentOutOfRangeException>("skip", () => s.Window(1, -1));
    }
}
