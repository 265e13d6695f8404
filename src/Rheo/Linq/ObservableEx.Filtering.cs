namespace Rheo.Linq;

/// <summary>
/// Extension operators that reactive applications reach for beyond Rx.NET's catalogue: null and boolean
/// filters, time and liveness shaping, resilience, async work from a synchronous stream. Each is a direct
/// operator with its own sink.
/// </summary>
public static partial class ObservableEx
{
    /// <summary>Passes the non-null values of a sequence of references.</summary>
    /// <typeparam name="T">The reference type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The non-null values, typed as non-nullable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<T> WhereNotNull<T>(this IObservable<T?> source)
        where T : class
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.WhereNotNull<T>(source);
    }

    /// <summary>Passes the values of a sequence of nullable values that have one, unwrapped.</summary>
    /// <typeparam name="T">The value type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The values that are not null.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<T> WhereNotNull<T>(this IObservable<T?> source)
        where T : struct
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.WhereHasValue<T>(source);
    }

    /// <summary>Passes the values that are <see langword="true"/>.</summary>
    /// <param name="source">The source sequence.</param>
    /// <returns>The true values.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<bool> WhereTrue(this IObservable<bool> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.WhereBoolean(source, true);
    }

    /// <summary>Passes the values that are <see langword="false"/>.</summary>
    /// <param name="source">The source sequence.</param>
    /// <returns>The false values.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<bool> WhereFalse(this IObservable<bool> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.WhereBoolean(source, false);
    }

    /// <summary>Negates every value.</summary>
    /// <param name="source">The source sequence.</param>
    /// <returns>The negated values.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<bool> Not(this IObservable<bool> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Not(source);
    }

    /// <summary>Turns every value into <see cref="Unit.Default"/>, keeping only the fact that something happened.</summary>
    /// <typeparam name="T">The source element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>One <see cref="Unit"/> per source value; the same termination.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<Unit> AsSignal<T>(this IObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.AsSignal<T>(source);
    }

    /// <summary>
    /// Once every source has sent a value, sends after each value whether the latest value of every source is
    /// <see langword="true"/> (like <c>CombineLatest</c> followed by "all true", in one stage).
    /// </summary>
    /// <param name="sources">The sources; the sequence is read once, when this method is called.</param>
    /// <returns>
    /// The combined flag. Completes when every source completed, or as soon as a source completes without a
    /// value; an empty list completes at once. The first error is passed on.
    /// </returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> is null.</exception>
    public static IObservable<bool> CombineLatestValuesAreAllTrue(this IEnumerable<IObservable<bool>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.CombineLatestAllEqual(ToSourceArray(sources), true);
    }

    /// <summary>
    /// Once every source has sent a value, sends after each value whether the latest value of every source is
    /// <see langword="false"/>.
    /// </summary>
    /// <param name="sources">The sources; the sequence is read once, when this method is called.</param>
    /// <returns>The combined flag, with the termination rules of <see cref="CombineLatestValuesAreAllTrue"/>.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="sources"/> or one of them is null.</exception>
    public static IObservable<bool> CombineLatestValuesAreAllFalse(this IEnumerable<IObservable<bool>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.CombineLatestAllEqual(ToSourceArray(sources), false);
    }

    private static IObservable<bool>[] ToSourceArray(IEnumerable<IObservable<bool>> sources)
    {
        var array = sources.ToArray();
        foreach (var source in array)
        {
            ArgumentNullException.ThrowIfNull(source, nameof(sources));
        }

        return array;
    }
}
