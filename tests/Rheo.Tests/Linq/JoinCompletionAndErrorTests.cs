using Rheo.Linq;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>Join (time windows): completion rules per side and failures of the user's functions, on virtual time.</summary>
public class JoinCompletionAndErrorTests : ReactiveTest
{
    private static IObservable<long> Window(TestScheduler scheduler) => Observable.Timer(TimeSpan.FromTicks(100), scheduler);

    [Fact]
    public void RightCompletesWithAnOpenWindow_CompletesWhenThatWindowCloses()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(400));
        var ys = scheduler.CreateHotObservable(OnNext(220, "a"), OnCompleted<string>(250));
        var res = scheduler.Start(() => xs.Join(ys, _ => Window(scheduler), _ => Window(scheduler), (x, y) => $"{x}{y}"));
        res.Messages.AssertEqual(OnNext(220, "1a"), OnCompleted<string>(320));
        ys.Subscriptions.AssertEqual(Subscribe(200, 250));
        xs.Subscriptions.AssertEqual(Subscribe(200, 320));
    }

    [Fact]
    public void RightCompletesWithNoOpenWindow_CompletesAtOnce()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(300, 2));
        var ys = scheduler.CreateHotObservable(OnCompleted<string>(230));
        var res = scheduler.Start(() => xs.Join(ys, _ => Window(scheduler), _ => Window(scheduler), (x, y) => $"{x}{y}"));
        res.Messages.AssertEqual(OnCompleted<string>(230));
        xs.Subscriptions.AssertEqual(Subscribe(200, 230));
        ys.Subscriptions.AssertEqual(Subscribe(200, 230));
    }

    [Fact]
    public void LeftCompletesWithAnOpenWindow_ThenRightCompletes()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(220));
        var ys = scheduler.CreateHotObservable(OnNext(230, "a"), OnNext(290, "b"), OnCompleted<string>(295), OnNext(300, "c"));
        var res = scheduler.Start(() => xs.Join(ys, _ => Window(scheduler), _ => Window(scheduler), (x, y) => $"{x}{y}"));
        res.Messages.AssertEqual(OnNext(230, "1a"), OnNext(290, "1b"), OnCompleted<string>(295));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220));
        ys.Subscriptions.AssertEqual(Subscribe(200, 295));
    }

    [Fact]
    public void ResultSelectorThrowing_OnALeftValue_Fails()
    {
        var scheduler = new TestScheduler();
        var error = new InvalidOperationException("result");
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(230, 2));
        var ys = scheduler.CreateHotObservable(OnNext(220, "a"), OnNext(260, "b"));
        var res = scheduler.Start(() => xs.Join(ys, _ => Window(scheduler), _ => Window(scheduler), (x, y) => x == 2 ? throw error : $"{x}{y}"));
        res.Messages.AssertEqual(OnNext(220, "1a"), OnError<string>(230, error));
        xs.Subscriptions.AssertEqual(Subscribe(200, 230));
        ys.Subscriptions.AssertEqual(Subscribe(200, 230));
    }

    [Fact]
    public void DurationSelectorsThrowing_Fail()
    {
        var scheduler = new TestScheduler();
        var error = new InvalidOperationException("duration");
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(250, 2));
        var ys = scheduler.CreateHotObservable(OnNext(220, "a"), OnNext(240, "b"));
        var res = scheduler.Start(() => xs.Join(ys, _ => Window(scheduler), y => y == "b" ? throw error : Window(scheduler), (x, y) => $"{x}{y}"));
        res.Messages.AssertEqual(OnNext(220, "1a"), OnError<string>(240, error));
        ys.Subscriptions.AssertEqual(Subscribe(200, 240));

        var scheduler2 = new TestScheduler();
        var left = scheduler2.CreateHotObservable(OnNext(210, 1), OnNext(250, 2));
        var right = scheduler2.CreateHotObservable(OnNext(220, "a"));
        var res2 = scheduler2.Start(() => left.Join(right, x => x == 2 ? throw error : Window(scheduler2), _ => Window(scheduler2), (x, y) => $"{x}{y}"));
        res2.Messages.AssertEqual(OnNext(220, "1a"), OnError<string>(250, error));
        left.Subscriptions.AssertEqual(Subscribe(200, 250));
    }
}
