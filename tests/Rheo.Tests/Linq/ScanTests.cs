using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class ScanTests
{
    [Fact]
    public void WithSeed_EmitsRunningAccumulations()
    {
        var o = new RecordingObserver<string>();
        Observable.Range(1, 3).Scan("", (acc, x) => acc + x).Subscribe(o);
        Assert.Equal(["1", "12", "123"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void WithoutSeed_FirstValueIsEmittedAsIs()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 4).Scan((acc, x) => acc + x).Subscribe(o);
        Assert.Equal([1, 3, 6, 10], o.Values);
    }

    [Fact]
    public void SeedIsPerSubscription()
    {
        var scan = Observable.Range(1, 2).Scan(10, (acc, x) => acc + x);
        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        scan.Subscribe(a);
        scan.Subscribe(b);
        Assert.Equal([11, 13], a.Values);
        Assert.Equal([11, 13], b.Values);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().Scan(0, (a, x) => a + x).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).Scan((a, x) => a + x).Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingAccumulator_IsOnError()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.Scan(0, (a, x) => x == 2 ? throw error : a + x).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();
        var n = new RecordingObserver<int>();
        Observable.Range(0, 3).Scan((_, _) => throw error).Subscribe(n);
        Assert.Equal([0], n.Values);
        Assert.Same(error, n.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.Scan((a, x) => a + x).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Scan((a, x) => a));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Scan(0, (a, x) => a));
        Assert.Throws<ArgumentNullException>("accumulator", () => Observable.Range(0, 1).Scan(null!));
        Assert.Throws<ArgumentNullException>("accumulator", () => Observable.Range(0, 1).Scan(0, (Func<int, int, int>)null!));
    }
}
