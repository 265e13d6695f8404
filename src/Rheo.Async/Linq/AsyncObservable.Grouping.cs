using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>
    /// Groups the values by key: each new key sends a group to the outer observer before the group's first element, and
    /// each value then goes to its group's observers (the source awaits both). Elements sent to a group nobody observes
    /// are dropped, so subscribe to a group inside the outer <c>OnNextAsync</c> to see all of it.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="keySelector">Computes a value's key.</param>
    /// <returns>The groups.</returns>
    public static IAsyncObservable<IAsyncGroupedObservable<TKey, TSource>> GroupBy<TSource, TKey>(this IAsyncObservable<TSource> source, Func<TSource, TKey> keySelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return new GroupBy<TSource, TKey, TSource>(source, keySelector, null, null);
    }

    /// <summary>Groups the values by key, comparing keys with <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="keySelector">Computes a value's key.</param>
    /// <param name="comparer">Compares keys.</param>
    /// <returns>The groups.</returns>
    public static IAsyncObservable<IAsyncGroupedObservable<TKey, TSource>> GroupBy<TSource, TKey>(this IAsyncObservable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new GroupBy<TSource, TKey, TSource>(source, keySelector, null, comparer);
    }

    /// <summary>Groups the values by key and sends each group the element <paramref name="elementSelector"/> makes of a value.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The group's element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="keySelector">Computes a value's key.</param>
    /// <param name="elementSelector">Computes the element a value becomes in its group.</param>
    /// <returns>The groups.</returns>
    public static IAsyncObservable<IAsyncGroupedObservable<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IAsyncObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        return new GroupBy<TSource, TKey, TElement>(source, keySelector, elementSelector, null);
    }

    /// <summary>Groups the values by key, comparing keys with <paramref name="comparer"/>, and sends each group the element <paramref name="elementSelector"/> makes of a value.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The group's element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="keySelector">Computes a value's key.</param>
    /// <param name="elementSelector">Computes the element a value becomes in its group.</param>
    /// <param name="comparer">Compares keys.</param>
    /// <returns>The groups.</returns>
    public static IAsyncObservable<IAsyncGroupedObservable<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IAsyncObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new GroupBy<TSource, TKey, TElement>(source, keySelector, elementSelector, comparer);
    }
}
