namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Exposes the sequence as an async enumerable with an unbounded buffer: each enumeration subscribes; disposing the enumerator unsubscribes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The async enumerable; the sequence's error is thrown after the buffered values.</returns>
    public static IAsyncEnumerable<TSource> ToAsyncEnumerable<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ToAsyncEnumerable<TSource>(source, 0, AsyncEnumerableOverflow.Wait);
    }

    /// <summary>Exposes the sequence as an async enumerable with a buffer of <paramref name="capacity"/> values and a policy for a full buffer.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="capacity">The most values buffered for a slow consumer (positive).</param>
    /// <param name="overflow">What a full buffer does: block the producer, drop the oldest or the newest value, or fail the enumeration.</param>
    /// <returns>The async enumerable.</returns>
    public static IAsyncEnumerable<TSource> ToAsyncEnumerable<TSource>(this IObservable<TSource> source, int capacity, AsyncEnumerableOverflow overflow = AsyncEnumerableOverflow.Wait)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(capacity);
        if (!Enum.IsDefined(overflow))
        {
            throw new ArgumentOutOfRangeException(nameof(overflow));
        }

        return new Operators.ToAsyncEnumerable<TSource>(source, capacity, overflow);
    }

    /// <summary>Enumerates an async enumerable on every subscription; disposing the subscription cancels the enumeration (the resulting cancellation is not delivered).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The async enumerable.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> ToObservable<TSource>(this IAsyncEnumerable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.AsyncEnumerableToObservable<TSource>(source);
    }
}
