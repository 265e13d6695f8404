using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>Projects each value.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="selector">The projection.</param>
    /// <returns>The projected sequence.</returns>
    public static IAsyncObservable<TResult> Select<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Select<TSource, TResult>(source, selector);
    }

    /// <summary>Projects each value asynchronously; the next value waits for the projection (and its consumer).</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="selector">The asynchronous projection.</param>
    /// <returns>The projected sequence.</returns>
    public static IAsyncObservable<TResult> Select<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new SelectAwait<TSource, TResult>(source, selector);
    }

    /// <summary>Projects each value asynchronously; the token is cancelled when the subscription is disposed.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="selector">The asynchronous projection.</param>
    /// <returns>The projected sequence.</returns>
    public static IAsyncObservable<TResult> Select<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, CancellationToken, ValueTask<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new SelectAwaitWithCancellation<TSource, TResult>(source, selector);
    }

    /// <summary>Keeps the values that satisfy <paramref name="predicate"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="predicate">The filter.</param>
    /// <returns>The filtered sequence.</returns>
    public static IAsyncObservable<T> Where<T>(this IAsyncObservable<T> source, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Where<T>(source, predicate);
    }

    /// <summary>Keeps the values that satisfy an asynchronous <paramref name="predicate"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="predicate">The asynchronous filter.</param>
    /// <returns>The filtered sequence.</returns>
    public static IAsyncObservable<T> Where<T>(this IAsyncObservable<T> source, Func<T, ValueTask<bool>> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new WhereAwait<T>(source, predicate);
    }

    /// <summary>Keeps the values that satisfy an asynchronous <paramref name="predicate"/>; the token is cancelled on disposal.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="predicate">The asynchronous filter.</param>
    /// <returns>The filtered sequence.</returns>
    public static IAsyncObservable<T> Where<T>(this IAsyncObservable<T> source, Func<T, CancellationToken, ValueTask<bool>> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new WhereAwaitWithCancellation<T>(source, predicate);
    }
}
