using System.Runtime.CompilerServices;
using Rheo.Concurrency;
using Rheo.Linq;
using Rheo.Subjects;
using Rheo.Testing;
using Rheo.Tests.Support;
using Rheo.Threading.Tasks;

namespace Rheo.Tests.Linq;

/// <summary>
/// Tasks as observables with a scheduler or <see cref="TaskObservationOptions"/> (<c>ToObservable</c>, <c>FromAsync</c>,
/// <c>StartAsync</c>), <c>Concat</c>/<c>Switch</c> over tasks, <c>Defer</c> over an async factory, and <c>async</c>
/// methods returning <see cref="ITaskObservable{T}"/>.
/// </summary>
public class TaskObservationTests : ReactiveTest
{
    [Fact]
    public void ToObservable_WithScheduler_DeliversACompletedTaskFromAWorkItem()
    {
        var res = Run(scheduler => Task.FromResult(3).ToObservable(scheduler));
        Assert.Equal([OnNext(201, 3), OnCompleted<int>(201)], res);

        var unit = Run(scheduler => Task.CompletedTask.ToObservable(scheduler));
        Assert.Equal([OnNext(201, Unit.Default), OnCompleted<Unit>(201)], unit);

        var error = new FormatException();
        var failed = Run(scheduler => Task.FromException<int>(error).ToObservable(new TaskObservationOptions(scheduler, false)));
        Assert.Equal([OnError<int>(201, error)], failed);

        var inline = Run(scheduler => Task.FromResult(4).ToObservable(new TaskObservationOptions(null, true)));
        Assert.Equal([OnNext(200, 4), OnCompleted<int>(200)], inline);
    }

    /// <summary>Runs <paramref name="create"/> on a fresh <see cref="TestScheduler"/> (created at 100, subscribed at 200) and returns the messages.</summary>
    private static IList<Recorded<Notification<T>>> Run<T>(Func<TestScheduler, IObservable<T>> create)
    {
        var scheduler = new TestScheduler();
        return scheduler.Start(() => create(scheduler)).Messages;
    }

    [Fact]
    public void ToObservable_WithScheduler_PendingTask_DeliversOnTheScheduler()
    {
        var scheduler = new TestScheduler();
        var tcs = new TaskCompletionSource<int>();
        var o = scheduler.CreateObserver<int>();
        tcs.Task.ToObservable(scheduler).Subscribe(o);
        tcs.SetResult(5); // the continuation runs inline here and only schedules the delivery
        Assert.Empty(o.Messages);
        scheduler.AdvanceBy(1);
        Assert.Equal([OnNext(1, 5), OnCompleted<int>(1)], o.Messages);
    }

    [Fact]
    public void ToObservable_DisposedBeforeTheScheduledDelivery_DeliversNothing()
    {
        var scheduler = new TestScheduler();
        var o = scheduler.CreateObserver<int>();
        Task.FromResult(1).ToObservable(scheduler).Subscribe(o).Dispose();
        scheduler.Start();
        Assert.Empty(o.Messages);
    }

    [Fact]
    public void ToObservable_Arguments()
    {
        Assert.Throws<ArgumentNullException>("task", () => ((Task)null!).ToObservable());
        Assert.Throws<ArgumentNullException>("task", () => ((Task)null!).ToObservable(ImmediateScheduler.Instance));
        Assert.Throws<ArgumentNullException>("scheduler", () => Task.CompletedTask.ToObservable((IScheduler)null!));
        Assert.Throws<ArgumentNullException>("options", () => Task.CompletedTask.ToObservable((TaskObservationOptions)null!));
        Assert.Throws<ArgumentNullException>("task", () => ((Task<int>)null!).ToObservable());
        Assert.Throws<ArgumentNullException>("scheduler", () => Task.FromResult(1).ToObservable((IScheduler)null!));
        Assert.Throws<ArgumentNullException>("options", () => Task.FromResult(1).ToObservable((TaskObservationOptions)null!));
    }

    [Fact]
    public void ToTask_Arguments_NameTheObservable()
    {
        Assert.Throws<ArgumentNullException>("observable", () => { _ = TaskObservableExtensions.ToTask<int>(null!); });
        Assert.Throws<ArgumentNullException>("observable", () => { _ = TaskObservableExtensions.ToTask<int>(null!, CancellationToken.None, null, ImmediateScheduler.Instance); });
        Assert.Throws<ArgumentNullException>("scheduler", () => { _ = Observable.Return(1).ToTask((IScheduler)null!); });
    }

    [Fact]
    public async Task ToTask_AndAwait_StillWork_WithBothNamespacesImported()
    {
        Assert.Equal(3, await Observable.Range(1, 3).ToTask().Within());
        Assert.Equal(3, await Observable.Range(1, 3));
        Assert.Equal(7, await Task.FromResult(7).ToObservable());
        Assert.Equal("state", Observable.Return(1).ToTask("state").AsyncState);
    }

    [Fact]
    public void FromAsync_WithScheduler_DeliversFromAWorkItem_OnEverySubscription()
    {
        var calls = 0;
        var res = Run(scheduler => Observable.FromAsync(() => Task.FromResult(++calls), scheduler));
        Assert.Equal([OnNext(201, 1), OnCompleted<int>(201)], res);

        var withToken = Run(scheduler => Observable.FromAsync(_ => Task.FromResult(++calls), new TaskObservationOptions(scheduler, true)));
        Assert.Equal([OnNext(201, 2), OnCompleted<int>(201)], withToken);

        var error = new FormatException();
        var failed = Run(scheduler => Observable.FromAsync(() => Task.FromException(error), scheduler));
        Assert.Equal([OnError<Unit>(201, error)], failed);

        var unit = Run(scheduler => Observable.FromAsync(_ => Task.CompletedTask, new TaskObservationOptions(null, false)));
        Assert.Equal([OnNext(200, Unit.Default), OnCompleted<Unit>(200)], unit);

        var unit2 = Run(scheduler => Observable.FromAsync(() => Task.CompletedTask, new TaskObservationOptions(scheduler, false)));
        Assert.Equal([OnNext(201, Unit.Default), OnCompleted<Unit>(201)], unit2);

        var unit3 = Run(scheduler => Observable.FromAsync(_ => Task.CompletedTask, scheduler));
        Assert.Equal([OnNext(201, Unit.Default), OnCompleted<Unit>(201)], unit3);

        var value = Run(scheduler => Observable.FromAsync(_ => Task.FromResult(9), scheduler));
        Assert.Equal([OnNext(201, 9), OnCompleted<int>(201)], value);

        var value2 = Run(scheduler => Observable.FromAsync(() => Task.FromResult(8), new TaskObservationOptions(null, true)));
        Assert.Equal([OnNext(200, 8), OnCompleted<int>(200)], value2);
        Assert.Equal(2, calls);
    }

    [Fact]
    public void FromAsync_SynchronousThrow_IsDeliveredAtOnce_EvenWithAScheduler()
    {
        var scheduler = new TestScheduler();
        var error = new FormatException();
        var res = scheduler.Start(() => Observable.FromAsync<int>(() => throw error, scheduler));
        Assert.Equal([OnError<int>(200, error)], res.Messages);
    }

    [Fact]
    public async Task FromAsync_WithScheduler_DisposeCancelsTheToken()
    {
        var canceled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var o = new RecordingObserver<int>();
        var subscription = Observable.FromAsync(
            async ct =>
            {
                ct.Register(() => canceled.TrySetResult());
                await Task.Delay(Timeout.Infinite, ct);
                return 1;
            },
            ImmediateScheduler.Instance).Subscribe(o);
        subscription.Dispose();
        await canceled.Task.Within();
        Assert.Empty(o.Values);
        Assert.Null(o.Error);
    }

    [Fact]
    public void StartAsync_WithScheduler_CallsNow_DeliversFromAWorkItem()
    {
        var calls = 0;
        var res = Run(scheduler => Observable.StartAsync(() => Task.FromResult(++calls), scheduler));
        Assert.Equal([OnNext(201, 1), OnCompleted<int>(201)], res);

        var res2 = Run(scheduler => Observable.StartAsync(_ => Task.FromResult(++calls), new TaskObservationOptions(scheduler, false)));
        Assert.Equal([OnNext(201, 2), OnCompleted<int>(201)], res2);

        var res3 = Run(scheduler => Observable.StartAsync(() => Task.CompletedTask, new TaskObservationOptions(null, true)));
        Assert.Equal([OnNext(200, Unit.Default), OnCompleted<Unit>(200)], res3);

        var res4 = Run(scheduler => Observable.StartAsync(_ => Task.CompletedTask, scheduler));
        Assert.Equal([OnNext(201, Unit.Default), OnCompleted<Unit>(201)], res4);

        var res5 = Run(scheduler => Observable.StartAsync(_ => Task.FromResult(++calls), scheduler));
        Assert.Equal([OnNext(201, 3), OnCompleted<int>(201)], res5);

        var res6 = Run(scheduler => Observable.StartAsync(() => Task.FromResult(++calls), new TaskObservationOptions(scheduler, true)));
        Assert.Equal([OnNext(201, 4), OnCompleted<int>(201)], res6);

        var res7 = Run(scheduler => Observable.StartAsync(() => Task.CompletedTask, scheduler));
        Assert.Equal([OnNext(201, Unit.Default), OnCompleted<Unit>(201)], res7);

        var res8 = Run(scheduler => Observable.StartAsync(_ => Task.CompletedTask, new TaskObservationOptions(scheduler, true)));
        Assert.Equal([OnNext(201, Unit.Default), OnCompleted<Unit>(201)], res8);

        var error = new FormatException();
        var res9 = Run(scheduler => Observable.StartAsync<int>(() => throw error, scheduler));
        Assert.Equal([OnError<int>(200, error)], res9);
    }

    [Fact]
    public void FromAsync_And_StartAsync_Arguments()
    {
        var s = ImmediateScheduler.Instance;
        var options = new TaskObservationOptions(null, false);
        Assert.Throws<ArgumentNullException>("functionAsync", () => Observable.FromAsync((Func<Task<int>>)null!, s));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromAsync(() => Task.FromResult(1), (IScheduler)null!));
        Assert.Throws<ArgumentNullException>("options", () => Observable.FromAsync(_ => Task.FromResult(1), (TaskObservationOptions)null!));
        Assert.Throws<ArgumentNullException>("actionAsync", () => Observable.FromAsync((Func<CancellationToken, Task>)null!, options));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.FromAsync(() => Task.CompletedTask, (IScheduler)null!));
        Assert.Throws<ArgumentNullException>("functionAsync", () => Observable.StartAsync((Func<CancellationToken, Task<int>>)null!, s));
        Assert.Throws<ArgumentNullException>("options", () => Observable.StartAsync(() => Task.FromResult(1), (TaskObservationOptions)null!));
        Assert.Throws<ArgumentNullException>("actionAsync", () => Observable.StartAsync((Func<Task>)null!, options));
        Assert.Throws<ArgumentNullException>("scheduler", () => Observable.StartAsync(_ => Task.CompletedTask, (IScheduler)null!));
    }

    [Fact]
    public void TaskObservationOptions_HoldsItsValues()
    {
        var scheduler = new TestScheduler();
        var options = new TaskObservationOptions(scheduler, true);
        Assert.Same(scheduler, options.Scheduler);
        Assert.True(options.IgnoreExceptionsAfterUnsubscribe);
        Assert.Null(new TaskObservationOptions(null, false).Scheduler);
    }

    [Fact]
    public void FaultAfterUnsubscribe_WithIgnoreFalse_OrDefaults_IsLeftUnobserved()
    {
        Assert.True(CountUnobserved(tcs => Observable.FromAsync(() => tcs.Task, new TaskObservationOptions(null, false))) > 0);
        Assert.True(CountUnobserved(tcs => tcs.Task.ToObservable(ImmediateScheduler.Instance)) > 0);
    }

    [Fact]
    public void FaultAfterUnsubscribe_WithIgnoreTrue_IsObserved()
    {
        Assert.Equal(0, CountUnobserved(tcs => Observable.FromAsync(() => tcs.Task, new TaskObservationOptions(null, true))));
        Assert.Equal(0, CountUnobserved(tcs => Observable.Defer(async () =>
        {
            await tcs.Task;
            return Observable.Return(1);
        }, ignoreExceptionsAfterUnsubscribe: true)));
    }

    [Fact]
    public void DeferFaultAfterUnsubscribe_WithIgnoreFalse_IsLeftUnobserved()
    {
        Assert.True(CountUnobserved(tcs => Observable.DeferAsync(
            async _ =>
            {
                await tcs.Task;
                return Observable.Return(1);
            },
            ignoreExceptionsAfterUnsubscribe: false)) > 0);
    }

    /// <summary>Subscribes, disposes, then faults the task, ten times; collects until an unobserved exception shows up (or 3 rounds pass) and counts them.</summary>
    private static int CountUnobserved(Func<TaskCompletionSource<int>, IObservable<int>> create)
    {
        var unobserved = 0;
        var marker = "rheo-unobserved-" + Guid.NewGuid();
        void Handler(object? sender, UnobservedTaskExceptionEventArgs e)
        {
            if (e.Exception.Flatten().InnerExceptions.Any(x => x.Message == marker))
            {
                Interlocked.Increment(ref unobserved);
                e.SetObserved();
            }
        }

        TaskScheduler.UnobservedTaskException += Handler;
        try
        {
            RunAndForget(create, marker);
            for (var round = 0; round < 3 && Volatile.Read(ref unobserved) == 0; round++)
            {
                GC.Collect();
                GC.WaitForPendingFinalizers();
            }

            return Volatile.Read(ref unobserved);
        }
        finally
        {
            TaskScheduler.UnobservedTaskException -= Handler;
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void RunAndForget(Func<TaskCompletionSource<int>, IObservable<int>> create, string marker)
    {
        for (var i = 0; i < 10; i++)
        {
            var tcs = new TaskCompletionSource<int>();
            create(tcs).Subscribe(_ => { }, _ => { }).Dispose();
            tcs.SetException(new InvalidOperationException(marker));
        }
    }

    [Fact]
    public async Task Concat_OverTasks_KeepsArrivalOrder()
    {
        var tasks = new Subject<Task<int>>();
        var first = new TaskCompletionSource<int>();
        var second = new TaskCompletionSource<int>();
        var all = tasks.Concat().ToList().ToTask();
        tasks.OnNext(first.Task);
        tasks.OnNext(second.Task);
        second.SetResult(2);
        first.SetResult(1);
        tasks.OnNext(Task.FromResult(3));
        tasks.OnCompleted();
        Assert.Equal([1, 2, 3], await all.Within());

        var error = new FormatException();
        var failed = new RecordingObserver<int>();
        new[] { Task.FromResult(1), Task.FromException<int>(error), Task.FromResult(3) }.ToObservable().Concat().Subscribe(failed);
        Assert.Equal([1], failed.Values);
        Assert.Same(error, failed.Error);
        failed.AssertGrammar();
    }

    [Fact]
    public async Task Switch_OverTasks_IgnoresASupersededTask()
    {
        var tasks = new Subject<Task<int>>();
        var first = new TaskCompletionSource<int>();
        var second = new TaskCompletionSource<int>();
        var all = tasks.Switch().ToList().ToTask();
        tasks.OnNext(first.Task);
        tasks.OnNext(second.Task);
        first.SetResult(1);
        second.SetResult(2);
        tasks.OnCompleted();
        Assert.Equal([2], await all.Within());
    }

    [Fact]
    public void Concat_And_Switch_OverTasks_Arguments()
    {
        Assert.Throws<ArgumentNullException>("sources", () => ((IObservable<Task<int>>)null!).Concat());
        Assert.Throws<ArgumentNullException>("sources", () => ((IObservable<Task<int>>)null!).Switch());
    }

    [Fact]
    public async Task Defer_AsyncFactory_SubscribesToItsObservable_OnEverySubscription()
    {
        var calls = 0;
        var source = Observable.Defer(async () =>
        {
            await Task.Yield();
            calls++;
            return Observable.Range(0, 3);
        });
        Assert.Equal([0, 1, 2], await source.ToList().ToTask().Within());
        Assert.Equal([0, 1, 2], await source.ToList().ToTask().Within());
        Assert.Equal(2, calls);

        Assert.Equal([5], await Observable.Defer(() => Task.FromResult(Observable.Return(5)), ignoreExceptionsAfterUnsubscribe: true).ToList().ToTask().Within());
        Assert.Equal([6], await Observable.DeferAsync(_ => Task.FromResult(Observable.Return(6)), ignoreExceptionsAfterUnsubscribe: false).ToList().ToTask().Within());

        var error = new FormatException();
        var o = new RecordingObserver<int>();
        Observable.Defer(() => Task.FromException<IObservable<int>>(error)).Subscribe(o);
        Assert.Same(error, o.Error);
    }

    [Fact]
    public void Defer_AsyncFactory_Arguments()
    {
        Assert.Throws<ArgumentNullException>("observableFactoryAsync", () => Observable.Defer((Func<Task<IObservable<int>>>)null!));
        Assert.Throws<ArgumentNullException>("observableFactoryAsync", () => Observable.Defer((Func<Task<IObservable<int>>>)null!, true));
        Assert.Throws<ArgumentNullException>("observableFactoryAsync", () => Observable.DeferAsync((Func<CancellationToken, Task<IObservable<int>>>)null!, false));
    }

    private static async ITaskObservable<int> AddAsync(Task<int> a, int b) => await a + b;

    private static async ITaskObservable<int> FinishesSynchronously(int x)
    {
        await Task.CompletedTask;
        return x * 2;
    }

    private static async ITaskObservable<int> ThrowsAfterAwait(Task gate)
    {
        await gate;
        throw new FormatException("after await");
    }

    private static async ITaskObservable<int> ThrowsAtOnce()
    {
        await Task.CompletedTask;
        throw new FormatException("at once");
    }

    private static async ITaskObservable<int> AwaitsAnother(Task<int> a) => await AddAsync(a, 1) * 10;

    [Fact]
    public async Task AsyncMethod_ReturningITaskObservable_RelaysItsResultToSubscribersAndAwaiters()
    {
        var input = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        var sum = AddAsync(input.Task, 2);
        Assert.False(sum.GetAwaiter().IsCompleted);
        var early = sum.ToTask();
        input.SetResult(40);
        Assert.Equal(42, await early.Within());
        Assert.Equal(42, await sum);
        Assert.True(sum.GetAwaiter().IsCompleted);
        Assert.Equal(42, sum.GetAwaiter().GetResult());

        var late = new RecordingObserver<int>();
        sum.Subscribe(late);
        Assert.Equal([42], late.Values);
        Assert.True(late.Completed);
        late.AssertGrammar();
    }

    [Fact]
    public async Task AsyncMethod_FinishingSynchronously_IsAlreadyTerminated()
    {
        var doubled = FinishesSynchronously(4);
        Assert.True(doubled.GetAwaiter().IsCompleted);
        var o = new RecordingObserver<int>();
        doubled.Subscribe(o);
        Assert.Equal([8], o.Values);
        Assert.True(o.Completed);
        Assert.Equal(8, await doubled);

        var failed = ThrowsAtOnce();
        Assert.True(failed.GetAwaiter().IsCompleted);
        var e = new RecordingObserver<int>();
        failed.Subscribe(e);
        Assert.Equal("at once", Assert.IsType<FormatException>(e.Error).Message);
        await Assert.ThrowsAsync<FormatException>(async () => await failed);
    }

    [Fact]
    public async Task AsyncMethod_ThrowingAfterAnAwait_FailsTheObservable()
    {
        var gate = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var failing = ThrowsAfterAwait(gate.Task);
        var pending = failing.ToTask();
        gate.SetResult();
        var error = await Assert.ThrowsAsync<FormatException>(() => pending.Within());
        Assert.Equal("after await", error.Message);
        await Assert.ThrowsAsync<FormatException>(async () => await failing);
    }

    [Fact]
    public async Task AsyncMethod_AwaitingAnotherITaskObservable()
    {
        var input = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        var outer = AwaitsAnother(input.Task);
        input.SetResult(4);
        Assert.Equal(50, await outer.ToTask().Within());
    }

    [Fact]
    public void MethodBuilder_Arguments()
    {
        var builder = Rheo.Runtime.CompilerServices.TaskObservableMethodBuilder<int>.Create();
        Assert.Throws<ArgumentNullException>("stateMachine", () => builder.SetStateMachine(null!));
        Assert.Throws<ArgumentNullException>("exception", () => builder.SetException(null!));
        builder.SetResult(3);
        Assert.Equal(3, builder.Task.GetAwaiter().GetResult());
    }
}
