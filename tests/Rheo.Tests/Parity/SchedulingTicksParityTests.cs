using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Parity;

/// <summary>
/// <c>SubscribeOn</c> and <c>ObserveOn</c> on virtual time, tick for tick as Rx.NET: where Rx.NET schedules work
/// (subscribing, letting the source go, each delivered message), the tick moves.
/// </summary>
public class SchedulingTicksParityTests : ReactiveTest
{
    [Fact]
    public void SubscribeOn_SourceCompleting_IsLetGoOneTickLaterOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnCompleted<long>(300));
        var res = scheduler.Start(() => xs.SubscribeOn(scheduler));
        res.Messages.AssertEqual(OnCompleted<long>(300));
        xs.Subscriptions.AssertEqual(Subscribe(201, 301));
    }

    [Fact]
    public void SubscribeOn_SourceFailing_IsLetGoOneTickLaterOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnError<int>(300, ex));
        var res = scheduler.Start(() => xs.SubscribeOn(scheduler));
        res.Messages.AssertEqual(OnError<int>(300, ex));
        xs.Subscriptions.AssertEqual(Subscribe(201, 301));
    }

    [Fact]
    public void SubscribeOn_Disposed_LetsTheSourceGoOneTickLater()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable<int>();
        var res = scheduler.Start(() => xs.SubscribeOn(scheduler));
        res.Messages.AssertEqual();
        xs.Subscriptions.AssertEqual(Subscribe(201, 1001));
    }

    [Fact]
    public void SubscribeOn_CreateSource_SubscribesAndDisposesOneTickLater()
    {
        var scheduler = new TestScheduler();
        long subscribed = 0, disposed = 0;
        var xs = Observable.Create<long>(_ =>
        {
            subscribed = scheduler.Clock;
            return () => disposed = scheduler.Clock;
        });
        scheduler.Start(() => xs.SubscribeOn(scheduler));
        Assert.Equal(201, subscribed);
        Assert.Equal(1001, disposed);
    }

    [Fact]
    public void SubscribeOnContext_SourceCompleting_IsLetGoThroughAPostOneTickLater()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(
            OnNext(90, 1), OnNext(120, 2), OnNext(230, 3), OnNext(240, 4), OnNext(310, 5), OnNext(470, 6), OnCompleted<int>(530));
        var res = scheduler.Start(() => xs.SubscribeOn(new TestSchedulerContext(scheduler)));
        res.Messages.AssertEqual(OnNext(230, 3), OnNext(240, 4), OnNext(310, 5), OnNext(470, 6), OnCompleted<int>(530));
        xs.Subscriptions.AssertEqual(Subscribe(201, 531));
    }

    [Fact]
    public void ObserveOn_Completed_SourceIsLetGoWhenCompletionIsDelivered()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(
            OnNext(90, 1), OnNext(120, 2), OnNext(230, 3), OnNext(240, 4), OnNext(310, 5), OnNext(470, 6), OnCompleted<int>(530));
        var res = scheduler.Start(() => xs.ObserveOn(scheduler));
        res.Messages.AssertEqual(OnNext(231, 3), OnNext(241, 4), OnNext(311, 5), OnNext(471, 6), OnCompleted<int>(531));
        xs.Subscriptions.AssertEqual(Subscribe(200, 531));
    }

    [Fact]
    public void ObserveOn_Error_SourceIsLetGoWhenTheErrorIsDelivered()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(230, 3), OnNext(470, 6), OnError<int>(530, ex));
        var res = scheduler.Start(() => xs.ObserveOn(scheduler));
        res.Messages.AssertEqual(OnNext(231, 3), OnNext(471, 6), OnError<int>(531, ex));
        xs.Subscriptions.AssertEqual(Subscribe(200, 531));
    }

    [Fact]
    public void ObserveOn_MessagesAtOneTick_ArriveOnConsecutiveTicks()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(210, 2));
        var res = scheduler.Start(() => xs.ObserveOn(scheduler));
        res.Messages.AssertEqual(OnNext(211, 1), OnNext(212, 2));
        xs.Subscriptions.AssertEqual(Subscribe(200, 1000));
    }

    [Fact]
    public void ObserveOn_CompletionAtTheTickOfTheValues_TakesAStepOfItsOwn()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(210, 2), OnCompleted<int>(210));
        var res = scheduler.Start(() => xs.ObserveOn(scheduler));
        res.Messages.AssertEqual(OnNext(211, 1), OnNext(212, 2), OnCompleted<int>(213));
        xs.Subscriptions.AssertEqual(Subscribe(200, 213));
    }

    [Fact]
    public void ObserveOn_ErrorAtTheTickOfTheValues_IsDeliveredAtTheNextStepAndDropsTheQueuedValues()
    {
        // Rx.NET's short-running drain delivers a pending error before queued values.
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(210, 2), OnError<int>(210, ex));
        var res = scheduler.Start(() => xs.ObserveOn(scheduler));
        res.Messages.AssertEqual(OnError<int>(211, ex));
        xs.Subscriptions.AssertEqual(Subscribe(200, 211));
    }

    [Fact]
    public void ObserveOn_ColdSource_EachValueOneStepAfterItArrives()
    {
        var scheduler = new TestScheduler();
        var res = scheduler.Start(() => Observable.Range(0, 3).ObserveOn(scheduler));
        res.Messages.AssertEqual(OnNext(201, 0), OnNext(202, 1), OnNext(203, 2), OnCompleted<int>(204));
    }

    [Fact]
    public void ObserveOn_DisposedBetweenSteps_DeliversNothingMore()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(210, 2), OnNext(210, 3));
        var res = scheduler.Start(() => xs.ObserveOn(scheduler), 100, 200, 212);
        res.Messages.AssertEqual(OnNext(211, 1));
        xs.Subscriptions.AssertEqual(Subscribe(200, 212));
    }

    /// <summary>A context whose posts run as work items on a <see cref="TestScheduler"/>.</summary>
    private sealed class TestSchedulerContext(TestScheduler scheduler) : SynchronizationContext
    {
        public override void Post(SendOrPostCallback d, object? state) => scheduler.Schedule(() => d(state));
    }
}
