using Rheo.Concurrency;
using Rheo.Linq;

namespace Rheo.Threading.Tasks;

/// <summary>
/// Converts between tasks and observable sequences: <c>ToObservable</c> relays a task's outcome, <c>ToTask</c>
/// subscribes and completes a task with a sequence's last value.
/// </summary>
public static class TaskObservableExtensions
{
    /// <summary>Returns an observable that signals <see cref="Unit"/> and completes when the task completes, or fails with its exception.</summary>
    /// <param name="task">The task.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error (<see cref="TaskCanceledException"/> if it was canceled).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="task"/> is null.</exception>
    /// <remarks>If the work supports cancellation, <c>Observable.FromAsync</c> with a token cancels it on unsubscription.</remarks>
    public static IObservable<Unit> ToObservable(this Task task)
    {
        ArgumentNullException.ThrowIfNull(task);
        return new Linq.Operators.TaskToObservable<Unit>(Linq.Operators.AsyncBridgeTasks.ToUnit(task), null);
    }

    /// <summary>Returns an observable that signals <see cref="Unit"/> and completes when the task completes, delivered from a work item on <paramref name="scheduler"/>.</summary>
    /// <param name="task">The task.</param>
    /// <param name="scheduler">The scheduler that delivers the notifications (also for a task that has already finished).</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="task"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<Unit> ToObservable(this Task task, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(task);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Linq.Operators.TaskToObservable<Unit>(Linq.Operators.AsyncBridgeTasks.ToUnit(task), null, scheduler);
    }

    /// <summary>Returns an observable that signals <see cref="Unit"/> and completes when the task completes, observed as <paramref name="options"/> say.</summary>
    /// <param name="task">The task.</param>
    /// <param name="options">The scheduler that delivers the notifications, and whether an exception after unsubscription is observed.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="task"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<Unit> ToObservable(this Task task, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(task);
        ArgumentNullException.ThrowIfNull(options);
        return new Linq.Operators.TaskToObservable<Unit>(Linq.Operators.AsyncBridgeTasks.ToUnit(task), null, options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Returns an observable of the task's result: one value and completion, or the task's exception.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="task">The task.</param>
    /// <returns>One value and completion, or the task's error (<see cref="TaskCanceledException"/> if it was canceled).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="task"/> is null.</exception>
    /// <remarks>If the work supports cancellation, <c>Observable.FromAsync</c> with a token cancels it on unsubscription.</remarks>
    public static IObservable<TResult> ToObservable<TResult>(this Task<TResult> task)
    {
        ArgumentNullException.ThrowIfNull(task);
        return new Linq.Operators.TaskToObservable<TResult>(task, null);
    }

    /// <summary>Returns an observable of the task's result, delivered from a work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="task">The task.</param>
    /// <param name="scheduler">The scheduler that delivers the notifications (also for a task that has already finished).</param>
    /// <returns>One value and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="task"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> ToObservable<TResult>(this Task<TResult> task, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(task);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Linq.Operators.TaskToObservable<TResult>(task, null, scheduler);
    }

    /// <summary>Returns an observable of the task's result, observed as <paramref name="options"/> say.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="task">The task.</param>
    /// <param name="options">The scheduler that delivers the notifications, and whether an exception after unsubscription is observed.</param>
    /// <returns>One value and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="task"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<TResult> ToObservable<TResult>(this Task<TResult> task, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(task);
        ArgumentNullException.ThrowIfNull(options);
        return new Linq.Operators.TaskToObservable<TResult>(task, null, options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Relays a value task's result; a completed one without allocating a task.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="task">The value task (consumed once, here).</param>
    /// <returns>One value and completion, or the task's error.</returns>
    public static IObservable<TResult> ToObservable<TResult>(this ValueTask<TResult> task) =>
        task.IsCompletedSuccessfully ? Observable.Return(task.Result) : new Linq.Operators.TaskToObservable<TResult>(task.AsTask(), null);

    /// <summary>Relays a value task's completion as <see cref="Unit"/>.</summary>
    /// <param name="task">The value task (consumed once, here).</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    public static IObservable<Unit> ToObservable(this ValueTask task) =>
        task.IsCompletedSuccessfully ? Observable.Return(Unit.Default) : new Linq.Operators.TaskToObservable<Unit>(Linq.Operators.AsyncBridgeTasks.ToUnit(task), null);

    /// <summary>Subscribes and returns a task of the last value.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observable">The source sequence.</param>
    /// <returns>The task of the last value; an empty sequence fails it with <see cref="InvalidOperationException"/>, a failed one with its error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observable"/> is null.</exception>
    public static Task<TResult> ToTask<TResult>(this IObservable<TResult> observable) => ToTask(observable, CancellationToken.None, (object?)null);

    /// <summary>Subscribes and returns a task of the last value; the token cancels the task and disposes the subscription.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observable">The source sequence.</param>
    /// <param name="cancellationToken">Cancels the task and disposes the subscription.</param>
    /// <returns>The task of the last value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observable"/> is null.</exception>
    public static Task<TResult> ToTask<TResult>(this IObservable<TResult> observable, CancellationToken cancellationToken) => ToTask(observable, cancellationToken, (object?)null);

    /// <summary>Subscribes and returns a task of the last value, with a state object (<see cref="Task.AsyncState"/>).</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observable">The source sequence.</param>
    /// <param name="state">The task's <see cref="Task.AsyncState"/>.</param>
    /// <returns>The task of the last value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observable"/> is null.</exception>
    public static Task<TResult> ToTask<TResult>(this IObservable<TResult> observable, object? state) => ToTask(observable, CancellationToken.None, state);

    /// <summary>Subscribes and returns a task of the last value, with a token and a state object.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observable">The source sequence.</param>
    /// <param name="cancellationToken">Cancels the task and disposes the subscription.</param>
    /// <param name="state">The task's <see cref="Task.AsyncState"/>.</param>
    /// <returns>The task of the last value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observable"/> is null.</exception>
    public static Task<TResult> ToTask<TResult>(this IObservable<TResult> observable, CancellationToken cancellationToken, object? state)
    {
        ArgumentNullException.ThrowIfNull(observable);
        return Linq.Operators.ToTaskObserver<TResult>.Run(observable, cancellationToken, state);
    }

    /// <summary>Subscribes and returns a task of the last value, completed from a work item on <paramref name="scheduler"/> (so its continuations start there).</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observable">The source sequence.</param>
    /// <param name="scheduler">Where the task is completed.</param>
    /// <returns>The task of the last value; an empty sequence fails it with <see cref="InvalidOperationException"/>, a failed one with its error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observable"/> or <paramref name="scheduler"/> is null.</exception>
    public static Task<TResult> ToTask<TResult>(this IObservable<TResult> observable, IScheduler scheduler) => ToTask(observable, CancellationToken.None, null, scheduler);

    /// <summary>Subscribes and returns a task of the last value with a state object, completed from a work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observable">The source sequence.</param>
    /// <param name="state">The task's <see cref="Task.AsyncState"/>.</param>
    /// <param name="scheduler">Where the task is completed.</param>
    /// <returns>The task of the last value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observable"/> or <paramref name="scheduler"/> is null.</exception>
    public static Task<TResult> ToTask<TResult>(this IObservable<TResult> observable, object? state, IScheduler scheduler) => ToTask(observable, CancellationToken.None, state, scheduler);

    /// <summary>Subscribes and returns a task of the last value, completed from a work item on <paramref name="scheduler"/>; the token disposes the subscription at once and cancels the task from the scheduler.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observable">The source sequence.</param>
    /// <param name="cancellationToken">Cancels the task and disposes the subscription.</param>
    /// <param name="scheduler">Where the task is completed.</param>
    /// <returns>The task of the last value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observable"/> or <paramref name="scheduler"/> is null.</exception>
    public static Task<TResult> ToTask<TResult>(this IObservable<TResult> observable, CancellationToken cancellationToken, IScheduler scheduler) => ToTask(observable, cancellationToken, null, scheduler);

    /// <summary>Subscribes and returns a task of the last value with a token and a state object, completed from a work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observable">The source sequence.</param>
    /// <param name="cancellationToken">Cancels the task and disposes the subscription.</param>
    /// <param name="state">The task's <see cref="Task.AsyncState"/>.</param>
    /// <param name="scheduler">Where the task is completed.</param>
    /// <returns>The task of the last value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observable"/> or <paramref name="scheduler"/> is null.</exception>
    public static Task<TResult> ToTask<TResult>(this IObservable<TResult> observable, CancellationToken cancellationToken, object? state, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(observable);
        ArgumentNullException.ThrowIfNull(scheduler);
        return Linq.Operators.ToTaskObserver<TResult>.Run(observable, cancellationToken, state, scheduler);
    }
}
