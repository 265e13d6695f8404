using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class DistinctUntilChangedTests
{
    [Fact]
    public void DropsRepeats()
    {
        var o = new RecordingObserver<int>();
        new[] { 1, 1, 2, 2, 2, 1, 3, 3 }.ToSource().DistinctUntilChanged().Subscribe(o);
        Assert.Equal([1, 2, 1, 3], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void KeySelectorAndComparer()
    {
        var c = new RecordingObserver<string>();
        new[] { "a", "A", "b", "B", "a" }.ToSource().DistinctUntilChanged(StringComparer.OrdinalIgnoreCase).Subscribe(c);
        Assert.Equal(["a", "b", "a"], c.Values);
        var k = new RecordingObserver<int>();
        new[] { 1, 3, 2, 4, 5 }.ToSource().DistinctUntilChanged(x => x % 2).Subscribe(k);
        Assert.Equal([1, 2, 5], k.Values);
        var kc = new RecordingObserver<string>();
        new[] { "ax", "Ay", "bz" }.ToSource().DistinctUntilChanged(s => s[..1], StringComparer.OrdinalIgnoreCase).Subscribe(kc);
        Assert.Equal(["ax", "bz"], kc.Values);
    }

    [Fact]
    public void Twice_WithTheSameComparer_IsOnce()
    {
        var once = Observable.Range(0, 3).DistinctUntilChanged();
        Assert.Same(once, once.DistinctUntilChanged());
        Assert.NotSame(once, once.DistinctUntilChanged(new DistinctTests.ThrowingComparer(new Exception())));
    }

    [Fact]
    public void FirstValue_IsAlwaysEmitted_EvenDefault()
    {
        var o = new RecordingObserver<int>();
        new[] { 0, 0 }.ToSource().DistinctUntilChanged().Subscribe(o);
        Assert.Equal([0], o.Values);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().DistinctUntilChanged().Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).DistinctUntilChanged(x => x).Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingKeySelector_AndComparer_AreOnError()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.DistinctUntilChanged(x => x == 2 ? throw error : x).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();

        var c = new RecordingObserver<int>();
        new[] { 1, 2 }.ToSource().DistinctUntilChanged(new DistinctTests.ThrowingComparer(error)).Subscribe(c);
        Assert.Equal([1], c.Values);
        Assert.Same(error, c.Error);
        var kc = new RecordingObserver<int>();
        new[] { 1, 2 }.ToSource().DistinctUntilChanged(x => x, new DistinctTests.ThrowingComparer(error)).Subscribe(kc);
        Assert.Same(error, kc.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.DistinctUntilChanged().Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        var s = Observable.Range(0, 1);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).DistinctUntilChanged());
        Assert.Throws<ArgumentNullException>("comparer", () => s.DistinctUntilChanged((IEqualityComparer<int>)null!));
        Assert.Throws<ArgumentNullException>("keySelector", () => s.DistinctUntilChanged((Func<int, int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => s.DistinctUntilChanged(x => x, null!));
    }
}
