using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class DelayTests : ReactiveTest
{
    [Fact]
    public void Delay_TimeSpan_ShiftsValuesAndCompletion()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(150, 1), OnNext(250, 2), OnNext(350, 3), OnNext(450, 4), OnCompleted<int>(550));
        var res = scheduler.Start(() => xs.Delay(TimeSpan.FromTicks(100), scheduler));
        res.Messages.AssertEqual(OnNext(350, 2), OnNext(450, 3), OnNext(550, 4), OnCompleted<int>(650));
        xs.Subscriptions.AssertEqual(Subscribe(200, 550));
    }

    [Fact]
    public void Delay_TimeSpan_BurstKeepsSpacing()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(211, 2), OnNext(212, 3), OnNext(260, 4), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.Delay(TimeSpan.FromTicks(50), scheduler));
        res.Messages.AssertEqual(OnNext(260, 1), OnNext(261, 2), OnNext(262, 3), OnNext(310, 4), OnCompleted<int>(350));
    }

    [Fact]
    public void Delay_DateTimeOffset_ShiftsByTimeUntilDue()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(150, 1), OnNext(250, 2), OnNext(350, 3), OnNext(450, 4), OnCompleted<int>(550));
        var res = scheduler.Start(() => xs.Delay(new DateTimeOffset(300, TimeSpan.Zero), scheduler));
        res.Messages.AssertEqual(OnNext(350, 2), OnNext(450, 3), OnNext(550, 4), OnCompleted<int>(650));
    }

    [Fact]
    public void Delay_Error_DeliveredAtOnce_DropsPending()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(250, 2), OnNext(350, 3), OnError<int>(360, ex));
        var res = scheduler.Start(() => xs.Delay(TimeSpan.FromTicks(100), scheduler));
        res.Messages.AssertEqual(OnNext(350, 2), OnError<int>(360, ex));
    }

    [Fact]
    public void Delay_Dispose_StopsPendingValues()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(250, 2), OnNext(350, 3), OnNext(450, 4));
        var res = scheduler.Start(() => xs.Delay(TimeSpan.FromTicks(100), scheduler), 400);
        res.Messages.AssertEqual(OnNext(350, 2));
        xs.Subscriptions.AssertEqual(Subscribe(200, 400));
    }

    [Fact]
    public void Delay_Empty_CompletesLater()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.Delay(TimeSpan.FromTicks(10), scheduler));
        res.Messages.AssertEqual(OnCompleted<int>(310));
    }

    [Fact]
    public void Delay_RealScheduler_KeepsOrder()
    {
        var values = Observable.Range(0, 1000).Delay(TimeSpan.FromMilliseconds(1)).ToList().Wait();
        Assert.Equal(Enumerable.Range(0, 1000), values);
    }

    [Fact]
    public void Delay_Arguments()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Delay(TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("dueTime", () => Observable.Return(1).Delay(TimeSpan.FromTicks(-1)));
    }

    [Fact]
    public void DelaySubscription_TimeSpan_SubscribesLater()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(50, 42), OnNext(60, 43), OnCompleted<int>(70));
        var res = scheduler.Start(() => xs.DelaySubscription(TimeSpan.FromTicks(30), scheduler));
        res.Messages.AssertEqual(OnNext(280, 42), OnNext(290, 43), OnCompleted<int>(300));
        xs.Subscriptions.AssertEqual(Subscribe(230, 300));
    }

    [Fact]
    public void DelaySubscription_DateTimeOffset_SubscribesAtTime()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(50, 42), OnCompleted<int>(70));
        var res = scheduler.Start(() => xs.DelaySubscription(new DateTimeOffset(230, TimeSpan.Zero), scheduler));
        res.Messages.AssertEqual(OnNext(280, 42), OnCompleted<int>(300));
        xs.Subscriptions.AssertEqual(Subscribe(230, 300));
    }

    [Fact]
    public void DelaySubscription_DisposedBeforeDue_NeverSubscribes()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(50, 42));
        var res = scheduler.Start(() => xs.DelaySubscription(TimeSpan.FromTicks(1000), scheduler), 500);
        Assert.Empty(res.Messages);
        Assert.Empty(xs.Subscriptions);
    }
}
