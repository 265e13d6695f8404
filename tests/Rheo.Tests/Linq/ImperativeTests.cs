using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class ImperativeTests
{
    [Fact]
    public void If_ChoosesPerSubscription()
    {
        var flag = true;
        var xs = Observable.If(() => flag, Observable.Return(1), Observable.Return(2));
        var o = new RecordingObserver<int>();
        xs.Subscribe(o);
        flag = false;
        xs.Subscribe(o);
        Assert.Equal([1, 2], o.Values);

        var p = new RecordingObserver<int>();
        Observable.If(() => false, Observable.Return(1)).Subscribe(p);
        Assert.Empty(p.Values);
        Assert.True(p.Completed);
    }

    [Fact]
    public void If_ThrowingCondition_BecomesOnError()
    {
        var o = new RecordingObserver<int>();
        Observable.If(() => throw new FormatException(), Observable.Return(1)).Subscribe(o);
        Assert.IsType<FormatException>(o.Error);
    }

    [Fact]
    public void Case_SelectsByKey_OrDefault()
    {
        var key = "a";
        var map = new Dictionary<string, IObservable<int>> { ["a"] = Observable.Return(1), ["b"] = Observable.Return(2) };
        var xs = Observable.Case(() => key, map, Observable.Return(0));
        var o = new RecordingObserver<int>();
        xs.Subscribe(o);
        key = "b";
        xs.Subscribe(o);
        key = "z";
        xs.Subscribe(o);
        Assert.Equal([1, 2, 0], o.Values);

        var p = new RecordingObserver<int>();
        Observable.Case(() => "z", map).Subscribe(p);
        Assert.True(p.Completed);

        var q = new RecordingObserver<int>();
        Observable.Case<string, int>(() => throw new FormatException(), map).Subscribe(q);
        Assert.IsType<FormatException>(q.Error);
    }

    [Fact]
    public void While_And_DoWhile()
    {
        var i = 0;
        var o = new RecordingObserver<int>();
        Observable.While(() => i < 3, Observable.Defer(() => Observable.Return(i++))).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);

        var j = 10;
        var p = new RecordingObserver<int>();
        Observable.Defer(() => Observable.Return(j++)).DoWhile(() => false).Subscribe(p);
        Assert.Equal([10], p.Values);

        var q = new RecordingObserver<int>();
        Observable.While(() => false, Observable.Return(1)).Subscribe(q);
        Assert.Empty(q.Values);
        Assert.True(q.Completed);
    }

    [Fact]
    public void While_ManyIterations_ConstantStack_AndErrors()
    {
        var n = 0;
        var o = new RecordingObserver<int>();
        Observable.While(() => n < 1_000_000, Observable.Defer(() => { n++; return Observable.Empty<int>(); })).Subscribe(o);
        Assert.Equal(1_000_000, n);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        Observable.While(() => throw new FormatException(), Observable.Return(1)).Subscribe(p);
        Assert.IsType<FormatException>(p.Error);

        var q = new RecordingObserver<int>();
        Observable.Throw<int>(new ArgumentException()).DoWhile(() => true).Subscribe(q);
        Assert.IsType<ArgumentException>(q.Error);
    }

    [Fact]
    public void While_Dispose_StopsLoop()
    {
        var source = new CombiningHotSource<int>();
        var o = new RecordingObserver<int>();
        var d = Observable.While(() => true, source).Subscribe(o);
        source.OnNext(1);
        source.OnCompleted();
        Assert.Equal(2, source.Subscriptions);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(0, source.ObserverCount);
    }

    [Fact]
    public void For_ConcatenatesPerItem()
    {
        var o = new RecordingObserver<int>();
        Observable.For(new[] { 1, 2, 3 }, x => Observable.Range(x * 10, x)).Subscribe(o);
        Assert.Equal([10, 20, 21, 30, 31, 32], o.Values);
        Assert.True(o.Completed);

        var p = new RecordingObserver<int>();
        Observable.For(new[] { 1, 0 }, x => Observable.Return(10 / x)).Subscribe(p);
        Assert.Equal([10], p.Values);
        Assert.IsType<DivideByZeroException>(p.Error);

        var q = new RecordingObserver<int>();
        Observable.For(Array.Empty<int>(), Observable.Return).Subscribe(q);
        Assert.True(q.Completed);
    }

    [Fact]
    public void ArgumentValidation()
    {
        var s = Observable.Return(1);
        Assert.Equal("condition", Assert.Throws<ArgumentNullException>(() => Observable.If(null!, s)).ParamName);
        Assert.Equal("thenSource", Assert.Throws<ArgumentNullException>(() => Observable.If(() => true, null!, s)).ParamName);
        Assert.Equal("elseSource", Assert.Throws<ArgumentNullException>(() => Observable.If(() => true, s, (IObservable<int>)null!)).ParamName);
        Assert.Equal("selector", Assert.Throws<ArgumentNullException>(() => Observable.Case<int, int>(null!, new Dictionary<int, IObservable<int>>())).ParamName);
        Assert.Equal("sources", Assert.Throws<ArgumentNullException>(() => Observable.Case<int, int>(() => 1, null!)).ParamName);
        Assert.Equal("defaultSource", Assert.Throws<ArgumentNullException>(() => Observable.Case(() => 1, new Dictionary<int, IObservable<int>>(), (IObservable<int>)null!)).ParamName);
        Assert.Equal("condition", Assert.Throws<ArgumentNullException>(() => Observable.While(null!, s)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => Observable.While(() => true, (IObservable<int>)null!)).ParamName);
        Assert.Equal("condition", Assert.Throws<ArgumentNullException>(() => s.DoWhile(null!)).ParamName);
        Assert.Equal("source", Assert.Throws<ArgumentNullException>(() => Observable.For((int[])null!, Observable.Return)).ParamName);
        Assert.Equal("resultSelector", Assert.Throws<ArgumentNullException>(() => Observable.For(new[] { 1 }, (Func<int, IObservable<int>>)null!)).ParamName);
    }
}
