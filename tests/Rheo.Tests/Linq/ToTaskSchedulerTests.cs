using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Testing;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Linq;

public class ToTaskSchedulerTests : ReactiveTest
{
    [Fact]
    public async Task ToTask_Scheduler_CompletesTheTaskFromAWorkItem()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1), OnNext(220, 2), OnCompleted<int>(230));
        var task = xs.ToTask(scheduler);
        scheduler.AdvanceTo(230);
        Assert.False(task.IsCompleted);
        Assert.Equal(230, xs.Subscriptions[0].Unsubscribe);
        scheduler.AdvanceTo(231);
        Assert.True(task.IsCompletedSuccessfully);
        Assert.Equal(2, await task);
    }

    [Fact]
    public void ToTask_Scheduler_ErrorAndEmpty()
    {
        var scheduler = new TestScheduler();
        var ex = new FormatException();
        var failed = scheduler.CreateHotObservable(OnNext(210, 1), OnError<int>(220, ex)).ToTask(scheduler);
        var empty = scheduler.CreateHotObservable(OnCompleted<int>(220)).ToTask(scheduler);
        scheduler.AdvanceTo(220);
        Assert.False(failed.IsCompleted);
        Assert.False(empty.IsCompleted);
        scheduler.AdvanceTo(221);
        Assert.Same(ex, failed.Exception!.InnerException);
        Assert.IsType<InvalidOperationException>(empty.Exception!.InnerException);
    }

    [Fact]
    public async Task ToTask_Scheduler_State()
    {
        var scheduler = new TestScheduler();
        var state = new object();
        var task = Observable.Return(5).ToTask(state, scheduler);
        Assert.Same(state, task.AsyncState);
        Assert.False(task.IsCompleted);
        scheduler.Start();
        Assert.True(task.IsCompletedSuccessfully);
        Assert.Equal(5, await task);

        var both = Observable.Return(6).ToTask(CancellationToken.None, state, scheduler);
        Assert.Same(state, both.AsyncState);
        scheduler.Start();
        Assert.True(both.IsCompletedSuccessfully);
        Assert.Equal(6, await both);
    }

    [Fact]
    public void ToTask_Scheduler_Cancellation_DisposesAtOnce_CancelsFromTheScheduler()
    {
        var scheduler = new TestScheduler();
        var xs = scheduler.CreateHotObservable(OnNext(210, 1));
        using var cts = new CancellationTokenSource();
        var task = xs.ToTask(cts.Token, scheduler);
        scheduler.AdvanceTo(250);
        cts.Cancel();
        Assert.Equal(250, xs.Subscriptions[0].Unsubscribe);
        Assert.False(task.IsCompleted);
        scheduler.AdvanceTo(251);
        Assert.True(task.IsCanceled);

        var canceled = new CancellationToken(true);
        var subscribed = false;
        var early = Observable.Create<int>(_ =>
        {
            subscribed = true;
            return () => { };
        }).ToTask(canceled, scheduler);
        Assert.False(early.IsCompleted);
        scheduler.Start();
        Assert.True(early.IsCanceled);
        Assert.False(subscribed);
    }

    [Fact]
    public async Task ToTask_Scheduler_ContinuationRunsOnTheEventLoop()
    {
        using var loop = new EventLoopScheduler();
        var loopThread = await Observable.Return(0).ObserveOn(loop).Select(_ => Environment.CurrentManagedThreadId).ToTask().WaitAsync(Bounded.Timeout);
        var completedOn = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        using var gate = new ManualResetEventSlim();
        // Hold the loop until the continuation is attached, so the task cannot complete first and run the continuation inline here.
        loop.Schedule(() => gate.Wait(Bounded.Timeout));
        _ = Observable.Return(1).ToTask(loop).ContinueWith(_ => completedOn.SetResult(Environment.CurrentManagedThreadId), TaskContinuationOptions.ExecuteSynchronously);
        gate.Set();
        Assert.Equal(loopThread, await completedOn.Task.WaitAsync(Bounded.Timeout));
    }

    [Fact]
    public void ArgumentValidation()
    {
        IScheduler nil = null!;
        var s = Observable.Return(1);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => { _ = s.ToTask(nil); }).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => { _ = s.ToTask(new object(), nil); }).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => { _ = s.ToTask(CancellationToken.None, nil); }).ParamName);
        Assert.Equal("scheduler", Assert.Throws<ArgumentNullException>(() => { _ = s.ToTask(CancellationToken.None, null, nil); }).ParamName);
        Assert.Equal("observable", Assert.Throws<ArgumentNullException>(() => { _ = ((IObservable<int>)null!).ToTask(ImmediateScheduler.Instance); }).ParamName);
    }
}
