using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class TimeSelectorTests : ReactiveTest
{
    [Fact]
    public void Delay_Selector_DurationFromTheData()
    {
        // Seed example: each word is delayed by its length, here in units of 10 ticks, with duration sequences built
        // as cold observables on the test scheduler (a cold OnNext at 10 × length is a timer of that length).
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, "abc"), OnNext(220, "a"), OnNext(230, "abcdef"), OnCompleted<string>(240));
        var durations = new List<ITestableObservable<long>>();
        var res = scheduler.Start(() => xs.Delay(x =>
        {
            var d = scheduler.CreateColdObservable(OnNext(10L * x.Length, 0L), OnCompleted<long>(10L * x.Length));
            durations.Add(d);
            return d;
        }));
        res.Messages.AssertEqual(OnNext(230, "a"), OnNext(240, "abc"), OnNext(290, "abcdef"), OnCompleted<string>(290));
        xs.Subscriptions.AssertEqual(Subscribe(200, 240));
        durations[0].Subscriptions.AssertEqual(Subscribe(210, 240));
        durations[1].Subscriptions.AssertEqual(Subscribe(220, 230));
    }

    [Fact]
    public void Delay_Selector_EmptyDurationReleasesAtCompletion()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.Delay(_ => scheduler.CreateColdObservable(OnCompleted<int>(15))));
        res.Messages.AssertEqual(OnNext(225, 1), OnCompleted<int>(300));
    }

    [Fact]
    public void Delay_Selector_DurationError_Fails()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(250, 2));
        var res = scheduler.Start(() => xs.Delay(x => x == 2 ? scheduler.CreateColdObservable(OnError<int>(5, ex)) : scheduler.CreateColdObservable(OnNext(100, 0))));
        res.Messages.AssertEqual(OnError<int>(255, ex));
        xs.Subscriptions.AssertEqual(Subscribe(200, 255));
    }

    [Fact]
    public void Delay_Selector_Throws_Fails()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1));
        var res = scheduler.Start(() => xs.Delay<int, int>(_ => throw ex));
        res.Messages.AssertEqual(OnError<int>(210, ex));
    }

    [Fact]
    public void Delay_SubscriptionDelay_ThenSelector()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnNext(20, 2), OnCompleted<int>(30));
        var res = scheduler.Start(() => xs.Delay(scheduler.CreateColdObservable(OnNext(50, 0)), _ => scheduler.CreateColdObservable(OnNext(5, 0))));
        res.Messages.AssertEqual(OnNext(265, 1), OnNext(275, 2), OnCompleted<int>(280));
        xs.Subscriptions.AssertEqual(Subscribe(250, 280));
    }

    [Fact]
    public void Throttle_Selector_QuietPeriodFromTheData()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 10), OnNext(215, 50), OnNext(300, 20), OnNext(330, 5), OnCompleted<int>(400));
        var res = scheduler.Start(() => xs.Throttle(x => scheduler.CreateColdObservable(OnNext(x, 0))));
        res.Messages.AssertEqual(OnNext(265, 50), OnNext(320, 20), OnNext(335, 5), OnCompleted<int>(400));
    }

    [Fact]
    public void Debounce_Selector_CompletionReleasesPending()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(220));
        var res = scheduler.Start(() => xs.Debounce(_ => scheduler.CreateColdObservable(OnNext(100, 0))));
        res.Messages.AssertEqual(OnNext(220, 1), OnCompleted<int>(220));
    }

    [Fact]
    public void Timeout_Selector_SeedExample()
    {
        // Each value sets the timeout for the next one; here the next value must come within 10 × value ticks.
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 5), OnNext(250, 2), OnNext(260, 1), OnNext(290, 3), OnCompleted<int>(400));
        var res = scheduler.Start(() => xs.Timeout(x => scheduler.CreateColdObservable(OnNext(10L * x, 0L))));
        Assert.Equal(4, res.Messages.Count);
        Assert.Equal(OnNext(210, 5), res.Messages[0]);
        Assert.Equal(OnNext(250, 2), res.Messages[1]);
        Assert.Equal(OnNext(260, 1), res.Messages[2]);
        Assert.Equal(270, res.Messages[3].Time);
        Assert.IsType<TimeoutException>(res.Messages[3].Value.Exception);
        xs.Subscriptions.AssertEqual(Subscribe(200, 270));
    }

    [Fact]
    public void Timeout_Selector_FirstTimeout_AndOther()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(240, 1), OnCompleted<int>(300));
        var ys = scheduler.CreateColdObservable(OnNext(5, -1), OnCompleted<int>(10));
        var res = scheduler.Start(() => xs.Timeout(scheduler.CreateColdObservable(OnCompleted<long>(30)), x => Observable.Never<long>(), ys));
        res.Messages.AssertEqual(OnNext(235, -1), OnCompleted<int>(240));
        xs.Subscriptions.AssertEqual(Subscribe(200, 230));
    }

    [Fact]
    public void Timeout_Selector_InTime()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        var res = scheduler.Start(() => xs.Timeout(scheduler.CreateColdObservable(OnNext(50L, 0L)), x => scheduler.CreateColdObservable(OnNext(50L, 0L))));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
    }

    [Fact]
    public void Timeout_Selector_Throws_Fails()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2));
        var res = scheduler.Start(() => xs.Timeout<int, long>(_ => throw ex));
        res.Messages.AssertEqual(OnNext(210, 1), OnError<int>(210, ex));
        xs.Subscriptions.AssertEqual(Subscribe(200, 210));
    }
}
