using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class ThrottleTests : ReactiveTest
{
    [Fact]
    public void Throttle_EmitsAfterQuietTime()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(
            OnNext(150, 1), OnNext(210, 2), OnNext(250, 3), OnNext(280, 4), OnNext(300, 5), OnNext(350, 6), OnNext(400, 7), OnCompleted<int>(500));
        var res = scheduler.Start(() => xs.Throttle(TimeSpan.FromTicks(20), scheduler));
        res.Messages.AssertEqual(OnNext(230, 2), OnNext(270, 3), OnNext(320, 5), OnNext(370, 6), OnNext(420, 7), OnCompleted<int>(500));
        xs.Subscriptions.AssertEqual(Subscribe(200, 500));
    }

    [Fact]
    public void Throttle_CompletionReleasesPendingValue()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        var res = scheduler.Start(() => xs.Throttle(TimeSpan.FromTicks(50), scheduler));
        res.Messages.AssertEqual(OnNext(230, 2), OnCompleted<int>(230));
    }

    [Fact]
    public void Throttle_ErrorDropsPendingValue()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(230, ex));
        var res = scheduler.Start(() => xs.Throttle(TimeSpan.FromTicks(50), scheduler));
        res.Messages.AssertEqual(OnError<int>(230, ex));
    }

    [Fact]
    public void Debounce_IsThrottle()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(300, 3), OnCompleted<int>(400));
        var res = scheduler.Start(() => xs.Debounce(TimeSpan.FromTicks(20), scheduler));
        res.Messages.AssertEqual(OnNext(240, 2), OnNext(320, 3), OnCompleted<int>(400));
    }

    [Fact]
    public void Throttle_Dispose_CancelsPending()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(390, 2));
        var res = scheduler.Start(() => xs.Throttle(TimeSpan.FromTicks(50), scheduler), 400);
        res.Messages.AssertEqual(OnNext(260, 1));
    }

    [Fact]
    public void Throttle_Arguments()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Throttle(TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("dueTime", () => Observable.Return(1).Throttle(TimeSpan.FromTicks(-1)));
    }
}
