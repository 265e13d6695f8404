using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>Sends the first <paramref name="count"/> values, then completes and disposes the source.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="count">How many values.</param>
    /// <returns>The shortened sequence.</returns>
    public static IAsyncObservable<T> Take<T>(this IAsyncObservable<T> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        return count == 0 ? Empty<T>() : new Take<T>(source, count);
    }

    /// <summary>Drops the first <paramref name="count"/> values.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="count">How many values to drop.</param>
    /// <returns>The rest of the sequence.</returns>
    public static IAsyncObservable<T> Skip<T>(this IAsyncObservable<T> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        return count == 0 ? source : new Skip<T>(source, count);
    }

    /// <summary>Sends values while <paramref name="predicate"/> holds, then completes.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="predicate">The condition.</param>
    /// <returns>The leading values that satisfy the condition.</returns>
    public static IAsyncObservable<T> TakeWhile<T>(this IAsyncObservable<T> source, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new TakeWhile<T>(source, predicate);
    }

    /// <summary>Drops values while <paramref name="predicate"/> holds, then sends the rest.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="predicate">The condition.</param>
    /// <returns>The values from the first one that fails the condition.</returns>
    public static IAsyncObservable<T> SkipWhile<T>(this IAsyncObservable<T> source, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new SkipWhile<T>(source, predicate);
    }

    /// <summary>Sends values until <paramref name="other"/> sends a value (or fails).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TOther">The other sequence's element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="other">The sequence that ends the result.</param>
    /// <returns>The values before the signal.</returns>
    public static IAsyncObservable<T> TakeUntil<T, TOther>(this IAsyncObservable<T> source, IAsyncObservable<TOther> other)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(other);
        return new TakeUntil<T, TOther>(source, other);
    }

    /// <summary>Sends values until <paramref name="task"/> completes (a faulted task fails the result).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="task">The task that ends the result.</param>
    /// <returns>The values before the task completed.</returns>
    public static IAsyncObservable<T> TakeUntil<T>(this IAsyncObservable<T> source, Task task)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(task);
        return new TakeUntil<T, Unit>(source, FromAsync(async ct =>
        {
            await task.WaitAsync(ct).ConfigureAwait(false);
            return Unit.Default;
        }));
    }

    /// <summary>Sends values until <paramref name="cancellationToken"/> is cancelled, then completes.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="cancellationToken">The token that ends the result.</param>
    /// <returns>The values before the cancellation.</returns>
    public static IAsyncObservable<T> TakeUntil<T>(this IAsyncObservable<T> source, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        if (!cancellationToken.CanBeCanceled)
        {
            return source;
        }

        return new TakeUntil<T, Unit>(source, Create<Unit>(async (observer, ct) =>
        {
            var signal = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
            using (cancellationToken.Register(static s => ((TaskCompletionSource)s!).TrySetResult(), signal))
            using (ct.Register(static s => ((TaskCompletionSource)s!).TrySetCanceled(), signal))
            {
                await signal.Task.ConfigureAwait(false);
            }

            await observer.OnNextAsync(Unit.Default).ConfigureAwait(false);
        }));
    }

    /// <summary>Sends values up to and including the first one that satisfies <paramref name="stopPredicate"/>, then completes.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="stopPredicate">The condition that ends the result after its value.</param>
    /// <returns>The values up to the stop value.</returns>
    public static IAsyncObservable<T> TakeUntil<T>(this IAsyncObservable<T> source, Func<T, bool> stopPredicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(stopPredicate);
        return new TakeUntilPredicate<T>(source, stopPredicate);
    }

    /// <summary>Sends each value the first time it is seen.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="comparer">The equality comparer; the default one when <see langword="null"/>.</param>
    /// <returns>The distinct values.</returns>
    public static IAsyncObservable<T> Distinct<T>(this IAsyncObservable<T> source, IEqualityComparer<T>? comparer = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Distinct<T, T>(source, static x => x, comparer);
    }

    /// <summary>Sends each value whose key is seen for the first time.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="keySelector">Selects the key.</param>
    /// <param name="comparer">The key comparer; the default one when <see langword="null"/>.</param>
    /// <returns>The values with distinct keys.</returns>
    public static IAsyncObservable<T> DistinctBy<T, TKey>(this IAsyncObservable<T> source, Func<T, TKey> keySelector, IEqualityComparer<TKey>? comparer = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return new Distinct<T, TKey>(source, keySelector, comparer);
    }

    /// <summary>Drops values equal to the one before.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="comparer">The equality comparer; the default one when <see langword="null"/>.</param>
    /// <returns>The values that differ from their predecessor.</returns>
    public static IAsyncObservable<T> DistinctUntilChanged<T>(this IAsyncObservable<T> source, IEqualityComparer<T>? comparer = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new DistinctUntilChanged<T, T>(source, static x => x, comparer ?? EqualityComparer<T>.Default);
    }

    /// <summary>Drops values whose key equals the key of the value before.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="keySelector">Selects the key.</param>
    /// <param name="comparer">The key comparer; the default one when <see langword="null"/>.</param>
    /// <returns>The values whose key differs from their predecessor's.</returns>
    public static IAsyncObservable<T> DistinctUntilChangedBy<T, TKey>(this IAsyncObservable<T> source, Func<T, TKey> keySelector, IEqualityComparer<TKey>? comparer = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return new DistinctUntilChanged<T, TKey>(source, keySelector, comparer ?? EqualityComparer<TKey>.Default);
    }

    /// <summary>Sends the running fold of the values, starting from <paramref name="seed"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TAccumulate">The accumulator type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="seed">The initial accumulator.</param>
    /// <param name="accumulator">The fold function.</param>
    /// <returns>The accumulator after each value.</returns>
    public static IAsyncObservable<TAccumulate> Scan<TSource, TAccumulate>(this IAsyncObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new Scan<TSource, TAccumulate>(source, seed, accumulator);
    }

    /// <summary>Sends the running fold of the values, starting from the first.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="accumulator">The fold function.</param>
    /// <returns>The accumulator after each value.</returns>
    public static IAsyncObservable<T> Scan<T>(this IAsyncObservable<T> source, Func<T, T, T> accumulator)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new ScanNoSeed<T>(source, accumulator);
    }

    /// <summary>Casts each value to <typeparamref name="TResult"/>; a failed cast fails the sequence.</summary>
    /// <typeparam name="TResult">The target type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <returns>The cast values.</returns>
    public static IAsyncObservable<TResult> Cast<TResult>(this IAsyncObservable<object?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source as IAsyncObservable<TResult> ?? new Cast<TResult>(source);
    }

    /// <summary>Keeps the values of type <typeparamref name="TResult"/>.</summary>
    /// <typeparam name="TResult">The type to keep.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <returns>The values of that type.</returns>
    public static IAsyncObservable<TResult> OfType<TResult>(this IAsyncObservable<object?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new OfType<TResult>(source);
    }
}
