using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;
using Rheo.Tests.Support;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Linq;

/// <summary><c>ToAsync</c>, <c>Start</c>, <c>FromAsyncPattern</c> and <c>RunAsync</c>: hot calls whose outcome an <see cref="AsyncSubject{T}"/> replays.</summary>
public class ToAsyncStartTests : ReactiveTest
{
    [Fact]
    public void ToAsync_Function_RunsOnTheScheduler_AndReplaysToLateSubscribers()
    {
        var scheduler = new TestScheduler();
        var calls = 0;
        var add = new Func<int, int, int>((a, b) =>
        {
            calls++;
            return a + b;
        }).ToAsync(scheduler);

        // Called at 100 (created), the function runs at 101; the subscriber arrives at 200 and gets the replay.
        var res = scheduler.Start(() => add(1, 2));
        Assert.Equal([OnNext(200, 3), OnCompleted<int>(200)], res.Messages);
        Assert.Equal(1, calls);
    }

    [Fact]
    public void ToAsync_IsHot_TheCallRunsWithoutSubscribers_Once()
    {
        var scheduler = new TestScheduler();
        var calls = 0;
        var f = new Func<int, int>(x => x + ++calls).ToAsync(scheduler);
        var result = f(10);
        Assert.Equal(0, calls);
        scheduler.AdvanceBy(1);
        Assert.Equal(1, calls);
        var o1 = new RecordingObserver<int>();
        var o2 = new RecordingObserver<int>();
        result.Subscribe(o1);
        result.Subscribe(o2);
        Assert.Equal([11], o1.Values);
        Assert.Equal([11], o2.Values);
        Assert.True(o2.Completed);
        o1.AssertGrammar();
        Assert.Equal(1, calls);
    }

    [Fact]
    public void ToAsync_ThrowingFunction_BecomesOnError()
    {
        var scheduler = new TestScheduler();
        var error = new FormatException();
        var f = new Func<int, int>(_ => throw error).ToAsync(scheduler);
        var res = scheduler.Start(() => f(1));
        Assert.Equal([OnError<int>(200, error)], res.Messages);
    }

    [Fact]
    public void ToAsync_Action_SignalsUnit_OrTheError()
    {
        var scheduler = new TestScheduler();
        var seen = new List<string>();
        var act = new Action<int, string>((a, b) => seen.Add(b + a)).ToAsync(scheduler);
        var res = scheduler.Start(() => act(1, "x"));
        Assert.Equal([OnNext(200, Unit.Default), OnCompleted<Unit>(200)], res.Messages);
        Assert.Equal(["x1"], seen);

        var error = new FormatException();
        var other = new TestScheduler();
        var failing = new Action(() => throw error).ToAsync(other);
        var res2 = other.Start(() => failing());
        Assert.Equal([OnError<Unit>(200, error)], res2.Messages);
    }

    [Fact]
    public void ToAsync_SixteenArguments_PassesEveryArgument()
    {
        var scheduler = new TestScheduler();
        var f = new Func<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, string>(
            (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) =>
                string.Join(",", a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16)).ToAsync(scheduler);
        var res = scheduler.Start(() => f(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16));
        Assert.Equal([OnNext(200, "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16"), OnCompleted<string>(200)], res.Messages);

        var sum = 0;
        var other = new TestScheduler();
        var a = new Action<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int, int>(
            (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16) =>
                sum = a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14 + a15 + a16).ToAsync(other);
        var res2 = other.Start(() => a(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
        Assert.Equal([OnNext(200, Unit.Default), OnCompleted<Unit>(200)], res2.Messages);
        Assert.Equal(16, sum);
    }

    [Fact]
    public async Task ToAsync_DefaultScheduler_RunsOffTheCallingThread()
    {
        // Called from a thread of its own that blocks until the answer: a pool thread as the caller could come back to
        // the pool at an await and run the scheduled call itself.
        var f = new Func<int, int>(_ => Environment.CurrentManagedThreadId).ToAsync();
        var caller = -1;
        var thread = -1;
        var answered = false;
        var callerThread = new Thread(() =>
        {
            caller = Environment.CurrentManagedThreadId;
            var call = f(0).ToTask();
            answered = call.Wait(Bounded.Timeout);
            thread = answered ? call.Result : -1;
        });
        callerThread.Start();
        Assert.True(callerThread.Join(Bounded.Timeout), nameof(ToAsync_DefaultScheduler_RunsOffTheCallingThread));
        Assert.True(answered, nameof(ToAsync_DefaultScheduler_RunsOffTheCallingThread));
        Assert.NotEqual(caller, thread);
        Assert.Equal(Unit.Default, await new Action(() => { }).ToAsync()().ToTask().Within());
    }

    [Fact]
    public void ToAsync_Arguments()
    {
        Assert.Throws<ArgumentNullException>("function", () => ((Func<int>)null!).ToAsync());
        Assert.Throws<ArgumentNullException>("function", () => ((Func<int, int>)null!).ToAsync(ImmediateScheduler.Instance));
        Assert.Throws<ArgumentNullException>("scheduler", () => new Func<int, int>(x => x).ToAsync(null!));
        Assert.Throws<ArgumentNullException>("action", () => ((Action)null!).ToAsync());
        Assert.Throws<ArgumentNullException>("action", () => ((Action<int, int, int>)null!).ToAsync(ImmediateScheduler.Instance));
        Assert.Throws<ArgumentNullException>("scheduler", () => new Action<int>(_ => { }).ToAsync(null!));
    }

    [Fact]
    public void Start_RunsOnceOnTheScheduler_AndReplays()
    {
        var scheduler = new TestScheduler();
        var calls = 0;
        var res = scheduler.Start(() => Observable.Start(() => ++calls * 10, scheduler));
        Assert.Equal([OnNext(200, 10), OnCompleted<int>(200)], res.Messages);
        Assert.Equal(1, calls);

        var ran = false;
        var second = new TestScheduler();
        var res2 = second.Start(() => Observable.Start(() => { ran = true; }, second));
        Assert.Equal([OnNext(200, Unit.Default), OnCompleted<Unit>(200)], res2.Messages);
        Assert.True(ran);

        var error = new FormatException();
        var third = new TestScheduler();
        var res3 = third.Start(() => Observable.Start<int>(() => throw error, third));
        Assert.Equal([OnError<int>(200, error)], res3.Messages);
    }

    [Fact]
    public async Task Start_DefaultScheduler()
    {
        Assert.Equal(5, await Observable.Start(() => 5).ToTask().Within());
        var ran = 0;
        Assert.Equal(Unit.Default, await Observable.Start(() => { ran++; }).ToTask().Within());
        Assert.Equal(1, ran);
    }

    [Fact]
    public void Start_Arguments()
    {
        Assert.Throws<ArgumentNullException>("function", () => Observable.Start((Func<int>)null!));
        Assert.Throws<ArgumentNullException>("function", () => Observable.Start((Func<int>)null!, ImmediateScheduler.Instance));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Start(() => 1, null!));
        Assert.Throws<ArgumentNullException>("action", () => Observable.Start((Action)null!));
        Assert.Throws<ArgumentNullException>("action", () => Observable.Start((Action)null!, ImmediateScheduler.Instance));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.Start(() => { }, null!));
    }

#pragma warning disable CS0618 // FromAsyncPattern is obsolete, as in Rx.NET; its behaviour is still tested.
    /// <summary>A Begin/End pair over a hand-completed operation.</summary>
    private sealed class PendingOperation : IAsyncResult
    {
        public AsyncCallback? Callback;
        public int Argument;

        public object? AsyncState { get; set; }

        public WaitHandle AsyncWaitHandle => throw new NotSupportedException();

        public bool CompletedSynchronously => false;

        public bool IsCompleted { get; set; }

        public IAsyncResult Begin(int argument, AsyncCallback callback, object? state)
        {
            Argument = argument;
            Callback = callback;
            AsyncState = state;
            return this;
        }

        public void Complete()
        {
            IsCompleted = true;
            Callback!(this);
        }
    }

    [Fact]
    public void FromAsyncPattern_CallsBeginAtOnce_AndRelaysEnd()
    {
        var op = new PendingOperation();
        var f = Observable.FromAsyncPattern<int, int>(op.Begin, r => ((PendingOperation)r).Argument * 2);
        var result = f(21);
        Assert.Equal(21, op.Argument);
        var o = new RecordingObserver<int>();
        result.Subscribe(o);
        Assert.Empty(o.Values);
        op.Complete();
        Assert.Equal([42], o.Values);
        Assert.True(o.Completed);
        o.AssertGrammar();

        var late = new RecordingObserver<int>();
        result.Subscribe(late);
        Assert.Equal([42], late.Values);
    }

    [Fact]
    public void FromAsyncPattern_ThrowingEnd_BecomesOnError_ActionFormSignalsUnit()
    {
        var error = new FormatException();
        var op = new PendingOperation();
        var o = new RecordingObserver<int>();
        Observable.FromAsyncPattern<int, int>(op.Begin, _ => throw error)(1).Subscribe(o);
        op.Complete();
        Assert.Same(error, o.Error);

        var op2 = new PendingOperation();
        var ended = 0;
        var u = new RecordingObserver<Unit>();
        Observable.FromAsyncPattern<int>(op2.Begin, _ => ended++)(5).Subscribe(u);
        op2.Complete();
        Assert.Equal([Unit.Default], u.Values);
        Assert.True(u.Completed);
        Assert.Equal(1, ended);

        var op3 = new PendingOperation();
        var noArgs = Observable.FromAsyncPattern((cb, st) => op3.Begin(0, cb, st), _ => { });
        var v = new RecordingObserver<Unit>();
        noArgs().Subscribe(v);
        op3.Complete();
        Assert.True(v.Completed);
    }

    [Fact]
    public async Task FromAsyncPattern_ThrowingBegin_FailsTheCallsObservable()
    {
        var error = new FormatException();
        var f = Observable.FromAsyncPattern<int, int>((_, _, _) => throw error, _ => 1);
        var result = f(1);
        Assert.Same(error, await Assert.ThrowsAsync<FormatException>(() => result.ToTask().Within()));
    }

    [Fact]
    public void FromAsyncPattern_FourteenArguments()
    {
        var f = Observable.FromAsyncPattern<int, int, int, int, int, int, int, int, int, int, int, int, int, int, int>(
            (a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, cb, st) =>
            {
                var r = Task.FromResult(a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14);
                cb(r);
                return r;
            },
            r => ((Task<int>)r).Result);
        var o = new RecordingObserver<int>();
        f(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14).Subscribe(o);
        Assert.Equal([105], o.Values);
        Assert.True(o.Completed);
    }

    [Fact]
    public void FromAsyncPattern_Arguments()
    {
        Assert.Throws<ArgumentNullException>("begin", () => Observable.FromAsyncPattern<int>(null!, (Func<IAsyncResult, int>)(_ => 1)));
        Assert.Throws<ArgumentNullException>("end", () => Observable.FromAsyncPattern<int>((_, _) => null!, (Func<IAsyncResult, int>)null!));
        Assert.Throws<ArgumentNullException>("begin", () => Observable.FromAsyncPattern<int>(null!, (Action<IAsyncResult>)(_ => { })));
        Assert.Throws<ArgumentNullException>("end", () => Observable.FromAsyncPattern<int, int>((_, _, _) => null!, null!));
    }
#pragma warning restore CS0618

    [Fact]
    public void RunAsync_HoldsTheLastValue()
    {
        var source = new Subject<int>();
        var result = source.RunAsync(CancellationToken.None);
        Assert.True(source.HasObservers);
        source.OnNext(1);
        source.OnNext(2);
        Assert.False(result.IsCompleted);
        source.OnCompleted();
        Assert.True(result.IsCompleted);
        Assert.Equal(2, result.GetResult());
    }

    [Fact]
    public void RunAsync_Cancel_DisposesTheSubscription_AndFailsTheSubject()
    {
        var source = new Subject<int>();
        using var cts = new CancellationTokenSource();
        var result = source.RunAsync(cts.Token);
        source.OnNext(1);
        cts.Cancel();
        Assert.False(source.HasObservers);
        var error = Assert.Throws<OperationCanceledException>(() => result.GetResult());
        Assert.Equal(cts.Token, error.CancellationToken);

        var early = source.RunAsync(cts.Token);
        Assert.False(source.HasObservers);
        Assert.Throws<OperationCanceledException>(() => early.GetResult());
    }

    [Fact]
    public async Task RunAsync_Connectable_ConnectsAndCancelDisconnects()
    {
        Assert.Equal(2, await Observable.Range(0, 3).Publish().RunAsync(CancellationToken.None));

        var source = new Subject<int>();
        using var cts = new CancellationTokenSource();
        var result = source.Publish().RunAsync(cts.Token);
        Assert.True(source.HasObservers);
        cts.Cancel();
        Assert.False(source.HasObservers);
        Assert.Throws<OperationCanceledException>(() => result.GetResult());
    }

    [Fact]
    public void RunAsync_Arguments()
    {
        Assert.Throws<ArgumentNullException>("source", () => ((IObservable<int>)null!).RunAsync(CancellationToken.None));
        Assert.Throws<ArgumentNullException>("source", () => ((IConnectableObservable<int>)null!).RunAsync(CancellationToken.None));
    }
}
