using System.Runtime.CompilerServices;
using System.Runtime.ExceptionServices;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Concurrency;

public static partial class Scheduler
{
    /// <summary>
    /// Returns an awaitable that continues the awaiting method as a new work item on the scheduler, so a
    /// loop that awaits it on each step lets other work run in between. Inside <c>ScheduleAsync</c>, the
    /// controller's cancellation token applies: after dispose the await throws <see cref="OperationCanceledException"/>.
    /// </summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <returns>The awaitable.</returns>
    public static SchedulerOperation Yield(this IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new SchedulerOperation(scheduler, SchedulerOperationKind.Now, default, default, GetCancellationToken(scheduler));
    }

    /// <summary>Returns an awaitable that continues the method as a new work item, unless <paramref name="cancellationToken"/> is canceled first.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="cancellationToken">Cancels the wait; the await then throws <see cref="OperationCanceledException"/>.</param>
    /// <returns>The awaitable.</returns>
    public static SchedulerOperation Yield(this IScheduler scheduler, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new SchedulerOperation(scheduler, SchedulerOperationKind.Now, default, default, cancellationToken);
    }

    /// <summary>Returns an awaitable that continues the method on the scheduler after <paramref name="dueTime"/>.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The delay.</param>
    /// <returns>The awaitable.</returns>
    public static SchedulerOperation Sleep(this IScheduler scheduler, TimeSpan dueTime)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new SchedulerOperation(scheduler, SchedulerOperationKind.Relative, dueTime, default, GetCancellationToken(scheduler));
    }

    /// <summary>Returns an awaitable that continues the method on the scheduler after <paramref name="dueTime"/>, unless canceled first.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="cancellationToken">Cancels the sleep; the await then throws <see cref="OperationCanceledException"/> at once.</param>
    /// <returns>The awaitable.</returns>
    public static SchedulerOperation Sleep(this IScheduler scheduler, TimeSpan dueTime, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new SchedulerOperation(scheduler, SchedulerOperationKind.Relative, dueTime, default, cancellationToken);
    }

    /// <summary>Returns an awaitable that continues the method on the scheduler at <paramref name="dueTime"/>.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The absolute time.</param>
    /// <returns>The awaitable.</returns>
    public static SchedulerOperation Sleep(this IScheduler scheduler, DateTimeOffset dueTime)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new SchedulerOperation(scheduler, SchedulerOperationKind.Absolute, default, dueTime, GetCancellationToken(scheduler));
    }

    /// <summary>Returns an awaitable that continues the method on the scheduler at <paramref name="dueTime"/>, unless canceled first.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The absolute time.</param>
    /// <param name="cancellationToken">Cancels the sleep.</param>
    /// <returns>The awaitable.</returns>
    public static SchedulerOperation Sleep(this IScheduler scheduler, DateTimeOffset dueTime, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new SchedulerOperation(scheduler, SchedulerOperationKind.Absolute, default, dueTime, cancellationToken);
    }

    /// <summary>
    /// Runs an async method on the scheduler. The method receives a controller scheduler (await its
    /// <c>Yield()</c> and <c>Sleep(...)</c> to continue as new work items) and a token canceled on dispose;
    /// disposing stops the method at its next await, running its <c>finally</c> blocks. An exception the
    /// method throws (other than the cancellation) is rethrown on the scheduler, like any failing work item.
    /// </summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The state passed to the method.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync<TState>(this IScheduler scheduler, TState state, Func<IScheduler, TState, CancellationToken, Task> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return AsyncWork<TState>.Start(scheduler, state, action, SchedulerOperationKind.Now, default, default);
    }

    /// <summary>Runs an async method on the scheduler; the disposable it returns is disposed with the result.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The state passed to the method.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync<TState>(this IScheduler scheduler, TState state, Func<IScheduler, TState, CancellationToken, Task<IDisposable>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return AsyncWork<TState>.Start(scheduler, state, action, SchedulerOperationKind.Now, default, default);
    }

    /// <summary>Runs an async method on the scheduler (see <see cref="ScheduleAsync{TState}(IScheduler, TState, Func{IScheduler, TState, CancellationToken, Task})"/>).</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync(this IScheduler scheduler, Func<IScheduler, CancellationToken, Task> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.ScheduleAsync(action, static (s, a, ct) => a(s, ct));
    }

    /// <summary>Runs an async method on the scheduler; the disposable it returns is disposed with the result.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync(this IScheduler scheduler, Func<IScheduler, CancellationToken, Task<IDisposable>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.ScheduleAsync(action, static (s, a, ct) => a(s, ct));
    }

    /// <summary>Runs an async method on the scheduler after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The state passed to the method.</param>
    /// <param name="dueTime">The delay before the method starts.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync<TState>(this IScheduler scheduler, TState state, TimeSpan dueTime, Func<IScheduler, TState, CancellationToken, Task> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return AsyncWork<TState>.Start(scheduler, state, action, SchedulerOperationKind.Relative, dueTime, default);
    }

    /// <summary>Runs an async method on the scheduler after <paramref name="dueTime"/>; the disposable it returns is disposed with the result.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The state passed to the method.</param>
    /// <param name="dueTime">The delay before the method starts.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync<TState>(this IScheduler scheduler, TState state, TimeSpan dueTime, Func<IScheduler, TState, CancellationToken, Task<IDisposable>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return AsyncWork<TState>.Start(scheduler, state, action, SchedulerOperationKind.Relative, dueTime, default);
    }

    /// <summary>Runs an async method on the scheduler after <paramref name="dueTime"/>.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The delay before the method starts.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync(this IScheduler scheduler, TimeSpan dueTime, Func<IScheduler, CancellationToken, Task> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.ScheduleAsync(action, dueTime, static (s, a, ct) => a(s, ct));
    }

    /// <summary>Runs an async method on the scheduler after <paramref name="dueTime"/>; the disposable it returns is disposed with the result.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The delay before the method starts.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync(this IScheduler scheduler, TimeSpan dueTime, Func<IScheduler, CancellationToken, Task<IDisposable>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.ScheduleAsync(action, dueTime, static (s, a, ct) => a(s, ct));
    }

    /// <summary>Runs an async method on the scheduler at <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The state passed to the method.</param>
    /// <param name="dueTime">When the method starts.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync<TState>(this IScheduler scheduler, TState state, DateTimeOffset dueTime, Func<IScheduler, TState, CancellationToken, Task> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return AsyncWork<TState>.Start(scheduler, state, action, SchedulerOperationKind.Absolute, default, dueTime);
    }

    /// <summary>Runs an async method on the scheduler at <paramref name="dueTime"/>; the disposable it returns is disposed with the result.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The state passed to the method.</param>
    /// <param name="dueTime">When the method starts.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync<TState>(this IScheduler scheduler, TState state, DateTimeOffset dueTime, Func<IScheduler, TState, CancellationToken, Task<IDisposable>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return AsyncWork<TState>.Start(scheduler, state, action, SchedulerOperationKind.Absolute, default, dueTime);
    }

    /// <summary>Runs an async method on the scheduler at <paramref name="dueTime"/>.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">When the method starts.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync(this IScheduler scheduler, DateTimeOffset dueTime, Func<IScheduler, CancellationToken, Task> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.ScheduleAsync(action, dueTime, static (s, a, ct) => a(s, ct));
    }

    /// <summary>Runs an async method on the scheduler at <paramref name="dueTime"/>; the disposable it returns is disposed with the result.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">When the method starts.</param>
    /// <param name="action">The async method.</param>
    /// <returns>Cancels the method.</returns>
    public static IDisposable ScheduleAsync(this IScheduler scheduler, DateTimeOffset dueTime, Func<IScheduler, CancellationToken, Task<IDisposable>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.ScheduleAsync(action, dueTime, static (s, a, ct) => a(s, ct));
    }

    private static CancellationToken GetCancellationToken(IScheduler scheduler)
        => scheduler is AsyncController controller ? controller.Token : default;
}

/// <summary>When a <see cref="SchedulerOperation"/> continues.</summary>
internal enum SchedulerOperationKind
{
    Now,
    Relative,
    Absolute,
}

/// <summary>
/// The awaitable returned by <see cref="Scheduler.Yield(IScheduler)"/> and <see cref="Scheduler.Sleep(IScheduler, TimeSpan)"/>:
/// awaiting it schedules the rest of the method as a work item on the scheduler.
/// </summary>
public sealed class SchedulerOperation
{
    private readonly IScheduler _scheduler;
    private readonly SchedulerOperationKind _kind;
    private readonly TimeSpan _relative;
    private readonly DateTimeOffset _absolute;
    private readonly CancellationToken _token;
    private readonly bool _continueOnCapturedContext;

    internal SchedulerOperation(IScheduler scheduler, SchedulerOperationKind kind, TimeSpan relative, DateTimeOffset absolute, CancellationToken token, bool continueOnCapturedContext = false)
    {
        _scheduler = scheduler;
        _kind = kind;
        _relative = relative;
        _absolute = absolute;
        _token = token;
        _continueOnCapturedContext = continueOnCapturedContext;
    }

    /// <summary>
    /// Says where the rest of the awaiting method runs once the scheduler ran the operation: with true, it is posted to
    /// the <see cref="SynchronizationContext"/> current when the await began (if there is one); with false (the default),
    /// it runs on the scheduler.
    /// </summary>
    /// <param name="continueOnCapturedContext">Whether to continue on the captured synchronization context.</param>
    /// <returns>The operation with that behavior; this one is unchanged.</returns>
    public SchedulerOperation ConfigureAwait(bool continueOnCapturedContext)
        => new(_scheduler, _kind, _relative, _absolute, _token, continueOnCapturedContext);

    /// <summary>Gets the awaiter.</summary>
    /// <returns>An awaiter for one await.</returns>
    public SchedulerOperationAwaiter GetAwaiter() => new(this);

    internal CancellationToken Token => _token;

    internal bool ContinueOnCapturedContext => _continueOnCapturedContext;

    internal IDisposable Schedule(SchedulerOperationAwaiter awaiter) => _kind switch
    {
        SchedulerOperationKind.Now => _scheduler.Schedule(awaiter, static (_, a) => a.Resume()),
        SchedulerOperationKind.Relative => _scheduler.Schedule(awaiter, _relative, static (_, a) => a.Resume()),
        _ => _scheduler.Schedule(awaiter, _absolute, static (_, a) => a.Resume()),
    };
}

/// <summary>The awaiter of a <see cref="SchedulerOperation"/>.</summary>
public sealed class SchedulerOperationAwaiter : ICriticalNotifyCompletion
{
    private readonly SchedulerOperation _operation;
    private Action? _continuation;
    private IDisposable? _work;
    private CancellationTokenRegistration _registration;
    private int _awaited;

    internal SchedulerOperationAwaiter(SchedulerOperation operation) => _operation = operation;

    /// <summary>Gets whether the operation is already complete: only when its token is already canceled.</summary>
    public bool IsCompleted => _operation.Token.IsCancellationRequested;

    /// <summary>Ends the await; throws <see cref="OperationCanceledException"/> if the token was canceled.</summary>
    public void GetResult() => _operation.Token.ThrowIfCancellationRequested();

    /// <summary>Schedules <paramref name="continuation"/> on the scheduler; cancellation runs it at once instead.</summary>
    /// <param name="continuation">The rest of the awaiting method.</param>
    public void OnCompleted(Action continuation) => UnsafeOnCompleted(continuation);

    /// <summary>Schedules <paramref name="continuation"/> on the scheduler; cancellation runs it at once instead.</summary>
    /// <param name="continuation">The rest of the awaiting method.</param>
    /// <exception cref="InvalidOperationException">This awaiter was awaited before (also when that await has finished), as in Rx.NET.</exception>
    public void UnsafeOnCompleted(Action continuation)
    {
        ArgumentNullException.ThrowIfNull(continuation);
        if (Interlocked.Exchange(ref _awaited, 1) != 0)
        {
            throw new InvalidOperationException("The scheduler operation has already been awaited.");
        }

        if (_operation.ContinueOnCapturedContext && SynchronizationContext.Current is { } context)
        {
            var resume = continuation;
            continuation = () => context.Post(static c => ((Action)c!)(), resume);
        }

        Volatile.Write(ref _continuation, continuation);

        DisposableSlot.TrySetOnce(ref _work, _operation.Schedule(this));
        if (_operation.Token.CanBeCanceled)
        {
            _registration = _operation.Token.UnsafeRegister(static a => ((SchedulerOperationAwaiter)a!).Cancel(), this);
        }
    }

    internal IDisposable Resume()
    {
        _registration.Dispose();
        Interlocked.Exchange(ref _continuation, null)?.Invoke();
        return Disposable.Empty;
    }

    private void Cancel()
    {
        DisposableSlot.Dispose(ref _work);
        Interlocked.Exchange(ref _continuation, null)?.Invoke();
    }
}

/// <summary>The controller handed to a <c>ScheduleAsync</c> method: the scheduler of the current step, plus the method's token.</summary>
internal sealed class AsyncController(IScheduler inner, CancellationToken token) : IScheduler, IServiceProvider
{
    public CancellationToken Token => token;

    public DateTimeOffset Now => inner.Now;

    public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action) => inner.Schedule(state, action);

    public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action) => inner.Schedule(state, dueTime, action);

    public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action) => inner.Schedule(state, dueTime, action);

    public object? GetService(Type serviceType)
        => inner is IServiceProvider provider ? provider.GetService(serviceType) : serviceType.IsInstanceOfType(inner) ? inner : null;
}

/// <summary>One <c>ScheduleAsync</c> run: its start item, its cancellation, and the disposable its method returns.</summary>
/// <typeparam name="TState">The state type.</typeparam>
internal sealed class AsyncWork<TState> : IDisposable
{
    private readonly CancellationTokenSource _cancel = new();
    private readonly TState _state;
    private readonly Delegate _action;
    private IDisposable? _start;
    private IDisposable? _result;

    private AsyncWork(TState state, Delegate action)
    {
        _state = state;
        _action = action;
    }

    public static IDisposable Start(IScheduler scheduler, TState state, Delegate action, SchedulerOperationKind kind, TimeSpan relative, DateTimeOffset absolute)
    {
        var work = new AsyncWork<TState>(state, action);
        var start = kind switch
        {
            SchedulerOperationKind.Now => scheduler.Schedule(work, static (s, w) => w.Run(s)),
            SchedulerOperationKind.Relative => scheduler.Schedule(work, relative, static (s, w) => w.Run(s)),
            _ => scheduler.Schedule(work, absolute, static (s, w) => w.Run(s)),
        };
        DisposableSlot.TrySetOnce(ref work._start, start);
        return work;
    }

    public void Dispose()
    {
        DisposableSlot.Dispose(ref _start);
        try
        {
            _cancel.Cancel();
        }
        catch (ObjectDisposedException)
        {
        }

        DisposableSlot.Dispose(ref _result);
    }

    private IDisposable Run(IScheduler scheduler)
    {
        var token = _cancel.Token;
        if (token.IsCancellationRequested)
        {
            return Disposable.Empty;
        }

        var controller = new AsyncController(scheduler, token);
        Task task;
        try
        {
            task = _action is Func<IScheduler, TState, CancellationToken, Task<IDisposable>> withResult
                ? withResult(controller, _state, token)
                : ((Func<IScheduler, TState, CancellationToken, Task>)_action)(controller, _state, token);
        }
        catch (OperationCanceledException) when (token.IsCancellationRequested)
        {
            return Disposable.Empty;
        }

        if (task.IsCompleted)
        {
            Complete(task, scheduler);
        }
        else
        {
            task.ContinueWith(static (t, s) =>
            {
                var (work, sch) = ((AsyncWork<TState>, IScheduler))s!;
                work.Complete(t, sch);
            }, (this, scheduler), CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
        }

        return Disposable.Empty;
    }

    private void Complete(Task task, IScheduler scheduler)
    {
        if (task.IsFaulted)
        {
            var error = task.Exception!.InnerExceptions.Count == 1 ? task.Exception.InnerExceptions[0] : task.Exception;
            if (error is OperationCanceledException && _cancel.IsCancellationRequested)
            {
                return;
            }

            // A failing async method fails like any scheduled work: on its scheduler, where Catch can see it.
            scheduler.Schedule(ExceptionDispatchInfo.Capture(error), static (_, e) =>
            {
                e.Throw();
                return Disposable.Empty;
            });
            return;
        }

        if (task is Task<IDisposable> { Status: TaskStatus.RanToCompletion } withResult)
        {
            DisposableSlot.TrySetOnce(ref _result, withResult.Result);
        }
    }
}
