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
    /// synchronous source stops mid-loop). <c>Take(0)</c> completes without subscribing.
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

        return source is Operators.Take<TSource> take ? take.Combine(count) : new Operators.Take<TSource>(source, count);
    }

    /// <summary>Drops the first <paramref name="count"/> values. <c>Skip(0)</c> returns the source itself.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">How many values to drop.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public static IObservable<TSource> Skip<TSource>(this IObservable<TSource> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        if (count == 0)
        {
            return source;
        }

        return source is Operators.Skip<TSource> skip ? skip.Combine(count) : new Operators.Skip<TSource>(source, count);
    }
}
