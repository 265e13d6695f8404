namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Filters values by a predicate. Consecutive <c>Where</c> calls fuse into one stage.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="predicate">Keeps a value when it returns true; a throw becomes <c>OnError</c>.</param>
    /// <returns>The filtered observable; no allocation per value.</returns>
    public static IObservable<TSource> Where<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return source is Operators.Where<TSource> where ? where.Combine(predicate) : new Operators.Where<TSource>(source, predicate);
    }

    /// <summary>Filters values by a predicate that also sees the value's index.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="predicate">Keeps a value when it returns true; a throw becomes <c>OnError</c>.</param>
    /// <returns>The filtered observable.</returns>
    public static IObservable<TSource> Where<TSource>(this IObservable<TSource> source, Func<TSource, int, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.WhereIndexed<TSource>(source, predicate);
    }

    /// <summary>
    /// Emits the first <paramref name="count"/> values, then completes and disposes the source (a
    /// synchronous source stops mid-loop). <c>Take(0)</c> completes without subscribing; <c>Take∘Take</c> keeps
    /// the smaller count and a <c>Range</c> (also with a fused <c>Select</c>) is shortened instead.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">How many values to take.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public static IObservable<TSource> Take<TSource>(this IObservable<TSource> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        if (count == 0)
        {
            return Operators.Empty<TSource>.Instance;
        }

        return source is Operators.ITakeFusable<TSource> take ? take.CombineTake(count) : new Operators.Take<TSource>(source, count);
    }

    /// <summary>
    /// Drops the first <paramref name="count"/> values. <c>Skip(0)</c> returns a Rheo source itself; a foreign source
    /// still gets the operator, so its subscription is disposed when it terminates (as in Rx.NET).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">How many values to drop.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public static IObservable<TSource> Skip<TSource>(this IObservable<TSource> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        if (count == 0 && source is Internal.IProducer<TSource>)
        {
            return source;
        }

        return source is Operators.Skip<TSource> skip ? skip.Combine(count) : new Operators.Skip<TSource>(source, count);
    }

    /// <summary>Passes the values that are of type <typeparamref name="TResult"/> and drops the others.</summary>
    /// <typeparam name="TResult">The type to keep.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The filtered observable; no allocation per value.</returns>
    public static IObservable<TResult> OfType<TResult>(this IObservable<object> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.OfType<TResult>(source);
    }

    /// <summary>Passes each value the first time it is seen (it keeps every distinct value in a set).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Distinct<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Distinct<TSource, TSource>(source, static x => x, EqualityComparer<TSource>.Default);
    }

    /// <summary>Passes each value the first time it is seen, by <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="comparer">Compares values; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Distinct<TSource>(this IObservable<TSource> source, IEqualityComparer<TSource> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.Distinct<TSource, TSource>(source, static x => x, comparer);
    }

    /// <summary>Passes each value whose key is seen for the first time.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes a value's key; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Distinct<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return new Operators.Distinct<TSource, TKey>(source, keySelector, EqualityComparer<TKey>.Default);
    }

    /// <summary>Passes each value whose key is seen for the first time, by <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes a value's key; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Distinct<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.Distinct<TSource, TKey>(source, keySelector, comparer);
    }

    /// <summary>Drops a value equal to the one before it. Applied twice, it is applied once.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> DistinctUntilChanged<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return DistinctUntilChangedCore(source, EqualityComparer<TSource>.Default);
    }

    /// <summary>Drops a value equal, by <paramref name="comparer"/>, to the one before it.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="comparer">Compares values; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> DistinctUntilChanged<TSource>(this IObservable<TSource> source, IEqualityComparer<TSource> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(comparer);
        return DistinctUntilChangedCore(source, comparer);
    }

    // A repeated DistinctUntilChanged with the same comparer drops nothing more: it is the source itself.
    private static IObservable<TSource> DistinctUntilChangedCore<TSource>(IObservable<TSource> source, IEqualityComparer<TSource> comparer)
        => source is Operators.DistinctUntilChanged<TSource> previous && ReferenceEquals(previous.Comparer, comparer)
            ? source
            : new Operators.DistinctUntilChanged<TSource>(source, comparer);

    /// <summary>Drops a value whose key equals the key of the value before it.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes a value's key; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> DistinctUntilChanged<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return new Operators.DistinctUntilChanged<TSource, TKey>(source, keySelector, EqualityComparer<TKey>.Default);
    }

    /// <summary>Drops a value whose key equals, by <paramref name="comparer"/>, the key of the value before it.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="keySelector">Computes a value's key; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Compares keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> DistinctUntilChanged<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.DistinctUntilChanged<TSource, TKey>(source, keySelector, comparer);
    }

    /// <summary>Drops the last <paramref name="count"/> values: each value is emitted once <paramref name="count"/> newer ones have arrived.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">How many values to drop at the end. <c>SkipLast(0)</c> returns a Rheo source itself (a foreign one gets the operator, so its subscription is disposed when it terminates).</param>
    /// <returns>The observable; it holds up to <paramref name="count"/> values.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public static IObservable<TSource> SkipLast<TSource>(this IObservable<TSource> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        return count == 0 && source is Internal.IProducer<TSource> ? source : new Operators.SkipLast<TSource>(source, count);
    }

    /// <summary>Emits the last <paramref name="count"/> values when the source completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">How many values to keep.</param>
    /// <returns>The observable; it holds up to <paramref name="count"/> values.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public static IObservable<TSource> TakeLast<TSource>(this IObservable<TSource> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        return new Operators.TakeLast<TSource>(source, count);
    }

    /// <summary>Drops values while <paramref name="predicate"/> holds, then passes everything.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="predicate">Tested until it first returns false; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> SkipWhile<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.SkipWhile<TSource>(source, predicate);
    }

    /// <summary>Drops values while <paramref name="predicate"/>, which also sees the index, holds; then passes everything.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="predicate">Tested until it first returns false; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> SkipWhile<TSource>(this IObservable<TSource> source, Func<TSource, int, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.SkipWhileIndexed<TSource>(source, predicate);
    }

    /// <summary>Passes values while <paramref name="predicate"/> holds; at the first miss it disposes the source and completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="predicate">Tested for each value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> TakeWhile<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.TakeWhile<TSource>(source, predicate);
    }

    /// <summary>Passes values while <paramref name="predicate"/>, which also sees the index, holds; then completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="predicate">Tested for each value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> TakeWhile<TSource>(this IObservable<TSource> source, Func<TSource, int, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.TakeWhileIndexed<TSource>(source, predicate);
    }

    /// <summary>
    /// Passes values until one satisfies <paramref name="stopPredicate"/>; that value is emitted too, then the
    /// source is disposed and the observable completes (as in Rx.NET 6 and later).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="stopPredicate">Tested after each value is emitted; a throw becomes <c>OnError</c>.</param>
    /// <returns>The observable; no allocation per value.</returns>
    public static IObservable<TSource> TakeUntil<TSource>(this IObservable<TSource> source, Func<TSource, bool> stopPredicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(stopPredicate);
        return new Operators.TakeUntilPredicate<TSource>(source, stopPredicate);
    }

    /// <summary>Drops every value and keeps only the terminal message.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> IgnoreElements<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source is Operators.IgnoreElements<TSource> ? source : new Operators.IgnoreElements<TSource>(source);
    }

    /// <summary>
    /// Emits the value at <paramref name="index"/> and completes; if the source ends first the result is an
    /// <see cref="ArgumentOutOfRangeException"/> error.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="index">The zero-based index of the value.</param>
    /// <returns>An observable of one value.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="index"/> is negative.</exception>
    public static IObservable<TSource> ElementAt<TSource>(this IObservable<TSource> source, int index)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(index);
        return new Operators.ElementAt<TSource>(source, index, orDefault: false);
    }

    /// <summary>Emits the value at <paramref name="index"/>, or the default value if the source ends first, and completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="index">The zero-based index of the value.</param>
    /// <returns>An observable of one value.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="index"/> is negative.</exception>
    public static IObservable<TSource?> ElementAtOrDefault<TSource>(this IObservable<TSource> source, int index)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(index);
        return new Operators.ElementAt<TSource?>(source, index, orDefault: true);
    }

    /// <summary>Passes the source's values; if it completes without any, emits the type's default value first.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource?> DefaultIfEmpty<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.DefaultIfEmpty<TSource?>(source, default);
    }

    /// <summary>Passes the source's values; if it completes without any, emits <paramref name="defaultValue"/> first.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="defaultValue">The value for an empty source.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> DefaultIfEmpty<TSource>(this IObservable<TSource> source, TSource defaultValue)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.DefaultIfEmpty<TSource>(source, defaultValue);
    }

    /// <summary>Emits <paramref name="values"/> first, then the source's messages.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="values">The values to emit first.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> StartWith<TSource>(this IObservable<TSource> source, params TSource[] values)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(values);
        return new Operators.StartWith<TSource>(source, values);
    }

    /// <summary>Emits <paramref name="values"/> (enumerated at each subscription) first, then the source's messages.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="values">The values to emit first; an enumeration that throws becomes <c>OnError</c>.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> StartWith<TSource>(this IObservable<TSource> source, IEnumerable<TSource> values)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(values);
        return new Operators.StartWith<TSource>(source, values);
    }

    /// <summary>Emits <paramref name="value"/> first, then the source's messages.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="value">The value to emit first.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Prepend<TSource>(this IObservable<TSource> source, TSource value)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.StartWith<TSource>(source, new[] { value });
    }

    /// <summary>Passes the source's values and, when it completes, emits <paramref name="value"/> before completing.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="value">The value to emit last.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Append<TSource>(this IObservable<TSource> source, TSource value)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Append<TSource>(source, value);
    }
}
