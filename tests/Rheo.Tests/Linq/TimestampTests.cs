using Rheo.Linq;
using Rheo.Testing;
using Rheo.Tests.Support;

namespace Rheo.Tests.Linq;

public class TimestampTests : ReactiveTest
{
    [Fact]
    public void Timestamp_UsesSchedulerClock()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(230, 2), OnCompleted<int>(260));
        var res = scheduler.Start(() => xs.Timestamp(scheduler));
        res.Messages.AssertEqual(
            OnNext(210, new Timestamped<int>(1, new DateTimeOffset(210, TimeSpan.Zero))),
            OnNext(230, new Timestamped<int>(2, new DateTimeOffset(230, TimeSpan.Zero))),
            OnCompleted<Timestamped<int>>(260));
    }

    [Fact]
    public void TimeInterval_FromSubscriptionThenBetweenValues()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(230, 2), OnNext(260, 3), OnNext(300, 4), OnCompleted<int>(400));
        var res = scheduler.Start(() => xs.TimeInterval(scheduler));
        res.Messages.AssertEqual(
            OnNext(210, new TimeInterval<int>(1, TimeSpan.FromTicks(10))),
            OnNext(230, new TimeInterval<int>(2, TimeSpan.FromTicks(20))),
            OnNext(260, new TimeInterval<int>(3, TimeSpan.FromTicks(30))),
            OnNext(300, new TimeInterval<int>(4, TimeSpan.FromTicks(40))),
            OnCompleted<TimeInterval<int>>(400));
    }

    [Fact]
    public void TimeInterval_ReadsTheStopwatch_NotNow()
    {
        var scheduler = new CountingStopwatchScheduler();
        var values = Observable.Range(0, 5).TimeInterval(scheduler).ToList().Wait();
        Assert.Equal(5, values.Count);
        Assert.Equal(1, scheduler.Stopwatches);
        Assert.Equal(0, scheduler.NowReads);
    }
}
