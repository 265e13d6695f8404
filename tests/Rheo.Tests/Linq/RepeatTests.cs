using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class RepeatTests
{
    [Fact]
    public void RepeatForever_TakeStopsTheLoopAtOnce()
    {
        var o = new RecordingObserver<int>();
        Observable.Repeat(1).Take(3).Subscribe(o);
        Assert.Equal([1, 1, 1], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void RepeatForever_CancelFromOnNextStopsTheLoop()
    {
        var seen = 0;
        using var cts = new CancellationTokenSource();
        Observable.Repeat("x").Subscribe(
            _ =>
            {
                if (++seen == 5)
                {
                    cts.Cancel();
                }
            },
            cts.Token);
        Assert.Equal(5, seen);
    }

    [Fact]
    public void RepeatCount_EmitsCountThenCompletes()
    {
        var o = new RecordingObserver<string>();
        Observable.Repeat("a", 3).Subscribe(o);
        Assert.Equal(["a", "a", "a"], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void RepeatCount_Zero_Completes()
    {
        var o = new RecordingObserver<int>();
        Observable.Repeat(7, 0).Subscribe(o);
        Assert.Empty(o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void RepeatCount_Large_TakeStopsTheLoop()
    {
        var o = new RecordingObserver<int>();
        Observable.Repeat(2, int.MaxValue).Skip(1).Take(2).Subscribe(o);
        Assert.Equal([2, 2], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();
    }

    [Fact]
    public void RepeatCount_Negative_Throws()
    {
        Assert.Throws<ArgumentOutOfRangeException>("repeatCount", () => Observable.Repeat(1, -1));
    }

    [Fact]
    public void Repeat_ThrowingObserverStopsTheLoop()
    {
        var seen = 0;
        var error = new InvalidOperationException();
        var thrown = Assert.Throws<InvalidOperationException>(() => Observable.Repeat(1).Subscribe(_ =>
        {
            if (++seen == 3)
            {
                throw error;
            }
        }));
        Assert.Same(error, thrown);
        Assert.Equal(3, seen);
    }
}
