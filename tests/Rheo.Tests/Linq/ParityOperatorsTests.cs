using Rheo.Threading.Tasks;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;

namespace Rheo.Tests.Linq;

/// <summary>Rx.NET's query operators added for parity: Take/If/Case with a scheduler, TakeUntil(token), TakeLastBuffer, RepeatWhen, RetryWhen, ResetExceptionDispatchState.</summary>
public class ParityOperatorsTests : ReactiveTest
{
    private static Func<IList<int>, bool> Items(params int[] expected) => list => list.SequenceEqual(expected);

    [Fact]
    public void Take_Scheduler_Zero_CompletesOnTheScheduler_WithoutSubscribing()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.Take(0, scheduler));
        res.Messages.AssertEqual(OnCompleted<int>(201));
        Assert.Empty(xs.Subscriptions);
    }

    [Fact]
    public void Take_Scheduler_Positive_TakesAsTake()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.Take(2, scheduler));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(220));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220));
    }

    [Fact]
    public void Take_Scheduler_ArgumentChecks()
    {
        var s = new TestScheduler();
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).Take(1, s));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Return(1).Take(-1, s));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Return(1).Take(1, null!));
    }

    [Fact]
    public void TakeUntil_Token_CompletesWhenCanceled_AndDisposesTheSource()
    {
        var scheduler = new TestScheduler();
        using var cts = new CancellationTokenSource();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(240, 3), OnCompleted<int>(300));
        scheduler.ScheduleAbsolute(cts, 230, static (_, c) =>
        {
            c.Cancel();
            return Disposables.Disposable.Empty;
        });
        var res = scheduler.Start(() => xs.TakeUntil(cts.Token));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        xs.Subscriptions.AssertEqual(Subscribe(200, 230));
    }

    [Fact]
    public void TakeUntil_Token_AlreadyCanceled_CompletesAtOnce_WithoutSubscribing()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.TakeUntil(new CancellationToken(canceled: true)));
        res.Messages.AssertEqual(OnCompleted<int>(200));
        Assert.Empty(xs.Subscriptions);
    }

    [Fact]
    public void TakeUntil_Token_SourceTerminalMessages_AndDisposal_PassThrough_LaterCancelDoesNothing()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        using var cts = new CancellationTokenSource();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(220, ex));
        var res = scheduler.Start(() => xs.TakeUntil(cts.Token));
        res.Messages.AssertEqual(OnNext(210, 1), OnError<int>(220, ex));
        cts.Cancel();
        Assert.Equal(2, res.Messages.Count);

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnNext(210, 1));
        var res2 = s2.Start(() => ys.TakeUntil(CancellationToken.None));
        res2.Messages.AssertEqual(OnNext(210, 1));
        ys.Subscriptions.AssertEqual(Subscribe(200, 1000));

        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).TakeUntil(CancellationToken.None));
    }

    [Fact]
    public async Task TakeUntil_Token_CanceledFromAnotherThread_CompletesOnce()
    {
        using var cts = new CancellationTokenSource();
        var subject = new Subject<int>();
        var observer = new Support.RecordingObserver<int>();
        using var subscription = subject.TakeUntil(cts.Token).Subscribe(observer);
        subject.OnNext(1);
        await Task.Run(cts.Cancel).Within();
        subject.OnNext(2);
        Assert.Equal([1], observer.Values);
        Assert.True(observer.Completed);
        Assert.False(subject.HasObservers);
        observer.AssertGrammar();
    }

    [Fact]
    public void TakeLastBuffer_Count_EmitsOneListOfTheLastValues_AtCompletion()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnNext(230, 3), OnCompleted<int>(300));
        var res = scheduler.Start(() => xs.TakeLastBuffer(2));
        res.Messages.AssertEqual(OnNext(300, Items(2, 3)), OnCompleted<IList<int>>(300));

        var empty = new TestScheduler();
        var ys = empty.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(250));
        empty.Start(() => ys.TakeLastBuffer(0)).Messages.AssertEqual(OnNext(250, Items()), OnCompleted<IList<int>>(250));
    }

    [Fact]
    public void TakeLastBuffer_Count_ErrorPassesThrough_AndArgumentChecks()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(220, ex));
        scheduler.Start(() => xs.TakeLastBuffer(5)).Messages.AssertEqual(OnError<IList<int>>(220, ex));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).TakeLastBuffer(1));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => Observable.Return(1).TakeLastBuffer(-1));
    }

    [Fact]
    public void TakeLastBuffer_Duration_KeepsValuesYoungerThanTheDuration()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(225, 2), OnNext(230, 3), OnNext(240, 4), OnCompleted<int>(250));
        var res = scheduler.Start(() => xs.TakeLastBuffer(TimeSpan.FromTicks(25), scheduler));
        res.Messages.AssertEqual(OnNext(250, Items(3, 4)), OnCompleted<IList<int>>(250));
    }

    [Fact]
    public void TakeLastBuffer_Duration_ErrorDisposalAndArgumentChecks()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(220, ex));
        scheduler.Start(() => xs.TakeLastBuffer(TimeSpan.FromTicks(5), scheduler)).Messages.AssertEqual(OnError<IList<int>>(220, ex));

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnNext(210, 1));
        Assert.Empty(s2.Start(() => ys.TakeLastBuffer(TimeSpan.FromTicks(5), s2)).Messages);
        ys.Subscriptions.AssertEqual(Subscribe(200, 1000));

        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).TakeLastBuffer(TimeSpan.Zero));
        Assert.Throws<ArgumentOutOfRangeException>("duration", () => Observable.Return(1).TakeLastBuffer(TimeSpan.FromTicks(-1)));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).TakeLastBuffer(TimeSpan.Zero, s2));
        Assert.Throws<ArgumentOutOfRangeException>("duration", () => Observable.Return(1).TakeLastBuffer(TimeSpan.FromTicks(-1), s2));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Return(1).TakeLastBuffer(TimeSpan.Zero, null!));
    }

    [Fact]
    public async Task TakeLastBuffer_Duration_DefaultScheduler_KeepsRecentValues()
    {
        var list = await Observable.Range(1, 3).TakeLastBuffer(TimeSpan.FromHours(1)).ToTask().Within();
        Assert.Equal([1, 2, 3], list);
    }

    [Fact]
    public void RepeatWhen_HandlerValuesResubscribe_HandlerCompletionCompletes()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnCompleted<int>(20));
        var signals = new List<object?>();
        var res = scheduler.Start(() => xs.RepeatWhen(s => s.Do(signals.Add).Take(2)));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(230, 1), OnCompleted<int>(240));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220), Subscribe(220, 240), Subscribe(240, 240));
        Assert.Equal([null, null], signals);
    }

    [Fact]
    public void RepeatWhen_DelayedSignals_ResubscribeLater()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnCompleted<int>(20));
        var res = scheduler.Start(() => xs.RepeatWhen(s => s.Delay(TimeSpan.FromTicks(5), scheduler)), 280);
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(235, 1), OnNext(260, 1));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220), Subscribe(225, 245), Subscribe(250, 270), Subscribe(275, 280));
    }

    [Fact]
    public void RepeatWhen_SourceError_FailsAtOnce_AndDisposesTheHandler()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnError<int>(20, ex));
        var handler = scheduler.CreateHotObservable(OnNext(300, 0));
        var res = scheduler.Start(() => xs.RepeatWhen(_ => handler));
        res.Messages.AssertEqual(OnNext(210, 1), OnError<int>(220, ex));
        handler.Subscriptions.AssertEqual(Subscribe(200, 220));
    }

    [Fact]
    public void RepeatWhen_HandlerError_Fails_AndHandlerValueWhileSubscribedIsIgnored()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnNext(50, 2), OnCompleted<int>(60));
        var handler = scheduler.CreateHotObservable(OnNext(230, 0), OnError<int>(270, ex));
        var res = scheduler.Start(() => xs.RepeatWhen(_ => handler));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(250, 2), OnError<int>(270, ex));
        xs.Subscriptions.AssertEqual(Subscribe(200, 260));
    }

    [Fact]
    public void RepeatWhen_ThrowingOrNullHandler_Fails_AndArgumentChecks()
    {
        var ex = new FormatException();
        var failing = new Support.RecordingObserver<int>();
        Observable.Return(1).RepeatWhen<int, int>(_ => throw ex).Subscribe(failing);
        Assert.Same(ex, failing.Error);
        var nulled = new Support.RecordingObserver<int>();
        Observable.Return(1).RepeatWhen<int, int>(_ => null!).Subscribe(nulled);
        Assert.IsType<NullReferenceException>(nulled.Error);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).RepeatWhen(s => s));
        Assert.Throws<ArgumentNullException>("handler", () => Observable.Return(1).RepeatWhen<int, int>(null!));
    }

    [Fact]
    public void RepeatWhen_SynchronousRepetitions_RunOnAConstantStack()
    {
        var count = 0;
        var completed = false;
        Observable.Return(1).RepeatWhen(s => s.Take(100_000)).Subscribe(_ => count++, () => completed = true);
        Assert.True(completed);
        Assert.Equal(100_000, count);
    }

    [Fact]
    public void RetryWhen_ErrorsAreSignals_HandlerErrorFails()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnError<int>(20, ex));
        var res = scheduler.Start(() => xs.RetryWhen(errors => errors.Select((e, i) => i < 2 ? i : throw e)));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(230, 1), OnNext(250, 1), OnError<int>(260, ex));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220), Subscribe(220, 240), Subscribe(240, 260));
    }

    [Fact]
    public void RetryWhen_SourceCompletion_CompletesAtOnce_AndDisposesTheHandler()
    {
        var scheduler = new TestScheduler();
        var attempts = 0;
        var xs = Observable.Defer(() => ++attempts < 3
            ? scheduler.CreateColdObservable(OnNext(10, attempts), OnError<int>(20, new FormatException()))
            : scheduler.CreateColdObservable(OnNext(10, attempts), OnCompleted<int>(20)));
        var res = scheduler.Start(() => xs.RetryWhen(errors => errors.Delay(TimeSpan.FromTicks(5), scheduler)));
        res.Messages.AssertEqual(OnNext(210, 1), OnNext(235, 2), OnNext(260, 3), OnCompleted<int>(270));
        Assert.Equal(3, attempts);
    }

    [Fact]
    public void RetryWhen_HandlerCompletion_Completes_AndArgumentChecks()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnError<int>(20, new FormatException()));
        var res = scheduler.Start(() => xs.RetryWhen(errors => errors.Take(1)));
        res.Messages.AssertEqual(OnNext(210, 1), OnCompleted<int>(220));
        xs.Subscriptions.AssertEqual(Subscribe(200, 220), Subscribe(220, 220));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).RetryWhen(s => s));
        Assert.Throws<ArgumentNullException>("handler", () => Observable.Return(1).RetryWhen<int, int>(null!));
    }

    [Fact]
    public void RetryWhen_Disposal_DisposesSourceAndHandler()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateColdObservable(OnNext(10, 1), OnError<int>(20, new FormatException()));
        var handler = scheduler.CreateHotObservable<int>();
        var res = scheduler.Start(() => xs.RetryWhen(errors => handler), 215);
        res.Messages.AssertEqual(OnNext(210, 1));
        xs.Subscriptions.AssertEqual(Subscribe(200, 215));
        handler.Subscriptions.AssertEqual(Subscribe(200, 215));
    }

    [Fact]
    public async Task ResetExceptionDispatchState_StackTraceDoesNotGrowOverRepeatedAwaits()
    {
        var reset = Observable.Throw<int>(new FormatException()).ResetExceptionDispatchState();
        var lengths = new List<int>();
        for (var i = 0; i < 3; i++)
        {
            var error = await Assert.ThrowsAsync<FormatException>(async () => await reset);
            lengths.Add(error.StackTrace!.Length);
        }

        Assert.Equal(lengths[0], lengths[1]);
        Assert.Equal(lengths[1], lengths[2]);

        var plain = Observable.Throw<int>(new FormatException());
        var first = (await Assert.ThrowsAsync<FormatException>(async () => await plain)).StackTrace!.Length;
        var second = (await Assert.ThrowsAsync<FormatException>(async () => await plain)).StackTrace!.Length;
        Assert.True(second > first);
    }

    [Fact]
    public void ResetExceptionDispatchState_RelaysValuesAndErrors()
    {
        var ex = new FormatException();
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(220, ex));
        scheduler.Start(() => xs.ResetExceptionDispatchState()).Messages.AssertEqual(OnNext(210, 1), OnError<int>(220, ex));
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).ResetExceptionDispatchState());
    }

    [Fact]
    public void If_Scheduler_ElseCompletesOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        scheduler.Start(() => Observable.If(() => false, xs, scheduler)).Messages.AssertEqual(OnCompleted<int>(201));
        Assert.Empty(xs.Subscriptions);

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        s2.Start(() => Observable.If(() => true, ys, s2)).Messages.AssertEqual(OnNext(210, 1), OnCompleted<int>(300));

        Assert.Throws<ArgumentNullException>("condition", () => Observable.If(null!, ys, s2));
        Assert.Throws<ArgumentNullException>("thenSource", () => Observable.If(() => true, (IObservable<int>)null!, s2));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.If(() => true, ys, (IScheduler)null!));
    }

    [Fact]
    public void Case_Scheduler_NoMatchCompletesOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        var sources = new Dictionary<int, IObservable<int>> { [1] = xs };
        scheduler.Start(() => Observable.Case(() => 2, sources, scheduler)).Messages.AssertEqual(OnCompleted<int>(201));
        Assert.Empty(xs.Subscriptions);

        var s2 = new TestScheduler();
        var ys = s2.CreateHotObservable(OnNext(210, 1), OnCompleted<int>(300));
        s2.Start(() => Observable.Case(() => 1, new Dictionary<int, IObservable<int>> { [1] = ys }, s2)).Messages.AssertEqual(OnNext(210, 1), OnCompleted<int>(300));

        Assert.Throws<ArgumentNullException>("selector", () => Observable.Case(null!, sources, s2));
        Assert.Throws<ArgumentNullException>("sources", () => Observable.Case(() => 1, (IDictionary<int, IObservable<int>>)null!, s2));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Case(() => 1, sources, (IScheduler)null!));
    }

    [Fact]
    public void ToEvent_Unit_RaisesTheEventPerValue_UntilRemoved()
    {
        var subject = new Subject<Unit>();
        var evt = subject.ToEvent();
        var calls = 0;
        Action<Unit> handler = _ => calls++;
        evt.OnNext += handler;
        subject.OnNext(Unit.Default);
        subject.OnNext(Unit.Default);
        evt.OnNext -= handler;
        subject.OnNext(Unit.Default);
        Assert.Equal(2, calls);
        Assert.False(subject.HasObservers);
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<Unit>)null!).ToEvent());
    }

    [Fact]
    public void Subject_Synchronize_Scheduler_SerializesInput_AndNotifiesOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        var inner = new Subject<int>();
        var subject = Subject.Synchronize(inner, scheduler);
        var seen = new List<(long, int)>();
        subject.Subscribe(x => seen.Add((scheduler.Clock, x)));
        scheduler.AdvanceTo(10);
        subject.OnNext(1);
        subject.OnNext(2);
        Assert.Empty(seen);
        scheduler.Start();
        // Rx.NET: the subject's ObserveOn(scheduler) delivers one message per virtual tick.
        Assert.Equal([(11, 1), (12, 2)], seen);

        ISubject<int, int> pair = new Subject<int>();
        var synced = Subject.Synchronize(pair, scheduler);
        var values = new List<int>();
        synced.Subscribe(values.Add);
        synced.OnNext(3);
        synced.OnCompleted();
        synced.OnNext(4);
        scheduler.Start();
        Assert.Equal([3], values);

        Assert.Throws<ArgumentNullException>("subject", () => Subject.Synchronize((ISubject<int>)null!, scheduler));
        Assert.Throws<ArgumentNullException>("scheduler", () => Subject.Synchronize(inner, (IScheduler)null!));
        Assert.Throws<ArgumentNullException>("subject", () => Subject.Synchronize((ISubject<int, int>)null!, scheduler));
        Assert.Throws<ArgumentNullException>("scheduler", () => Subject.Synchronize(pair, (IScheduler)null!));
    }
}
