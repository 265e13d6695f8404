using Rheo.Concurrency;
using Rheo.Subjects;
using Rheo.Threading.Tasks;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Runs <paramref name="function"/> once, now, on the default scheduler, and returns an observable of its result:
    /// every subscriber, early or late, gets the result and completion (or the function's exception as <c>OnError</c>).
    /// </summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="function">The function to run.</param>
    /// <returns>The result, replayed to every subscriber.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="function"/> is null.</exception>
    public static IObservable<TResult> Start<TResult>(Func<TResult> function)
    {
        ArgumentNullException.ThrowIfNull(function);
        return Operators.ToAsync.Invoke(Operators.ToAsync.DefaultScheduler, function);
    }

    /// <summary>
    /// Runs <paramref name="function"/> once, now, from a work item on <paramref name="scheduler"/>, and returns an
    /// observable of its result, replayed to every subscriber (an exception becomes <c>OnError</c>).
    /// </summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="function">The function to run.</param>
    /// <param name="scheduler">The scheduler that runs the function.</param>
    /// <returns>The result, replayed to every subscriber.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="function"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> Start<TResult>(Func<TResult> function, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(function);
        ArgumentNullException.ThrowIfNull(scheduler);
        return Operators.ToAsync.Invoke(scheduler, function);
    }

    /// <summary>
    /// Runs <paramref name="action"/> once, now, on the default scheduler, and returns an observable that signals
    /// <see cref="Unit"/> and completion when it returns (or its exception as <c>OnError</c>), replayed to every subscriber.
    /// </summary>
    /// <param name="action">The action to run.</param>
    /// <returns>One <see cref="Unit"/> and completion, replayed to every subscriber.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> is null.</exception>
    public static IObservable<Unit> Start(Action action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return Operators.ToAsync.Invoke(Operators.ToAsync.DefaultScheduler, action);
    }

    /// <summary>
    /// Runs <paramref name="action"/> once, now, from a work item on <paramref name="scheduler"/>, and returns an
    /// observable that signals <see cref="Unit"/> and completion when it returns, replayed to every subscriber.
    /// </summary>
    /// <param name="action">The action to run.</param>
    /// <param name="scheduler">The scheduler that runs the action.</param>
    /// <returns>One <see cref="Unit"/> and completion, replayed to every subscriber.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<Unit> Start(Action action, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(action);
        ArgumentNullException.ThrowIfNull(scheduler);
        return Operators.ToAsync.Invoke(scheduler, action);
    }

    /// <summary>
    /// Subscribes an <see cref="AsyncSubject{T}"/> to the source now and returns it: it holds the last value (or the
    /// error) for any later subscriber or <c>await</c>. Canceling the token before the source terminates disposes the
    /// subscription and fails the subject with <see cref="OperationCanceledException"/>.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="cancellationToken">Cancels the subscription.</param>
    /// <returns>The subject that receives the source's last value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static AsyncSubject<TSource> RunAsync<TSource>(this IObservable<TSource> source, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.RunAsync.Run(source, null, cancellationToken);
    }

    /// <summary>
    /// Subscribes an <see cref="AsyncSubject{T}"/> to the connectable source, connects it, and returns the subject.
    /// Canceling the token before the source terminates disposes the subscription and the connection and fails the
    /// subject with <see cref="OperationCanceledException"/>.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The connectable source.</param>
    /// <param name="cancellationToken">Cancels the subscription and the connection.</param>
    /// <returns>The subject that receives the source's last value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static AsyncSubject<TSource> RunAsync<TSource>(this IConnectableObservable<TSource> source, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.RunAsync.Run(source, source, cancellationToken);
    }

    /// <summary>Calls an async function on every subscription and relays its result from a work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work.</param>
    /// <param name="scheduler">The scheduler that delivers the result or error.</param>
    /// <returns>One value and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="functionAsync"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> FromAsync<TResult>(Func<Task<TResult>> functionAsync, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.FromAsync<TResult>(_ => functionAsync(), scheduler);
    }

    /// <summary>Calls an async function on every subscription and relays its result, observed as <paramref name="options"/> say.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work.</param>
    /// <param name="options">The scheduler that delivers the outcome, and whether an exception after unsubscription is observed.</param>
    /// <returns>One value and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="functionAsync"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<TResult> FromAsync<TResult>(Func<Task<TResult>> functionAsync, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        ArgumentNullException.ThrowIfNull(options);
        return new Operators.FromAsync<TResult>(_ => functionAsync(), options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Calls an async function with a token on every subscription and relays its result from a work item on <paramref name="scheduler"/>; disposing the subscription cancels the token.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work.</param>
    /// <param name="scheduler">The scheduler that delivers the result or error.</param>
    /// <returns>One value and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="functionAsync"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> FromAsync<TResult>(Func<CancellationToken, Task<TResult>> functionAsync, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.FromAsync<TResult>(functionAsync, scheduler);
    }

    /// <summary>Calls an async function with a token on every subscription and relays its result, observed as <paramref name="options"/> say; disposing the subscription cancels the token.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work.</param>
    /// <param name="options">The scheduler that delivers the outcome, and whether an exception after unsubscription is observed.</param>
    /// <returns>One value and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="functionAsync"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<TResult> FromAsync<TResult>(Func<CancellationToken, Task<TResult>> functionAsync, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        ArgumentNullException.ThrowIfNull(options);
        return new Operators.FromAsync<TResult>(functionAsync, options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Calls an async action on every subscription; signals <see cref="Unit"/> and completion from a work item on <paramref name="scheduler"/> when it ends.</summary>
    /// <param name="actionAsync">Starts the work.</param>
    /// <param name="scheduler">The scheduler that delivers the outcome.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="actionAsync"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<Unit> FromAsync(Func<Task> actionAsync, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.FromAsync<Unit>(_ => Operators.AsyncBridgeTasks.ToUnit(actionAsync()), scheduler);
    }

    /// <summary>Calls an async action on every subscription; signals <see cref="Unit"/> and completion when it ends, observed as <paramref name="options"/> say.</summary>
    /// <param name="actionAsync">Starts the work.</param>
    /// <param name="options">The scheduler that delivers the outcome, and whether an exception after unsubscription is observed.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="actionAsync"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<Unit> FromAsync(Func<Task> actionAsync, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        ArgumentNullException.ThrowIfNull(options);
        return new Operators.FromAsync<Unit>(_ => Operators.AsyncBridgeTasks.ToUnit(actionAsync()), options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Calls an async action with a token on every subscription; signals <see cref="Unit"/> and completion from a work item on <paramref name="scheduler"/>; disposing the subscription cancels the token.</summary>
    /// <param name="actionAsync">Starts the work.</param>
    /// <param name="scheduler">The scheduler that delivers the outcome.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="actionAsync"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<Unit> FromAsync(Func<CancellationToken, Task> actionAsync, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.FromAsync<Unit>(ct => Operators.AsyncBridgeTasks.ToUnit(actionAsync(ct)), scheduler);
    }

    /// <summary>Calls an async action with a token on every subscription, observed as <paramref name="options"/> say; disposing the subscription cancels the token.</summary>
    /// <param name="actionAsync">Starts the work.</param>
    /// <param name="options">The scheduler that delivers the outcome, and whether an exception after unsubscription is observed.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="actionAsync"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<Unit> FromAsync(Func<CancellationToken, Task> actionAsync, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        ArgumentNullException.ThrowIfNull(options);
        return new Operators.FromAsync<Unit>(ct => Operators.AsyncBridgeTasks.ToUnit(actionAsync(ct)), options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Starts an async function now and returns an observable of its result, delivered from a work item on <paramref name="scheduler"/> (every subscriber gets it).</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work (called once, now); a synchronous throw is relayed as <c>OnError</c>.</param>
    /// <param name="scheduler">The scheduler that delivers the result or error.</param>
    /// <returns>The task's result.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="functionAsync"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> StartAsync<TResult>(Func<Task<TResult>> functionAsync, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        ArgumentNullException.ThrowIfNull(scheduler);
        return StartTask(functionAsync, null, scheduler, false);
    }

    /// <summary>Starts an async function now and returns an observable of its result, observed as <paramref name="options"/> say.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work (called once, now); a synchronous throw is relayed as <c>OnError</c>.</param>
    /// <param name="options">The scheduler that delivers the outcome, and whether an exception after unsubscription is observed.</param>
    /// <returns>The task's result.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="functionAsync"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<TResult> StartAsync<TResult>(Func<Task<TResult>> functionAsync, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        ArgumentNullException.ThrowIfNull(options);
        return StartTask(functionAsync, null, options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Starts an async function now with a token that the first disposed subscription cancels; the result is delivered from a work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work (called once, now); a synchronous throw is relayed as <c>OnError</c>.</param>
    /// <param name="scheduler">The scheduler that delivers the result or error.</param>
    /// <returns>The task's result.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="functionAsync"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TResult> StartAsync<TResult>(Func<CancellationToken, Task<TResult>> functionAsync, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        ArgumentNullException.ThrowIfNull(scheduler);
        var cancellation = new CancellationTokenSource();
        return StartTask(() => functionAsync(cancellation.Token), cancellation, scheduler, false);
    }

    /// <summary>Starts an async function now with a token that the first disposed subscription cancels, observed as <paramref name="options"/> say.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work (called once, now); a synchronous throw is relayed as <c>OnError</c>.</param>
    /// <param name="options">The scheduler that delivers the outcome, and whether an exception after unsubscription is observed.</param>
    /// <returns>The task's result.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="functionAsync"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<TResult> StartAsync<TResult>(Func<CancellationToken, Task<TResult>> functionAsync, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        ArgumentNullException.ThrowIfNull(options);
        var cancellation = new CancellationTokenSource();
        return StartTask(() => functionAsync(cancellation.Token), cancellation, options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Starts an async action now and returns an observable of its completion, delivered from a work item on <paramref name="scheduler"/>.</summary>
    /// <param name="actionAsync">Starts the work (called once, now); a synchronous throw is relayed as <c>OnError</c>.</param>
    /// <param name="scheduler">The scheduler that delivers the outcome.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="actionAsync"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<Unit> StartAsync(Func<Task> actionAsync, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        ArgumentNullException.ThrowIfNull(scheduler);
        return StartTask(() => Operators.AsyncBridgeTasks.ToUnit(actionAsync()), null, scheduler, false);
    }

    /// <summary>Starts an async action now and returns an observable of its completion, observed as <paramref name="options"/> say.</summary>
    /// <param name="actionAsync">Starts the work (called once, now); a synchronous throw is relayed as <c>OnError</c>.</param>
    /// <param name="options">The scheduler that delivers the outcome, and whether an exception after unsubscription is observed.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="actionAsync"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<Unit> StartAsync(Func<Task> actionAsync, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        ArgumentNullException.ThrowIfNull(options);
        return StartTask(() => Operators.AsyncBridgeTasks.ToUnit(actionAsync()), null, options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Starts an async action now with a token that the first disposed subscription cancels; its completion is delivered from a work item on <paramref name="scheduler"/>.</summary>
    /// <param name="actionAsync">Starts the work (called once, now); a synchronous throw is relayed as <c>OnError</c>.</param>
    /// <param name="scheduler">The scheduler that delivers the outcome.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="actionAsync"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<Unit> StartAsync(Func<CancellationToken, Task> actionAsync, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        ArgumentNullException.ThrowIfNull(scheduler);
        var cancellation = new CancellationTokenSource();
        return StartTask(() => Operators.AsyncBridgeTasks.ToUnit(actionAsync(cancellation.Token)), cancellation, scheduler, false);
    }

    /// <summary>Starts an async action now with a token that the first disposed subscription cancels, observed as <paramref name="options"/> say.</summary>
    /// <param name="actionAsync">Starts the work (called once, now); a synchronous throw is relayed as <c>OnError</c>.</param>
    /// <param name="options">The scheduler that delivers the outcome, and whether an exception after unsubscription is observed.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="actionAsync"/> or <paramref name="options"/> is null.</exception>
    public static IObservable<Unit> StartAsync(Func<CancellationToken, Task> actionAsync, TaskObservationOptions options)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        ArgumentNullException.ThrowIfNull(options);
        var cancellation = new CancellationTokenSource();
        return StartTask(() => Operators.AsyncBridgeTasks.ToUnit(actionAsync(cancellation.Token)), cancellation, options.Scheduler, options.IgnoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Relays each task's outcome in the order the tasks arrive: a task's result waits until the tasks before it have delivered theirs.</summary>
    /// <typeparam name="TSource">The tasks' result type.</typeparam>
    /// <param name="sources">The tasks.</param>
    /// <returns>The results in arrival order; the first faulted or canceled task ends the sequence with its error.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> is null.</exception>
    public static IObservable<TSource> Concat<TSource>(this IObservable<Task<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return Concat(Select(sources, static task => task.ToObservable()));
    }

    /// <summary>Relays the outcome of the latest task only: a new task makes the result of the previous one (still pending) be ignored.</summary>
    /// <typeparam name="TSource">The tasks' result type.</typeparam>
    /// <param name="sources">The tasks.</param>
    /// <returns>The results of the tasks that completed before a newer one arrived; completes when the outer sequence and the latest task have.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> is null.</exception>
    public static IObservable<TSource> Switch<TSource>(this IObservable<Task<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return Switch(Select(sources, static task => task.ToObservable()));
    }

    /// <summary>
    /// Calls an async factory on every subscription and subscribes to the observable it produces; a factory that throws
    /// or whose task fails fails the sequence.
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observableFactoryAsync">Produces the observable to subscribe to.</param>
    /// <returns>The deferred observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observableFactoryAsync"/> is null.</exception>
    public static IObservable<TResult> Defer<TResult>(Func<Task<IObservable<TResult>>> observableFactoryAsync)
    {
        ArgumentNullException.ThrowIfNull(observableFactoryAsync);
        return new Operators.DeferAsync<TResult>(_ => observableFactoryAsync());
    }

    /// <summary>
    /// Calls an async factory on every subscription and subscribes to the observable it produces; with
    /// <paramref name="ignoreExceptionsAfterUnsubscribe"/> false, a factory task that fails after unsubscription is left
    /// unobserved (it reaches <see cref="TaskScheduler.UnobservedTaskException"/>), with true its exception is observed and dropped.
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observableFactoryAsync">Produces the observable to subscribe to.</param>
    /// <param name="ignoreExceptionsAfterUnsubscribe">Whether an exception of the factory task after unsubscription is observed and dropped.</param>
    /// <returns>The deferred observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observableFactoryAsync"/> is null.</exception>
    public static IObservable<TResult> Defer<TResult>(Func<Task<IObservable<TResult>>> observableFactoryAsync, bool ignoreExceptionsAfterUnsubscribe)
    {
        ArgumentNullException.ThrowIfNull(observableFactoryAsync);
        return new Operators.DeferAsync<TResult>(_ => observableFactoryAsync(), ignoreExceptionsAfterUnsubscribe);
    }

    /// <summary>
    /// Calls an async factory with a token on every subscription and subscribes to the observable it produces;
    /// disposing the subscription cancels the token. With <paramref name="ignoreExceptionsAfterUnsubscribe"/> false, a
    /// factory task that fails after unsubscription is left unobserved; with true its exception is observed and dropped.
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observableFactoryAsync">Produces the observable to subscribe to.</param>
    /// <param name="ignoreExceptionsAfterUnsubscribe">Whether an exception of the factory task after unsubscription is observed and dropped.</param>
    /// <returns>The deferred observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observableFactoryAsync"/> is null.</exception>
    public static IObservable<TResult> DeferAsync<TResult>(Func<CancellationToken, Task<IObservable<TResult>>> observableFactoryAsync, bool ignoreExceptionsAfterUnsubscribe)
    {
        ArgumentNullException.ThrowIfNull(observableFactoryAsync);
        return new Operators.DeferAsync<TResult>(observableFactoryAsync, ignoreExceptionsAfterUnsubscribe);
    }

    /// <summary>Calls the start function now: a synchronous throw becomes an observable that fails at once (as in Rx.NET), a task is relayed.</summary>
    private static IObservable<TResult> StartTask<TResult>(Func<Task<TResult>> start, CancellationTokenSource? cancellation, IScheduler? scheduler, bool observeLateErrors)
    {
        Task<TResult> task;
        try
        {
            task = start();
        }
        catch (Exception error)
        {
            return Throw<TResult>(error);
        }

        return new Operators.TaskToObservable<TResult>(task, cancellation, scheduler, observeLateErrors);
    }
}
