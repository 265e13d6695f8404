using Rheo;
using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class CreationTests
{
    [Fact]
    public void Return_EmitsValueThenCompletes()
    {
        var o = new RecordingObserver<int>();
        Observable.Return(42).Subscribe(o);
        Assert.Equal([42], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void Empty_Completes()
    {
        var o = new RecordingObserver<int>();
        Observable.Empty<int>().Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
        Assert.Same(Observable.Empty<int>(), Observable.Empty(0));
    }

    [Fact]
    public void Never_SendsNothing()
    {
        var o = new RecordingObserver<int>();
        using (Observable.Never<int>().Subscribe(o))
        {
        }

        Assert.Empty(o.Values);
        Assert.False(o.IsTerminated);
    }

    [Fact]
    public void Throw_SendsError()
    {
        var error = new InvalidOperationException("boom");
        var o = new RecordingObserver<int>();
        Observable.Throw<int>(error).Subscribe(o);
        Assert.Same(error, o.Error);
        Assert.Throws<ArgumentNullException>("exception", () => Observable.Throw<int>(null!));
    }

    [Fact]
    public void Range_EmitsConsecutiveValues()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(5, 4).Subscribe(o);
        Assert.Equal([5, 6, 7, 8], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Range_ReachesIntMaxValue()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(int.MaxValue - 2, 3).Subscribe(o);
        Assert.Equal([int.MaxValue - 2, int.MaxValue - 1, int.MaxValue], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Range_Zero_Completes()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(5, 0).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void Range_BadArguments_Throw()
    {
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Range(0, -1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Range(int.MaxValue, 2));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Range(2, int.MaxValue));
        Assert.NotNull(Observable.Range(1, int.MaxValue));
    }

    [Fact]
    public void Range_Take_StopsLoopMidway()
    {
        var produced = 0;
        var o = new RecordingObserver<int>();
        Observable.Range(0, int.MaxValue).Select(x => { produced++; return x; }).Take(3).Subscribe(o);
        Assert.Equal([0, 1, 2], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(3, produced);
        o.AssertGrammar();
    }

    [Fact]
    public void Range_TakeAfterWhere_CompletesAtOnce()
    {
        var o = new RecordingObserver<int>();
        Observable.Range(0, int.MaxValue).Where(_ => true).Take(1).Subscribe(o);
        Assert.Equal([0], o.Values);
        Assert.True(o.Completed);
    }
}
