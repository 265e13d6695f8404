using System.Runtime.CompilerServices;
using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

// SelectMany with asynchronous selectors runs the selectors concurrently and sends their results as they finish,
// as Rx's SelectMany over tasks does; use Select with an asynchronous selector to run them one at a time, in order.
// The ValueTask overloads without a token carry [OverloadResolutionPriority(-1)], so a lambda that fits both them and
// the IAsyncObservable overloads (one that only throws) binds to the IAsyncObservable ones instead of being ambiguous.
public static partial class AsyncObservable
{
    /// <summary>Starts an asynchronous <paramref name="selector"/> for each value and sends the results as the selectors finish.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="selector">The asynchronous projection.</param>
    /// <returns>The results, in the order the selectors finish.</returns>
    [OverloadResolutionPriority(-1)]
    public static IAsyncObservable<TResult> SelectMany<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new SelectManyAwait<TSource, TResult, TResult>(source, (x, _) => selector(x), static (_, r) => r);
    }

    /// <summary>Starts an asynchronous <paramref name="selector"/> for each value and sends the results as the selectors finish; the token is cancelled when the subscription is disposed or fails.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="selector">The asynchronous projection.</param>
    /// <returns>The results, in the order the selectors finish.</returns>
    public static IAsyncObservable<TResult> SelectMany<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, CancellationToken, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new SelectManyAwait<TSource, TResult, TResult>(source, selector, static (_, r) => r);
    }

    /// <summary>Starts an asynchronous <paramref name="taskSelector"/> for each value and sends <paramref name="resultSelector"/> of the value and its result as the selectors finish.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TTaskResult">The asynchronous selector's result type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="taskSelector">The asynchronous projection.</param>
    /// <param name="resultSelector">Combines a value with its selector's result.</param>
    /// <returns>The results, in the order the selectors finish.</returns>
    [OverloadResolutionPriority(-1)]
    public static IAsyncObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(
        this IAsyncObservable<TSource> source,
        Func<TSource, ValueTask<TTaskResult>> taskSelector,
        Func<TSource, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new SelectManyAwait<TSource, TTaskResult, TResult>(source, (x, _) => taskSelector(x), resultSelector);
    }

    /// <summary>Starts an asynchronous <paramref name="taskSelector"/> for each value and sends <paramref name="resultSelector"/> of the value and its result as the selectors finish; the token is cancelled when the subscription is disposed or fails.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TTaskResult">The asynchronous selector's result type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="taskSelector">The asynchronous projection.</param>
    /// <param name="resultSelector">Combines a value with its selector's result.</param>
    /// <returns>The results, in the order the selectors finish.</returns>
    public static IAsyncObservable<TResult> SelectMany<TSource, TTaskResult, TResult>(
        this IAsyncObservable<TSource> source,
        Func<TSource, CancellationToken, ValueTask<TTaskResult>> taskSelector,
        Func<TSource, TTaskResult, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new SelectManyAwait<TSource, TTaskResult, TResult>(source, taskSelector, resultSelector);
    }

    /// <summary>Projects each value to a sequence, merges them, and sends <paramref name="resultSelector"/> of each value and each of its sequence's values.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TCollection">The inner sequences' element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="collectionSelector">The projection to a sequence.</param>
    /// <param name="resultSelector">Combines a value with a value of its sequence.</param>
    /// <returns>The merged results.</returns>
    public static IAsyncObservable<TResult> SelectMany<TSource, TCollection, TResult>(
        this IAsyncObservable<TSource> source,
        Func<TSource, IAsyncObservable<TCollection>> collectionSelector,
        Func<TSource, TCollection, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(collectionSelector);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Merge<TResult>(
            new Select<TSource, IAsyncObservable<TResult>>(
                source,
                x => new Select<TCollection, TResult>(collectionSelector(x) ?? throw new InvalidOperationException("The collection selector returned null."), c => resultSelector(x, c))),
            int.MaxValue);
    }
}
