using System.Runtime.CompilerServices;
using Rheo.Concurrency;
using Rheo.Disposables;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Makes an observable awaitable: <c>await</c> subscribes and returns the last value.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>An awaiter of the last value; an empty sequence throws <see cref="InvalidOperationException"/>, a failed one its error.</returns>
    public static TaskAwaiter<TSource> GetAwaiter<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Threading.Tasks.TaskObservableExtensions.ToTask(source).GetAwaiter();
    }

    /// <summary>Makes a connectable observable awaitable: <c>await</c> subscribes, then connects, and returns the last value.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The connectable source.</param>
    /// <returns>An awaiter of the last value; an empty sequence throws <see cref="InvalidOperationException"/>, a failed one its error.</returns>
    public static TaskAwaiter<TSource> GetAwaiter<TSource>(this Subjects.IConnectableObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        var task = Threading.Tasks.TaskObservableExtensions.ToTask(source);
        source.Connect();
        return task.GetAwaiter();
    }

    /// <summary>Runs an action for every value; the task completes with the sequence.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onNext">The action; a throw faults the task and disposes the subscription.</param>
    /// <returns>The task of the whole enumeration.</returns>
    public static Task ForEachAsync<TSource>(this IObservable<TSource> source, Action<TSource> onNext) => ForEachAsync(source, onNext, CancellationToken.None);

    /// <summary>Runs an action for every value; the task completes with the sequence, the token cancels it.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onNext">The action; a throw faults the task and disposes the subscription.</param>
    /// <param name="cancellationToken">Cancels the task and disposes the subscription.</param>
    /// <returns>The task of the whole enumeration.</returns>
    public static Task ForEachAsync<TSource>(this IObservable<TSource> source, Action<TSource> onNext, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        return Operators.ForEachAsyncObserver<TSource>.Run(source, (x, _) => onNext(x), cancellationToken);
    }

    /// <summary>Runs an action for every value and its index; the task completes with the sequence.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onNext">The action; a throw faults the task and disposes the subscription.</param>
    /// <returns>The task of the whole enumeration.</returns>
    public static Task ForEachAsync<TSource>(this IObservable<TSource> source, Action<TSource, int> onNext) => ForEachAsync(source, onNext, CancellationToken.None);

    /// <summary>Runs an action for every value and its index; the task completes with the sequence, the token cancels it.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onNext">The action; a throw faults the task and disposes the subscription.</param>
    /// <param name="cancellationToken">Cancels the task and disposes the subscription.</param>
    /// <returns>The task of the whole enumeration.</returns>
    public static Task ForEachAsync<TSource>(this IObservable<TSource> source, Action<TSource, int> onNext, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        return Operators.ForEachAsyncObserver<TSource>.Run(source, onNext, cancellationToken);
    }

    /// <summary>Calls an async function on every subscription and relays its result.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work.</param>
    /// <returns>One value and completion, or the task's error.</returns>
    public static IObservable<TResult> FromAsync<TResult>(Func<Task<TResult>> functionAsync)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        return new Operators.FromAsync<TResult>(_ => functionAsync());
    }

    /// <summary>Calls an async function with a token on every subscription and relays its result; disposing the subscription cancels the token (the resulting cancellation is not delivered).</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work.</param>
    /// <returns>One value and completion, or the task's error.</returns>
    public static IObservable<TResult> FromAsync<TResult>(Func<CancellationToken, Task<TResult>> functionAsync)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        return new Operators.FromAsync<TResult>(functionAsync);
    }

    /// <summary>Calls an async function on every subscription and relays its result.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work.</param>
    /// <returns>One value and completion, or the task's error.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> FromAsync<TResult>(Func<ValueTask<TResult>> functionAsync)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        return new Operators.FromAsync<TResult>(_ => functionAsync().AsTask());
    }

    /// <summary>Calls an async function with a token on every subscription and relays its result; disposing the subscription cancels the token.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work.</param>
    /// <returns>One value and completion, or the task's error.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> FromAsync<TResult>(Func<CancellationToken, ValueTask<TResult>> functionAsync)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        return new Operators.FromAsync<TResult>(ct => functionAsync(ct).AsTask());
    }

    /// <summary>Calls an async action on every subscription; signals <see cref="Unit"/> and completion when it ends.</summary>
    /// <param name="actionAsync">Starts the work.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    public static IObservable<Unit> FromAsync(Func<Task> actionAsync)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        return new Operators.FromAsync<Unit>(_ => Operators.AsyncBridgeTasks.ToUnit(actionAsync()));
    }

    /// <summary>Calls an async action with a token on every subscription; disposing the subscription cancels the token.</summary>
    /// <param name="actionAsync">Starts the work.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    public static IObservable<Unit> FromAsync(Func<CancellationToken, Task> actionAsync)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        return new Operators.FromAsync<Unit>(ct => Operators.AsyncBridgeTasks.ToUnit(actionAsync(ct)));
    }

    /// <summary>Calls an async action on every subscription; signals <see cref="Unit"/> and completion when it ends.</summary>
    /// <param name="actionAsync">Starts the work.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<Unit> FromAsync(Func<ValueTask> actionAsync)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        return new Operators.FromAsync<Unit>(_ => Operators.AsyncBridgeTasks.ToUnit(actionAsync()));
    }

    /// <summary>Calls an async action with a token on every subscription; disposing the subscription cancels the token.</summary>
    /// <param name="actionAsync">Starts the work.</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<Unit> FromAsync(Func<CancellationToken, ValueTask> actionAsync)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        return new Operators.FromAsync<Unit>(ct => Operators.AsyncBridgeTasks.ToUnit(actionAsync(ct)));
    }

    /// <summary>Starts an async function now and returns an observable of its result (every subscriber gets it).</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work (called once, now).</param>
    /// <returns>The task's result.</returns>
    public static IObservable<TResult> StartAsync<TResult>(Func<Task<TResult>> functionAsync)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        return new Operators.TaskToObservable<TResult>(StartNow(functionAsync), null);
    }

    /// <summary>Starts an async function now with a token that the first disposed subscription cancels.</summary>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="functionAsync">Starts the work (called once, now).</param>
    /// <returns>The task's result.</returns>
    public static IObservable<TResult> StartAsync<TResult>(Func<CancellationToken, Task<TResult>> functionAsync)
    {
        ArgumentNullException.ThrowIfNull(functionAsync);
        var cancellation = new CancellationTokenSource();
        return new Operators.TaskToObservable<TResult>(StartNow(() => functionAsync(cancellation.Token)), cancellation);
    }

    /// <summary>Starts an async action now and returns an observable of its completion.</summary>
    /// <param name="actionAsync">Starts the work (called once, now).</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    public static IObservable<Unit> StartAsync(Func<Task> actionAsync)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        return new Operators.TaskToObservable<Unit>(StartNow(() => Operators.AsyncBridgeTasks.ToUnit(actionAsync())), null);
    }

    /// <summary>Starts an async action now with a token that the first disposed subscription cancels.</summary>
    /// <param name="actionAsync">Starts the work (called once, now).</param>
    /// <returns>One <see cref="Unit"/> and completion, or the task's error.</returns>
    public static IObservable<Unit> StartAsync(Func<CancellationToken, Task> actionAsync)
    {
        ArgumentNullException.ThrowIfNull(actionAsync);
        var cancellation = new CancellationTokenSource();
        return new Operators.TaskToObservable<Unit>(StartNow(() => Operators.AsyncBridgeTasks.ToUnit(actionAsync(cancellation.Token))), cancellation);
    }

    /// <summary>Creates an observable from an async subscribe function; the task's completion completes the sequence, its failure fails it.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="subscribeAsync">Produces the messages.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Create<TResult>(Func<IObserver<TResult>, Task> subscribeAsync)
    {
        ArgumentNullException.ThrowIfNull(subscribeAsync);
        return Create<TResult>((observer, _) => subscribeAsync(observer));
    }

    /// <summary>Creates an observable from an async subscribe function with a token that disposing the subscription cancels (the observer is silenced first); the task's completion completes the sequence.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="subscribeAsync">Produces the messages.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Create<TResult>(Func<IObserver<TResult>, CancellationToken, Task> subscribeAsync)
    {
        ArgumentNullException.ThrowIfNull(subscribeAsync);
        return new Operators.CreateAsync<TResult>(subscribeAsync, Operators.CreateAsync<TResult>.Kind.Completes);
    }

    /// <summary>Creates an observable from an async subscribe function that returns the subscription's resource, disposed on unsubscription.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="subscribeAsync">Starts producing and returns the resource.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Create<TResult>(Func<IObserver<TResult>, Task<IDisposable>> subscribeAsync)
    {
        ArgumentNullException.ThrowIfNull(subscribeAsync);
        return Create<TResult>((observer, _) => subscribeAsync(observer));
    }

    /// <summary>Creates an observable from an async subscribe function with a token; its resulting resource is disposed on unsubscription.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="subscribeAsync">Starts producing and returns the resource.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Create<TResult>(Func<IObserver<TResult>, CancellationToken, Task<IDisposable>> subscribeAsync)
    {
        ArgumentNullException.ThrowIfNull(subscribeAsync);
        return new Operators.CreateAsync<TResult>(subscribeAsync, Operators.CreateAsync<TResult>.Kind.Resource);
    }

    /// <summary>Creates an observable from an async subscribe function that returns the action to run on unsubscription.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="subscribeAsync">Starts producing and returns the unsubscribe action.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Create<TResult>(Func<IObserver<TResult>, Task<Action>> subscribeAsync)
    {
        ArgumentNullException.ThrowIfNull(subscribeAsync);
        return Create<TResult>((observer, _) => subscribeAsync(observer));
    }

    /// <summary>Creates an observable from an async subscribe function with a token that returns the action to run on unsubscription.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="subscribeAsync">Starts producing and returns the unsubscribe action.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Create<TResult>(Func<IObserver<TResult>, CancellationToken, Task<Action>> subscribeAsync)
    {
        ArgumentNullException.ThrowIfNull(subscribeAsync);
        return new Operators.CreateAsync<TResult>(subscribeAsync, Operators.CreateAsync<TResult>.Kind.Action);
    }

    /// <summary>On every subscription, awaits an observable factory and subscribes to its result.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observableFactoryAsync">Produces the observable.</param>
    /// <returns>The deferred observable.</returns>
    public static IObservable<TResult> DeferAsync<TResult>(Func<Task<IObservable<TResult>>> observableFactoryAsync)
    {
        ArgumentNullException.ThrowIfNull(observableFactoryAsync);
        return new Operators.DeferAsync<TResult>(_ => observableFactoryAsync());
    }

    /// <summary>On every subscription, awaits an observable factory (with a token that disposing the subscription cancels) and subscribes to its result.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="observableFactoryAsync">Produces the observable.</param>
    /// <returns>The deferred observable.</returns>
    public static IObservable<TResult> DeferAsync<TResult>(Func<CancellationToken, Task<IObservable<TResult>>> observableFactoryAsync)
    {
        ArgumentNullException.ThrowIfNull(observableFactoryAsync);
        return new Operators.DeferAsync<TResult>(observableFactoryAsync);
    }

    /// <summary>On every subscription, awaits a resource and then an observable that uses it; the resource is disposed when the sequence ends or the subscription is disposed.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <typeparam name="TResource">The resource type.</typeparam>
    /// <param name="resourceFactoryAsync">Creates the resource (the token is canceled on unsubscription).</param>
    /// <param name="observableFactoryAsync">Creates the observable over the resource.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Using<TResult, TResource>(Func<CancellationToken, Task<TResource>> resourceFactoryAsync, Func<TResource, CancellationToken, Task<IObservable<TResult>>> observableFactoryAsync)
        where TResource : IDisposable
    {
        ArgumentNullException.ThrowIfNull(resourceFactoryAsync);
        ArgumentNullException.ThrowIfNull(observableFactoryAsync);
        return new Operators.UsingAsync<TResult, TResource>(resourceFactoryAsync, observableFactoryAsync);
    }

    /// <summary>Starts a value task for each value and merges the results; synchronously completed value tasks cost no allocation.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Starts the work for a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The results, in completion order.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyValueTask<TSource, TResult, TResult>(source, (x, _, _) => selector(x), static (_, _, r) => r, usesToken: false);
    }

    /// <summary>Starts a value task for each value and its index and merges the results.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Starts the work for a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The results, in completion order.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyValueTask<TSource, TResult, TResult>(source, (x, i, _) => selector(x, i), static (_, _, r) => r, usesToken: false);
    }

    /// <summary>Starts a value task with a token for each value and merges the results; the token is canceled on disposal or error.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Starts the work for a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The results, in completion order.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, CancellationToken, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyValueTask<TSource, TResult, TResult>(source, (x, _, ct) => selector(x, ct), static (_, _, r) => r, usesToken: true);
    }

    /// <summary>Starts a value task with a token for each value and its index and merges the results.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="selector">Starts the work for a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The results, in completion order.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> SelectMany<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, CancellationToken, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectManyValueTask<TSource, TResult, TResult>(source, selector, static (_, _, r) => r, usesToken: true);
    }

    /// <summary>Starts a value task for each value and merges the results combined with their outer value; synchronously completed value tasks cost no allocation.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TTaskResult">The value tasks' result type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="taskSelector">Starts the work for a value; a throw or a faulted value task becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines the outer value with the value task's result; a throw becomes <c>OnError</c>.</param>
    /// <returns>The results, in completion order; 0 bytes per value when the value tasks complete synchronously.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(this IObservable<TSource> source, Func<TSource, ValueTask<TTaskResult>> taskSelector, Func<TSource, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyValueTask<TSource, TTaskResult, TResult>(source, (x, _, _) => taskSelector(x), (x, _, r) => resultSelector(x, r), usesToken: false);
    }

    /// <summary>Starts a value task for each value and its index and merges the results combined with their outer value and index.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TTaskResult">The value tasks' result type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="taskSelector">Starts the work for a value; a throw or a faulted value task becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines the outer value with the value task's result; a throw becomes <c>OnError</c>.</param>
    /// <returns>The results, in completion order; 0 bytes per value when the value tasks complete synchronously.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(this IObservable<TSource> source, Func<TSource, int, ValueTask<TTaskResult>> taskSelector, Func<TSource, int, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyValueTask<TSource, TTaskResult, TResult>(source, (x, i, _) => taskSelector(x, i), resultSelector, usesToken: false);
    }

    /// <summary>Starts a value task with a token for each value and merges the results combined with their outer value; the token is canceled on disposal or error.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TTaskResult">The value tasks' result type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="taskSelector">Starts the work for a value; a throw or a faulted value task becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines the outer value with the value task's result; a throw becomes <c>OnError</c>.</param>
    /// <returns>The results, in completion order; 0 bytes per value when the value tasks complete synchronously.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(this IObservable<TSource> source, Func<TSource, CancellationToken, ValueTask<TTaskResult>> taskSelector, Func<TSource, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyValueTask<TSource, TTaskResult, TResult>(source, (x, _, ct) => taskSelector(x, ct), (x, _, r) => resultSelector(x, r), usesToken: true);
    }

    /// <summary>Starts a value task with a token for each value and its index and merges the results combined with their outer value and index; the token is canceled on disposal or error.</summary>
    /// <typeparam name="TSource">The outer element type.</typeparam>
    /// <typeparam name="TTaskResult">The value tasks' result type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The outer source.</param>
    /// <param name="taskSelector">Starts the work for a value; a throw or a faulted value task becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Combines the outer value with the value task's result; a throw becomes <c>OnError</c>.</param>
    /// <returns>The results, in completion order; 0 bytes per value when the value tasks complete synchronously.</returns>
    /// <remarks>An <c>async</c> lambda binds to the <see cref="Task"/> overload; this one takes functions that return a <see cref="ValueTask"/> explicitly.</remarks>
    [OverloadResolutionPriority(-1)]
    public static IObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(this IObservable<TSource> source, Func<TSource, int, CancellationToken, ValueTask<TTaskResult>> taskSelector, Func<TSource, int, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.SelectManyValueTask<TSource, TTaskResult, TResult>(source, taskSelector, resultSelector, usesToken: true);
    }

    /// <summary>Exposes the sequence as an event: each added handler subscribes, removing it unsubscribes; an error is rethrown on the raising thread.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The event source.</returns>
    public static IEventSource<TSource> ToEvent<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ToEvent<TSource>(source);
    }

    /// <summary>Exposes a sequence of event patterns as a standard .NET event.</summary>
    /// <typeparam name="TEventArgs">The event arguments type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The event source.</returns>
    public static IEventPatternSource<TEventArgs> ToEventPattern<TEventArgs>(this IObservable<EventPattern<TEventArgs>> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ToEventPattern<TEventArgs>(source);
    }

    private static Task<TResult> StartNow<TResult>(Func<Task<TResult>> functionAsync)
    {
        try
        {
            return functionAsync();
        }
        catch (Exception error)
        {
            return Task.FromException<TResult>(error);
        }
    }
}
