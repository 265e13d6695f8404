using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class StartWithTests
{
    [Fact]
    public void ValuesFirst_ThenSource()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(3, 2).StartWith(1, 2).Subscribe(o);
        Assert.Equal([1, 2, 3, 4], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
        var e = new RecordingObserver<int>();
        Observable.Range(3, 2).StartWith(new List<int> { 1, 2 }).Subscribe(e);
        Assert.Equal([1, 2, 3, 4], e.Values);
    }

    [Fact]
    public void EnumerableIsEnumeratedPerSubscription()
    {
        var n = 0;
        IEnumerable<int> Values()
        {
            yield return ++n;
        }

        var s = Observable.Empty<int>().StartWith(Values());
        var a = new RecordingObserver<int>();
        var b = new RecordingObserver<int>();
        s.Subscribe(a);
        s.Subscribe(b);
        Assert.Equal([1], a.Values);
        Assert.Equal([2], b.Values);
    }

    [Fact]
    public void EmptyAndError()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().StartWith().Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
        var error = new InvalidOperationException();
        var e = new RecordingObserver<int>();
        Observable.Throw<int>(error).StartWith(1).Subscribe(e);
        Assert.Equal([1], e.Values);
        Assert.Same(error, e.Error);
    }

    [Fact]
    public void ThrowingEnumeration_IsOnError_AndSourceNotSubscribed()
    {
        var error = new InvalidOperationException();
        IEnumerable<int> Values()
        {
            yield return 1;
            throw error;
        }

        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        source.StartWith(Values()).Subscribe(o);
        Assert.Equal([1], o.Values);
        Assert.Same(error, o.Error);
        Assert.Equal(0, source.Subscriptions);
    }

    [Fact]
    public void DisposeDuringValues_StopsAndNeverSubscribes()
    {
        var source = new SingleOpsSource<int>();
        var seen = new List<int>();
        var o = new RecordingObserver<int>();
        source.StartWith(1, 2, 3).Do(seen.Add).Take(2).Subscribe(o);
        Assert.Equal([1, 2], seen);
        Assert.True(o.Completed);
        Assert.Equal(0, source.Subscriptions);
    }

    [Fact]
    public void DisposeMidStream_DisposesUpstream()
    {
        var source = new SingleOpsSource<int>();
        var o = new RecordingObserver<int>();
        var d = source.StartWith(0).Subscribe(o);
        source.OnNext(1);
        d.Dispose();
        source.OnNext(2);
        Assert.Equal([0, 1], o.Values);
        Assert.Equal(1, source.Disposals);
    }

    [Fact]
    public void Prepend_EmitsOneValueFirst()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(1, 2).Prepend(0).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void NullArguments_Throw()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).StartWith(1));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).StartWith(new List<int>()));
        Assert.Throws<ArgumentNullException>("values", () => Observable.Range(0, 1).StartWith((int[])null!));
        Assert.Throws<ArgumentNullException>("values", () => Observable.Range(0, 1).StartWith((IEnumerable<int>)null!));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Prepend(1));
    }
}
