using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class TimeoutTests : ReactiveTest
{
    [Fact]
    public void Timeout_InTime_RelaysEverything()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(150, 1), OnNext(230, 2), OnNext(260, 3), OnNext(300, 4), OnCompleted<int>(390));
        var res = scheduler.Start(() => xs.Timeout(TimeSpan.FromTicks(100), scheduler));
        res.Messages.AssertEqual(OnNext(230, 2), OnNext(260, 3), OnNext(300, 4), OnCompleted<int>(390));
    }

    [Fact]
    public void Timeout_Silence_FailsWithTimeoutException_AndDisposesSource()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(240, 2), OnNext(320, 3));
        var res = scheduler.Start(() => xs.Timeout(TimeSpan.FromTicks(50), scheduler));
        Assert.Equal(3, res.Messages.Count);
        Assert.Equal(OnNext(210, 1), res.Messages[0]);
        Assert.Equal(OnNext(240, 2), res.Messages[1]);
        Assert.Equal(290, res.Messages[2].Time);
        Assert.IsType<TimeoutException>(res.Messages[2].Value.Exception);
        xs.Subscriptions.AssertEqual(Subscribe(200, 290));
    }

    [Fact]
    public void Timeout_Other_SwitchesOnTimeout()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(205, 1), OnNext(210, 2), OnNext(240, 3), OnNext(280, 4), OnNext(320, 5), OnNext(350, 6), OnCompleted<int>(500));
        var ys = scheduler.CreateColdObservable(OnNext(50, -1), OnNext(200, -2), OnNext(310, -3), OnCompleted<int>(320));
        var res = scheduler.Start(() => xs.Timeout(TimeSpan.FromTicks(30), ys, scheduler));
        res.Messages.AssertEqual(OnNext(205, 1), OnNext(210, 2), OnNext(240, 3), OnNext(320, -1), OnNext(470, -2), OnNext(580, -3), OnCompleted<int>(590));
        xs.Subscriptions.AssertEqual(Subscribe(200, 270));
        ys.Subscriptions.AssertEqual(Subscribe(270, 590));
    }

    [Fact]
    public void Timeout_Error_PassesThrough()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(220, ex));
        var ys = scheduler.CreateColdObservable(OnNext(10, -1));
        var res = scheduler.Start(() => xs.Timeout(TimeSpan.FromTicks(100), ys, scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnError<int>(220, ex));
        Assert.Empty(ys.Subscriptions);
    }

    [Fact]
    public void Timeout_DateTimeOffset_ValuesDoNotReset()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(240, 2), OnNext(290, 3), OnNext(310, 4));
        var ys = scheduler.CreateColdObservable(OnNext(10, -1), OnCompleted<int>(20));
        var res = scheduler.Start(() => xs.Timeout(new DateTimeOffset(300, TimeSpan.Zero), ys, scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(240, 2), OnNext(290, 3), OnNext(310, -1), OnCompleted<int>(320));
        xs.Subscriptions.AssertEqual(Subscribe(200, 300));
    }

    [Fact]
    public void Timeout_DateTimeOffset_DefaultError()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1));
        var res = scheduler.Start(() => xs.Timeout(new DateTimeOffset(250, TimeSpan.Zero), scheduler));
        Assert.Equal(2, res.Messages.Count);
        Assert.Equal(250, res.Messages[1].Time);
        Assert.IsType<TimeoutException>(res.Messages[1].Value.Exception);
    }

    [Fact]
    public void Timeout_Dispose_StopsTimer()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1));
        var ys = scheduler.CreateColdObservable(OnNext(10, -1));
        var res = scheduler.Start(() => xs.Timeout(TimeSpan.FromTicks(100), ys, scheduler), 250);
        res.Messages.AssertEqual(OnNext(210, 1));
        Assert.Empty(ys.Subscriptions);
    }

    [Fact]
    public void Timeout_Arguments()
    {
        Assert.Throws<ArgumentOutOfRangeException>("dueTime", () => Observable.Return(1).Timeout(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentNullException>("other", () => Observable.Return(1).Timeout(TimeSpan.Zero, (IObservable<int>)null!));
    }
}
