namespace Rheo.Linq;

// Operators that share one source subscription among several subscribers: two sides of a partition, a read-only
// behavior, a replay of the latest value.

public static partial class ObservableEx
{
    /// <summary>
    /// Splits a sequence in two by <paramref name="predicate"/>: <c>True</c> gets the values for which it holds,
    /// <c>False</c> the others. Both share one upstream subscription, made by the first subscriber to either side
    /// and disposed when the last subscriber of both sides leaves; the predicate runs once per value. Termination
    /// (and a throwing predicate, as <c>OnError</c>) reaches both sides. Subscribe to both before a synchronous
    /// source runs, or the second side misses what the first triggered.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="predicate">Chooses the side of each value.</param>
    /// <returns>The two sides.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="predicate"/> is null.</exception>
    public static (IObservable<T> True, IObservable<T> False) Partition<T>(this IObservable<T> source, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        var hub = new Operators.PartitionHub<T>(source, predicate);
        return (hub.Side(true), hub.Side(false));
    }

    /// <summary>
    /// Subscribes to the source at once and exposes its latest value as an <see cref="IReadOnlyBehavior{T}"/>:
    /// <see cref="IReadOnlyBehavior{T}.Value"/> reads it, and each subscriber gets it at once, then every change.
    /// The source's termination reaches current and later subscribers.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="initialValue">The value until the source sends one.</param>
    /// <returns>The behavior; dispose it to stop following the source.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IReadOnlyBehavior<T> ToReadOnlyBehavior<T>(this IObservable<T> source, T initialValue)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ReadOnlyBehavior<T>(source, initialValue);
    }

    /// <summary>
    /// Shares one subscription to the source among all subscribers (made by the first, disposed when the last
    /// leaves, made afresh by the next one) and sends each new subscriber the latest value at once:
    /// <paramref name="initialValue"/> until the source sends one, then the latest value seen, kept across
    /// connections. A terminal message reaches the current subscribers and ends the connection.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="initialValue">The value replayed before the source's first value.</param>
    /// <returns>The shared sequence.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<T> ReplayLastOnSubscribe<T>(this IObservable<T> source, T initialValue)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ReplayLastOnSubscribe<T>(source, initialValue);
    }
}
