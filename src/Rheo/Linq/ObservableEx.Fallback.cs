namespace Rheo.Linq;

// Operators that turn to other sources when one has nothing to give: an empty source, candidates without a match.

public static partial class ObservableEx
{
    /// <summary>Relays the source; if it completes without sending a value, relays <paramref name="fallback"/> instead.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="fallback">The sequence subscribed when the source turns out empty.</param>
    /// <returns>The source's values, or the fallback's when the source had none. A source error is passed on.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="fallback"/> is null.</exception>
    public static IObservable<T> SwitchIfEmpty<T>(this IObservable<T> source, IObservable<T> fallback)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(fallback);
        return new Operators.SwitchIfEmpty<T>(source, fallback);
    }

    /// <summary>
    /// Tries candidate sources one at a time, in order, and sends the first value that matches
    /// <paramref name="predicate"/>, then completes (disposing that candidate). A candidate that completes or fails
    /// without a match is followed by the next one; if none matched, the result completes empty, or fails with the
    /// last candidate error if any candidate failed. Typical use: the first reachable endpoint, the first cache that
    /// has a key.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="candidates">The candidates, read lazily (a candidate is subscribed only if the ones before it found nothing).</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>At most one value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="candidates"/> or <paramref name="predicate"/> is null.</exception>
    public static IObservable<T> FirstMatchFromCandidates<T>(this IEnumerable<IObservable<T>> candidates, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(candidates);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.FirstMatchFromCandidates<T>(candidates, predicate);
    }
}
