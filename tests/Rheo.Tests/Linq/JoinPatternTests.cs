using Rheo.Joins;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class JoinPatternTests
{
    [Fact]
    public void When_AndThen_ConsumesOneValueOfEach()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<string>();
        var o = new RecordingObserver<string>();
        Observable.When(a.And(b).Then((x, y) => y + x)).Subscribe(o);
        a.OnNext(1);
        a.OnNext(2);
        b.OnNext("a");
        b.OnNext("b");
        b.OnNext("c");
        Assert.Equal(["a1", "b2"], o.Values);
        a.OnNext(3);
        Assert.Equal(["a1", "b2", "c3"], o.Values);
        o.AssertGrammar();
    }

    [Fact]
    public void When_ThreeAndFourSources()
    {
        var o = new RecordingObserver<int>();
        Observable.When(Observable.Range(0, 3).And(Observable.Range(10, 3)).And(Observable.Range(100, 2)).Then((x, y, z) => x + y + z)).Subscribe(o);
        Assert.Equal([110, 113], o.Values);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        Observable.When(Observable.Return(1).And(Observable.Return(2)).And(Observable.Return(3)).And(Observable.Return(4)).Then((w, x, y, z) => w + x + y + z)).Subscribe(p);
        Assert.Equal([10], p.Values);
        Assert.True(p.Completed);
    }

    [Fact]
    public void When_SeveralPlans_ShareSources_InOrder()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var c = new CombiningHotSource<int>();
        var o = new RecordingObserver<string>();
        Observable.When(
            a.And(b).Then((x, y) => $"ab{x}{y}"),
            a.And(c).Then((x, z) => $"ac{x}{z}")).Subscribe(o);
        Assert.Equal(1, a.Subscriptions);
        c.OnNext(7);
        a.OnNext(1);
        b.OnNext(2);
        a.OnNext(3);
        b.OnNext(4);
        Assert.Equal(["ac17", "ab32"], o.Values);
    }

    [Fact]
    public void When_SingleSourcePlan_And_Completion()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        new[] { a.Then(x => x * 10), b.Then(x => -x) }.AsEnumerable().When().Subscribe(o);
        a.OnNext(1);
        b.OnNext(2);
        a.OnCompleted();
        Assert.False(o.IsTerminated);
        Assert.Equal(0, a.ObserverCount);
        b.OnNext(3);
        b.OnCompleted();
        Assert.Equal([10, -2, -3], o.Values);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        Observable.When<int>().Subscribe(p);
        Assert.True(p.Completed);
    }

    [Fact]
    public void When_CompletionWaitsForPartner()
    {
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        Observable.When(a.And(b).Then((x, y) => x + y)).Subscribe(o);
        a.OnNext(1);
        a.OnCompleted();
        b.OnNext(2);
        Assert.Equal([3], o.Values);
        Assert.False(o.IsTerminated);
        b.OnNext(5);
        Assert.True(o.Completed);
        Assert.Equal(0, b.ObserverCount);
    }

    [Fact]
    public void When_Error_And_ThrowingSelector_And_Dispose()
    {
        var a = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        Observable.When(a.And(Observable.Throw<int>(new FormatException())).Then((x, y) => x)).Subscribe(o);
        Assert.IsType<FormatException>(o.Error);
        Assert.Equal(0, a.ObserverCount);

        var p = new RecordingObserver<int>();
        Observable.When(Observable.Return(0).And(Observable.Return(0)).Then((x, y) => 1 / x)).Subscribe(p);
        Assert.IsType<DivideByZeroException>(p.Error);
        p.AssertGrammar();

        var b = new CombiningHotSource<int>();
        var c = new CombiningHotSource<int>();
        var q = new RecordingObserver<int>();
        var d = Observable.When(b.And(c).Then((x, y) => x)).Subscribe(q);
        d.Dispose();
        Assert.Equal(0, b.ObserverCount);
        Assert.Equal(0, c.ObserverCount);
    }

    [Fact]
    public void When_ConcurrentSources_ExactPairs()
    {
        const int n = 20_000;
        var a = new CombiningHotSource<int>();
        var b = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var done = new ManualResetEventSlim();
        Observable.When(a.And(b).Then((x, y) => x == y ? x : -1)).Subscribe(o.OnNext, o.OnError, () => { o.OnCompleted(); done.Set(); });
        var start = new Barrier(2);
        var threads = new[] { a, b }.Select(s => new Thread(() =>
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
    public void ArgumentValidation()
    {
        IObservable<int> nil = null!;
        var s = Observable.Return(1);
        Assert.Equal("left", Assert.Throws<ArgumentNullException>(() => nil.And(s)).ParamName);
        Assert.Equal("right", Assert.Throws<ArgumentNullException>(() => s.And(nil)).ParamName);
        Assert.Equal("other", Assert.Throws<ArgumentNullException>(() => s.And(s).And(nil)).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => s.And(s).Then((Func<int, int, int>)null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => nil.Then(x => x)).ParamName);
        Assert.Equal("plans", Assert.Throws<ArgumentNullException>(() => Observable.When((Plan<int>[])null!)).ParamName);
        Assert.Equal("plans", Assert.Throws<ArgumentNullException>(() => Observable.When(new Plan<int>[] { null! })).ParamName);
    }
}
