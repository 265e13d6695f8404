using System.Runtime.CompilerServices;
using Rheo.Async.Linq.Operators;

namespace Rheo.Async;

// ExhaustMap and Exhaust (RxJS's exhaustMap and exhaustAll) on IAsyncObservable<T>: the flattening that ignores new
// inner sequences while one is active, with the overload shapes of Rheo.Async's SelectMany (inner sequences, with or
// without a result selector; asynchronous selectors with or without a token, with or without a result selector) plus
// the index forms of Rheo.Linq.ObservableEx.ExhaustMap. Operators: Operators/Ex/ExhaustMap.cs (inner sequences) and
// Operators/Ex/ExhaustMapAwait.cs (asynchronous selectors). As for SelectMany, the ValueTask overloads without a token
// carry [OverloadResolutionPriority(-1)], so a lambda that fits both them and another overload (one that only throws)
// binds to the other one instead of being ambiguous.
public static partial class AsyncObservableEx
{
    /// <summary>
    /// Projects each value to an inner sequence and mirrors it; values that arrive while an inner sequence is active
    /// are dropped (the selector is not called for them) and their calls complete at once. The inner sequence is
    /// subscribed from the source's call; its values wait for the observer. Completes when the source has completed
    /// and no inner sequence is active; an error of the source or of the inner sequence ends it. The asynchronous form
    /// of <c>Rheo.Linq.ObservableEx.ExhaustMap</c>.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">Selects the inner sequence for an accepted value; a throw or a null result becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The values of the accepted inner sequences; 0 bytes per dropped value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IAsyncObservable<TResult> ExhaustMap<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, IAsyncObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new ExhaustMap<TSource, TResult>(source, (x, _) => selector(x));
    }

    /// <summary>
    /// Projects each value and its index to an inner sequence and mirrors it, dropping values that arrive while an
    /// inner sequence is active. As in RxJS, the index counts the values the selector is called with (0, 1, 2, ...).
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">Selects the inner sequence for an accepted value and its index; a throw or a null result becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The values of the accepted inner sequences; 0 bytes per dropped value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IAsyncObservable<TResult> ExhaustMap<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, int, IAsyncObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new ExhaustMap<TSource, TResult>(source, selector);
    }

    /// <summary>
    /// Projects each value to an inner sequence and mirrors it with <paramref name="resultSelector"/> of the value and
    /// each inner value, dropping values that arrive while an inner sequence is active.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TCollection">The inner sequences' element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="collectionSelector">Selects the inner sequence for an accepted value; a throw or a null result becomes <c>OnErrorAsync</c>.</param>
    /// <param name="resultSelector">Combines a value with a value of its inner sequence; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The combined values of the accepted inner sequences; 0 bytes per dropped value.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IAsyncObservable<TResult> ExhaustMap<TSource, TCollection, TResult>(
        this IAsyncObservable<TSource> source,
        Func<TSource, IAsyncObservable<TCollection>> collectionSelector,
        Func<TSource, TCollection, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(collectionSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new ExhaustMap<TSource, TResult>(
            source,
            (x, _) => new Select<TCollection, TResult>(
                collectionSelector(x) ?? throw new InvalidOperationException("The collection selector returned null."),
                c => resultSelector(x, c)));
    }

    /// <summary>
    /// Starts an asynchronous <paramref name="selector"/> for each value unless one is still running (values that
    /// arrive meanwhile are dropped and their calls complete at once), and sends the results. A selector that finishes
    /// at once sends its result on the source's call, which waits for the observer.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">The asynchronous projection of an accepted value; a throw or fault (a cancellation too) becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The results of the accepted values; 0 bytes per dropped value, and per accepted value whose selector finishes at once.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    [OverloadResolutionPriority(-1)]
    public static IAsyncObservable<TResult> ExhaustMap<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new ExhaustMapAwait<TSource, TResult, TResult>(source, (x, _, _) => selector(x), static (_, r) => r);
    }

    /// <summary>
    /// Starts an asynchronous <paramref name="selector"/> for each value and its index unless one is still running, and
    /// sends the results; the index counts the values the selector is called with.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">The asynchronous projection of an accepted value and its index; a throw or fault becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The results of the accepted values; 0 bytes per dropped value, and per accepted value whose selector finishes at once.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    [OverloadResolutionPriority(-1)]
    public static IAsyncObservable<TResult> ExhaustMap<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, int, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new ExhaustMapAwait<TSource, TResult, TResult>(source, (x, i, _) => selector(x, i), static (_, r) => r);
    }

    /// <summary>
    /// Starts an asynchronous <paramref name="selector"/> for each value unless one is still running, and sends the
    /// results; the token is cancelled when the subscription is disposed or ends with an error.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">The asynchronous projection of an accepted value; a throw or fault becomes <c>OnErrorAsync</c>, unless disposal cancelled it.</param>
    /// <returns>The results of the accepted values; 0 bytes per dropped value, and per accepted value whose selector finishes at once.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IAsyncObservable<TResult> ExhaustMap<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, CancellationToken, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new ExhaustMapAwait<TSource, TResult, TResult>(source, (x, _, ct) => selector(x, ct), static (_, r) => r);
    }

    /// <summary>
    /// Starts an asynchronous <paramref name="selector"/> for each value and its index unless one is still running,
    /// and sends the results; the index counts the values the selector is called with, and the token is cancelled
    /// when the subscription is disposed or ends with an error.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">The asynchronous projection of an accepted value and its index; a throw or fault becomes <c>OnErrorAsync</c>, unless disposal cancelled it.</param>
    /// <returns>The results of the accepted values; 0 bytes per dropped value, and per accepted value whose selector finishes at once.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IAsyncObservable<TResult> ExhaustMap<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, int, CancellationToken, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new ExhaustMapAwait<TSource, TResult, TResult>(source, selector, static (_, r) => r);
    }

    /// <summary>
    /// Starts an asynchronous <paramref name="taskSelector"/> for each value unless one is still running, and sends
    /// <paramref name="resultSelector"/> of the value and its result.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TTaskResult">The asynchronous selector's result type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="taskSelector">The asynchronous projection of an accepted value; a throw or fault becomes <c>OnErrorAsync</c>.</param>
    /// <param name="resultSelector">Combines a value with its selector's result; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The results of the accepted values; 0 bytes per dropped value, and per accepted value whose selector finishes at once.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    [OverloadResolutionPriority(-1)]
    public static IAsyncObservable<TResult> ExhaustMap<TSource, TTaskResult, TResult>(
        this IAsyncObservable<TSource> source,
        Func<TSource, ValueTask<TTaskResult>> taskSelector,
        Func<TSource, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new ExhaustMapAwait<TSource, TTaskResult, TResult>(source, (x, _, _) => taskSelector(x), resultSelector);
    }

    /// <summary>
    /// Starts an asynchronous <paramref name="taskSelector"/> for each value unless one is still running, and sends
    /// <paramref name="resultSelector"/> of the value and its result; the token is cancelled when the subscription is
    /// disposed or ends with an error.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TTaskResult">The asynchronous selector's result type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="taskSelector">The asynchronous projection of an accepted value; a throw or fault becomes <c>OnErrorAsync</c>, unless disposal cancelled it.</param>
    /// <param name="resultSelector">Combines a value with its selector's result; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The results of the accepted values; 0 bytes per dropped value, and per accepted value whose selector finishes at once.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IAsyncObservable<TResult> ExhaustMap<TSource, TTaskResult, TResult>(
        this IAsyncObservable<TSource> source,
        Func<TSource, CancellationToken, ValueTask<TTaskResult>> taskSelector,
        Func<TSource, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new ExhaustMapAwait<TSource, TTaskResult, TResult>(source, (x, _, ct) => taskSelector(x, ct), resultSelector);
    }

    /// <summary>
    /// Mirrors the first inner sequence until it completes, dropping inner sequences that arrive meanwhile (never
    /// subscribed); then the next inner sequence to arrive, and so on (RxJS's <c>exhaustAll</c>).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sequence of inner sequences; a null inner sequence becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The values of the accepted inner sequences; 0 bytes per dropped inner sequence.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> is null.</exception>
    public static IAsyncObservable<TSource> Exhaust<TSource>(this IAsyncObservable<IAsyncObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new ExhaustMap<IAsyncObservable<TSource>, TSource>(sources, static (x, _) => x);
    }

    /// <summary>Awaits the first task until it finishes and sends its result, dropping tasks that arrive meanwhile (never awaited); then the next task to arrive, and so on.</summary>
    /// <typeparam name="TSource">The task result type.</typeparam>
    /// <param name="sources">The sequence of tasks; a null task, a faulted or a cancelled one becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The results of the accepted tasks; 0 bytes per dropped task, and per accepted task already finished.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> is null.</exception>
    public static IAsyncObservable<TSource> Exhaust<TSource>(this IAsyncObservable<Task<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new ExhaustMapAwait<Task<TSource>, TSource, TSource>(
            sources,
            static (task, _, _) => new ValueTask<TSource>(task ?? throw new InvalidOperationException("The task is null.")),
            static (_, r) => r);
    }
}
