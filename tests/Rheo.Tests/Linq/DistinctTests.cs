using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class DistinctTests
{
    private static readonly int[] Input = [1, 2, 1, 3, 2, 4];

    [Fact]
    public void PassesFirstOccurrences()
    {
        var o = new RecordingObserver<int>();
        Input.ToSource().Distinct().Subscribe(o);
        Assert.Equal([1, 2, 3, 4], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void KeySelectorAndComparer()
    {
        var o = new RecordingObserver<string>();
        new[] { "a", "B", "A", "b", "c" }.ToSource().Distinct(StringComparer.OrdinalIgnoreCase).Subscribe(o);
        Assert.Equal(["a", "B", "c"], o.Values);
        var k = new RecordingObserver<int>();
        Input.ToSource().Distinct(x => x % 2).Subscribe(k);
        Assert.Equal([1, 2], k.Values);
        var kc = new RecordingObserver<string>();
        new[] { "ax", "Ay", "bz" }.ToSource().Distinct(s => s[..1], StringComparer.OrdinalIgnoreCase).Subscribe(kc);
        Assert.Equal(["ax", "bz"], kc.Values);
    }

    [Fact]
    public void NullValues_AreDistinctToo()
    {
        var o = new RecordingObserver<string?>();
        new[] { null, "a", null }.ToSource().Distinct().Subscribe(o);
        Assert.Equal([null, "a"], o.Values);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().Distinct().Subscribe(o);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).Distinct().Subscribe(e);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingKeySelector_AndComparer_AreOnError()
    {
        var error = new InvalidOperationException();
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.Distinct(x => x == 2 ? throw error : x).Subscribe(o);
        source.OnNext(1);
        source.OnNext(2);
        source.OnNext(3);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(1, source.Disposals);
        o.AssertGrammar();

        var c = new RecordingObserver<int>();
        Input.ToSource().Distinct(new ThrowingComparer(error)).Subscribe(c);
        Assert.Same(error, c.Error);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.Distinct().Subscribe(o);
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
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Distinct());
        Assert.Throws<ArgumentNullException>("comparer", () => s.Distinct((IEqualityComparer<int>)null!));
        Assert.Throws<ArgumentNullException>("keySelector", () => s.Distinct((Func<int, int>)null!));
        Assert.Throws<ArgumentNullException>("comparer", () => s.Distinct(x => x, null!));
    }

    internal sealed class ThrowingComparer(Exception error) : IEqualityComparer<int>
    {
        public bool Equals(int x, int y) => throw error;

        public int GetHashCode(int obj) => 0;
    }
}
