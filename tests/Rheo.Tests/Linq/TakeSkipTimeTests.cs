using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

public class TakeSkipTimeTests : ReactiveTest
{
    [Fact]
    public void Take_TimeSpan_CompletesAtDuration()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(240));
        var res = scheduler.Start(() => xs.Take(TimeSpan.FromTicks(25), scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(225));
        xs.Subscriptions.AssertEqual(Subscribe(200, 225));
    }

    [Fact]
    public void Take_TimeSpan_SourceEndsFirst()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(220, ex));
        var res = scheduler.Start(() => xs.Take(TimeSpan.FromTicks(50), scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnError<int>(220, ex));
    }

    [Fact]
    public void Skip_TimeSpan_DropsEarlyValues()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(240));
        var res = scheduler.Start(() => xs.Skip(TimeSpan.FromTicks(15), scheduler));
        res.Messages.AssertEqual(OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(240));
        xs.Subscriptions.AssertEqual(Subscribe(200, 240));
    }

    [Fact]
    public void Skip_Zero_IsSource()
    {
        var source = Observable.Return(1);
        Assert.Same(source, source.Skip(TimeSpan.Zero));
    }

    [Fact]
    public void SkipUntil_DateTimeOffset_DropsValuesBeforeStart()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(240));
        var res = scheduler.Start(() => xs.SkipUntil(new DateTimeOffset(215, TimeSpan.Zero), scheduler));
        res.Messages.AssertEqual(OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(240));
    }

    [Fact]
    public void TakeUntil_DateTimeOffset_CompletesAtEnd()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(240));
        var res = scheduler.Start(() => xs.TakeUntil(new DateTimeOffset(225, TimeSpan.Zero), scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(225));
        xs.Subscriptions.AssertEqual(Subscribe(200, 225));
    }

    [Fact]
    public void SkipLast_TimeSpan_ReleasesOlderValues()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnNext(240, 4), OnNext(250, 5), OnCompleted<int>(260));
        var res = scheduler.Start(() => xs.SkipLast(TimeSpan.FromTicks(25), scheduler));
        res.Messages.AssertEqual(OnNext(240, 1), OnNext(250, 2), OnNext(260, 3), OnCompleted<int>(260));
    }

    [Fact]
    public void TakeLast_TimeSpan_EmitsTrailingValuesAtCompletion()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(240));
        var res = scheduler.Start(() => xs.TakeLast(TimeSpan.FromTicks(25), scheduler));
        res.Messages.AssertEqual(OnNext(240, 2), OnNext(240, 3), OnCompleted<int>(240));
    }

    [Fact]
    public void TakeLast_TimeSpan_LoopScheduler_OneValuePerStep()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(240));
        var res = scheduler.Start(() => xs.TakeLast(TimeSpan.FromTicks(25), scheduler, scheduler));
        res.Messages.AssertEqual(OnNext(241, 2), OnNext(242, 3), OnCompleted<int>(243));
    }

    [Fact]
    public void TakeLast_TimeSpan_Error()
    {
        var scheduler = new TestScheduler();
        var ex = new InvalidOperationException();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(240, ex));
        var res = scheduler.Start(() => xs.TakeLast(TimeSpan.FromTicks(25), scheduler));
        res.Messages.AssertEqual(OnError<int>(240, ex));
    }
}
