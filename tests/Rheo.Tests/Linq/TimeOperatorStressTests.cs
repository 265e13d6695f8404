using Rheo.Linq;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class TimeOperatorStressTests
{
    private static readonly TimeSpan Bound = Bounded.Timeout;

    private static IObservable<int> ProducerThread(int count) => Observable.Create<int>(observer => Task.Run(() =>
    {
        for (var i = 0; i < count; i++)
        {
            observer.OnNext(i);
        }
    }));

    private static RecordingObserver<T> RunToEnd<T>(IObservable<T> source)
    {
        using var done = new ManualResetEventSlim();
        var o = new RecordingObserver<T>();
        using var subscription = source.Finally(done.Set).Subscribe(o);
        Assert.True(done.Wait(Bound));
        o.AssertGrammar();
        return o;
    }

    [Fact]
    public void Delay_ProducerRacingTheDrain_KeepsOrderAndCount()
    {
        for (var round = 0; round < 5; round++)
        {
            var o = RunToEnd(ProducerThread(20_000).Delay(TimeSpan.FromTicks(1)));
            Assert.Equal(Enumerable.Range(0, 20_000), o.Values);
            Assert.True(o.Completed);
        }
    }

    [Fact]
    public void Throttle_ProducerRacingTheTimer_GrammarHolds_LastValueWins()
    {
        for (var round = 0; round < 5; round++)
        {
            var o = RunToEnd(ProducerThread(20_000).Throttle(TimeSpan.FromTicks(1)));
            Assert.True(o.Completed);
            Assert.Equal(19_999, o.Values[^1]);
            Assert.Equal(o.Values.Order(), o.Values);
        }
    }

    [Fact]
    public void Timeout_ValuesRacingTheTimer_ExactlyOneTerminal_NoValueAfterIt()
    {
        for (var round = 0; round < 20; round++)
        {
            var o = RunToEnd(ProducerThread(5_000).Timeout(TimeSpan.FromTicks(round * 50)));
            Assert.Equal(1, o.TerminalCount);
            Assert.Equal(Enumerable.Range(0, o.Values.Count), o.Values);
            if (o.Error is not null)
            {
                Assert.IsType<TimeoutException>(o.Error);
            }
        }
    }

    [Fact]
    public void Sample_ProducerRacingTheTicks_GrammarHolds()
    {
        var o = RunToEnd(ProducerThread(50_000).Sample(TimeSpan.FromMilliseconds(1)));
        Assert.True(o.Completed);
        Assert.Equal(o.Values.Order(), o.Values);
    }

    [Fact]
    public void BufferTimeCount_ProducerRacingTheTimer_NothingLostOrDuplicated()
    {
        var o = RunToEnd(ProducerThread(20_000).Buffer(TimeSpan.FromTicks(100), 7));
        Assert.Equal(Enumerable.Range(0, 20_000), o.Values.SelectMany(b => b));
        Assert.All(o.Values, b => Assert.True(b.Count <= 7));
    }
}
