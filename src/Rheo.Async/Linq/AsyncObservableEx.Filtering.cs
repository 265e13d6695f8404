namespace Rheo.Async;

/// <summary>
/// Extension operators on <see cref="IAsyncObservable{T}"/> that reactive applications reach for beyond Rx.NET's
/// catalogue, the asynchronous forms of <c>Rheo.Linq.ObservableEx</c>: null and boolean filters, resilience and
/// shaping. Each is a direct operator with its own sink; downstream calls never overlap, a throwing callback
/// becomes <c>OnErrorAsync</c>, and with observers that complete synchronously the filters and projections
/// allocate nothing per value.
/// </summary>
public static partial class AsyncObservableEx
{
    /// <summary>Passes the non-null values of a sequence of references.</summary>
    /// <typeparam name="T">The reference type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The non-null values, typed as non-nullable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<T> WhereNotNull<T>(this IAsyncObservable<T?> source)
        where T : class
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.WhereNotNull<T>(source);
    }

    /// <summary>Passes the values of a sequence of nullable values that have one, unwrapped.</summary>
    /// <typeparam name="T">The value type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The values that are not null.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<T> WhereNotNull<T>(this IAsyncObservable<T?> source)
        where T : struct
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.WhereHasValue<T>(source);
    }

    /// <summary>Passes the values that are <see langword="true"/>.</summary>
    /// <param name="source">The source sequence.</param>
    /// <returns>The true values.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<bool> WhereTrue(this IAsyncObservable<bool> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.WhereBoolean(source, true);
    }

    /// <summary>Passes the values that are <see langword="false"/>.</summary>
    /// <param name="source">The source sequence.</param>
    /// <returns>The false values.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<bool> WhereFalse(this IAsyncObservable<bool> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.WhereBoolean(source, false);
    }

    /// <summary>Negates every value.</summary>
    /// <param name="source">The source sequence.</param>
    /// <returns>The negated values.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<bool> Not(this IAsyncObservable<bool> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.Not(source);
    }

    /// <summary>Turns every value into <see cref="Unit.Default"/>, keeping only the fact that something happened.</summary>
    /// <typeparam name="T">The source element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>One <see cref="Unit"/> per source value; the same termination.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<Unit> AsSignal<T>(this IAsyncObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.AsSignal<T>(source);
    }

    /// <summary>
    /// Once every source has sent a value, sends after each value whether the latest value of every source is
    /// <see langword="true"/> (like <c>CombineLatest</c> followed by "all true", in one stage). Values from several
    /// sources are serialized: the state change and its result go out together, so results keep the order of the
    /// changes.
    /// </summary>
    /// <param name="sources">The sources; the sequence is read once, when this method is called.</param>
    /// <returns>
    /// The combined flag. Completes when every source completed, or as soon as a source completes without a
    /// value; an empty list completes at once. The first error is passed on.
    /// </returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> or one of them is null.</exception>
    public static IAsyncObservable<bool> CombineLatestValuesAreAllTrue(this IEnumerable<IAsyncObservable<bool>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Linq.Operators.CombineLatestAllEqual(ToSourceArray(sources), true);
    }

    /// <summary>
    /// Once every source has sent a value, sends after each value whether the latest value of every source is
    /// <see langword="false"/>.
    /// </summary>
    /// <param name="sources">The sources; the sequence is read once, when this method is called.</param>
    /// <returns>The combined flag, with the termination rules of <see cref="CombineLatestValuesAreAllTrue"/>.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> or one of them is null.</exception>
    public static IAsyncObservable<bool> CombineLatestValuesAreAllFalse(this IEnumerable<IAsyncObservable<bool>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Linq.Operators.CombineLatestAllEqual(ToSourceArray(sources), false);
    }

    /// <summary>
    /// Splits a sequence in two by <paramref name="predicate"/>: <c>True</c> gets the values for which it holds,
    /// <c>False</c> the others. Both share one upstream subscription, made by the first subscriber to either side
    /// and disposed when the last subscriber of both sides leaves; the predicate runs once per value, and each value
    /// is awaited by the subscribers of its side in turn before the next one. Termination (and a throwing
    /// predicate, as <c>OnErrorAsync</c>) reaches both sides. Subscribe to both sides before the source produces,
    /// or the second side misses what came before it.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="predicate">Chooses the side of each value.</param>
    /// <returns>The two sides.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="predicate"/> is null.</exception>
    public static (IAsyncObservable<T> True, IAsyncObservable<T> False) Partition<T>(this IAsyncObservable<T> source, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        var hub = new Linq.Operators.PartitionHub<T>(source, predicate);
        return (hub.Side(true), hub.Side(false));
    }

    private static IAsyncObservable<bool>[] ToSourceArray(IEnumerable<IAsyncObservable<bool>> sources)
    {
        var array = sources.ToArray();
        foreach (var source in array)
        {
            ArgumentNullException.ThrowIfNull(source, nameof(sources));
        }

        return array;
    }
}
