namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Groups the values by key.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    public static IObservable<IGroupedObservable<TKey, TSource>> GroupBy<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return new Operators.GroupBy<TSource, TKey, TSource>(source, keySelector, static x => x, 0, EqualityComparer<TKey>.Default);
    }

    /// <summary>Groups the values by key.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    public static IObservable<IGroupedObservable<TKey, TSource>> GroupBy<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.GroupBy<TSource, TKey, TSource>(source, keySelector, static x => x, 0, comparer);
    }

    /// <summary>Groups the values by key and maps them into the groups.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type of the groups.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="elementSelector">Maps each value to the element put in its group; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    public static IObservable<IGroupedObservable<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        return new Operators.GroupBy<TSource, TKey, TElement>(source, keySelector, elementSelector, 0, EqualityComparer<TKey>.Default);
    }

    /// <summary>Groups the values by key and maps them into the groups.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type of the groups.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="elementSelector">Maps each value to the element put in its group; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    public static IObservable<IGroupedObservable<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.GroupBy<TSource, TKey, TElement>(source, keySelector, elementSelector, 0, comparer);
    }

    /// <summary>Groups the values by key.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="capacity">The initial number of groups the key table holds.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public static IObservable<IGroupedObservable<TKey, TSource>> GroupBy<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, int capacity)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        return new Operators.GroupBy<TSource, TKey, TSource>(source, keySelector, static x => x, capacity, EqualityComparer<TKey>.Default);
    }

    /// <summary>Groups the values by key.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="capacity">The initial number of groups the key table holds.</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public static IObservable<IGroupedObservable<TKey, TSource>> GroupBy<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, int capacity, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.GroupBy<TSource, TKey, TSource>(source, keySelector, static x => x, capacity, comparer);
    }

    /// <summary>Groups the values by key and maps them into the groups.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type of the groups.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="elementSelector">Maps each value to the element put in its group; a throw becomes <c>OnError</c>.</param>
    /// <param name="capacity">The initial number of groups the key table holds.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public static IObservable<IGroupedObservable<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, int capacity)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        return new Operators.GroupBy<TSource, TKey, TElement>(source, keySelector, elementSelector, capacity, EqualityComparer<TKey>.Default);
    }

    /// <summary>Groups the values by key and maps them into the groups.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type of the groups.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="elementSelector">Maps each value to the element put in its group; a throw becomes <c>OnError</c>.</param>
    /// <param name="capacity">The initial number of groups the key table holds.</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public static IObservable<IGroupedObservable<TKey, TElement>> GroupBy<TSource, TKey, TElement>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, int capacity, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.GroupBy<TSource, TKey, TElement>(source, keySelector, elementSelector, capacity, comparer);
    }

    /// <summary>Groups the values by key and maps them into the groups; each group completes when its duration observable emits or completes, and the next value with that key opens a new group.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type of the groups.</typeparam>
    /// <typeparam name="TDuration">The element type of the duration observables.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="elementSelector">Maps each value to the element put in its group; a throw becomes <c>OnError</c>.</param>
    /// <param name="durationSelector">Selects, for each new group, the observable whose first value or completion closes the group; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    public static IObservable<IGroupedObservable<TKey, TElement>> GroupByUntil<TSource, TKey, TElement, TDuration>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, Func<IGroupedObservable<TKey, TElement>, IObservable<TDuration>> durationSelector, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentNullException.ThrowIfNull(durationSelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.GroupByUntil<TSource, TKey, TElement, TDuration>(source, keySelector, elementSelector, durationSelector, 0, comparer);
    }

    /// <summary>Groups the values by key and maps them into the groups; each group completes when its duration observable emits or completes, and the next value with that key opens a new group.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type of the groups.</typeparam>
    /// <typeparam name="TDuration">The element type of the duration observables.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="elementSelector">Maps each value to the element put in its group; a throw becomes <c>OnError</c>.</param>
    /// <param name="durationSelector">Selects, for each new group, the observable whose first value or completion closes the group; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    public static IObservable<IGroupedObservable<TKey, TElement>> GroupByUntil<TSource, TKey, TElement, TDuration>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, Func<IGroupedObservable<TKey, TElement>, IObservable<TDuration>> durationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentNullException.ThrowIfNull(durationSelector);
        return new Operators.GroupByUntil<TSource, TKey, TElement, TDuration>(source, keySelector, elementSelector, durationSelector, 0, EqualityComparer<TKey>.Default);
    }

    /// <summary>Groups the values by key; each group completes when its duration observable emits or completes, and the next value with that key opens a new group.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TDuration">The element type of the duration observables.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="durationSelector">Selects, for each new group, the observable whose first value or completion closes the group; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    public static IObservable<IGroupedObservable<TKey, TSource>> GroupByUntil<TSource, TKey, TDuration>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<IGroupedObservable<TKey, TSource>, IObservable<TDuration>> durationSelector, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(durationSelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.GroupByUntil<TSource, TKey, TSource, TDuration>(source, keySelector, static x => x, durationSelector, 0, comparer);
    }

    /// <summary>Groups the values by key; each group completes when its duration observable emits or completes, and the next value with that key opens a new group.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TDuration">The element type of the duration observables.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="durationSelector">Selects, for each new group, the observable whose first value or completion closes the group; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    public static IObservable<IGroupedObservable<TKey, TSource>> GroupByUntil<TSource, TKey, TDuration>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<IGroupedObservable<TKey, TSource>, IObservable<TDuration>> durationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(durationSelector);
        return new Operators.GroupByUntil<TSource, TKey, TSource, TDuration>(source, keySelector, static x => x, durationSelector, 0, EqualityComparer<TKey>.Default);
    }

    /// <summary>Groups the values by key and maps them into the groups; each group completes when its duration observable emits or completes, and the next value with that key opens a new group.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type of the groups.</typeparam>
    /// <typeparam name="TDuration">The element type of the duration observables.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="elementSelector">Maps each value to the element put in its group; a throw becomes <c>OnError</c>.</param>
    /// <param name="durationSelector">Selects, for each new group, the observable whose first value or completion closes the group; a throw becomes <c>OnError</c>.</param>
    /// <param name="capacity">The initial number of groups the key table holds.</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public static IObservable<IGroupedObservable<TKey, TElement>> GroupByUntil<TSource, TKey, TElement, TDuration>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, Func<IGroupedObservable<TKey, TElement>, IObservable<TDuration>> durationSelector, int capacity, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentNullException.ThrowIfNull(durationSelector);
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.GroupByUntil<TSource, TKey, TElement, TDuration>(source, keySelector, elementSelector, durationSelector, capacity, comparer);
    }

    /// <summary>Groups the values by key and maps them into the groups; each group completes when its duration observable emits or completes, and the next value with that key opens a new group.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type of the groups.</typeparam>
    /// <typeparam name="TDuration">The element type of the duration observables.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="elementSelector">Maps each value to the element put in its group; a throw becomes <c>OnError</c>.</param>
    /// <param name="durationSelector">Selects, for each new group, the observable whose first value or completion closes the group; a throw becomes <c>OnError</c>.</param>
    /// <param name="capacity">The initial number of groups the key table holds.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public static IObservable<IGroupedObservable<TKey, TElement>> GroupByUntil<TSource, TKey, TElement, TDuration>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, Func<IGroupedObservable<TKey, TElement>, IObservable<TDuration>> durationSelector, int capacity)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentNullException.ThrowIfNull(durationSelector);
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        return new Operators.GroupByUntil<TSource, TKey, TElement, TDuration>(source, keySelector, elementSelector, durationSelector, capacity, EqualityComparer<TKey>.Default);
    }

    /// <summary>Groups the values by key; each group completes when its duration observable emits or completes, and the next value with that key opens a new group.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TDuration">The element type of the duration observables.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="durationSelector">Selects, for each new group, the observable whose first value or completion closes the group; a throw becomes <c>OnError</c>.</param>
    /// <param name="capacity">The initial number of groups the key table holds.</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public static IObservable<IGroupedObservable<TKey, TSource>> GroupByUntil<TSource, TKey, TDuration>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<IGroupedObservable<TKey, TSource>, IObservable<TDuration>> durationSelector, int capacity, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(durationSelector);
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.GroupByUntil<TSource, TKey, TSource, TDuration>(source, keySelector, static x => x, durationSelector, capacity, comparer);
    }

    /// <summary>Groups the values by key; each group completes when its duration observable emits or completes, and the next value with that key opens a new group.</summary>
    /// <typeparam name="TSource">The element type of the source.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TDuration">The element type of the duration observables.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes the key of each value; a throw becomes <c>OnError</c> (to the groups and the outer observer).</param>
    /// <param name="durationSelector">Selects, for each new group, the observable whose first value or completion closes the group; a throw becomes <c>OnError</c>.</param>
    /// <param name="capacity">The initial number of groups the key table holds.</param>
    /// <returns>An observable of groups; each group is hot (values that arrive before it is subscribed are lost), and the source stays subscribed while the outer subscription or any group subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public static IObservable<IGroupedObservable<TKey, TSource>> GroupByUntil<TSource, TKey, TDuration>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<IGroupedObservable<TKey, TSource>, IObservable<TDuration>> durationSelector, int capacity)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(durationSelector);
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        return new Operators.GroupByUntil<TSource, TKey, TSource, TDuration>(source, keySelector, static x => x, durationSelector, capacity, EqualityComparer<TKey>.Default);
    }

    /// <summary>Collects the values into consecutive lists of <paramref name="count"/>; a last, shorter list is emitted at completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">The length of each list.</param>
    /// <returns>An observable of lists; only the lists that are emitted are allocated.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is not positive.</exception>
    public static IObservable<IList<TSource>> Buffer<TSource>(this IObservable<TSource> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(count);
        return new Operators.Buffer<TSource>(source, count, count);
    }

    /// <summary>
    /// Collects the values into lists of <paramref name="count"/>, a new list starting every <paramref name="skip"/>
    /// values (overlapping when <paramref name="skip"/> is smaller than <paramref name="count"/>, leaving gaps when it
    /// is larger); the partial lists left at completion are emitted in order.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">The length of each list.</param>
    /// <param name="skip">How many values separate the starts of consecutive lists.</param>
    /// <returns>An observable of lists.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> or <paramref name="skip"/> is not positive.</exception>
    public static IObservable<IList<TSource>> Buffer<TSource>(this IObservable<TSource> source, int count, int skip)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(count);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(skip);
        return new Operators.Buffer<TSource>(source, count, skip);
    }

    /// <summary>
    /// Splits the values into consecutive windows of <paramref name="count"/>. As in Rx.NET, the first window opens
    /// at subscription and a new one right after each full one, so a source whose length is a multiple of
    /// <paramref name="count"/> ends with an empty window.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">The length of each window.</param>
    /// <returns>An observable of hot windows; the source stays subscribed while the outer subscription or any window subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is not positive.</exception>
    public static IObservable<IObservable<TSource>> Window<TSource>(this IObservable<TSource> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(count);
        return new Operators.Window<TSource>(source, count, count);
    }

    /// <summary>
    /// Splits the values into windows of <paramref name="count"/>, a new window opening every <paramref name="skip"/>
    /// values (the first one at subscription).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">The length of each window.</param>
    /// <param name="skip">How many values separate the openings of consecutive windows.</param>
    /// <returns>An observable of hot windows; the source stays subscribed while the outer subscription or any window subscription lives.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> or <paramref name="skip"/> is not positive.</exception>
    public static IObservable<IObservable<TSource>> Window<TSource>(this IObservable<TSource> source, int count, int skip)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(count);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(skip);
        return new Operators.Window<TSource>(source, count, skip);
    }
}
