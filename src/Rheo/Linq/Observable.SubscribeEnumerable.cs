using Rheo.Concurrency;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Subscribes an observer to an enumerable: its elements are sent to the observer as values, then completion (as <c>ToObservable</c>).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The sequence to send.</param>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription; disposing it stops the enumeration.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="observer"/> is null.</exception>
    public static IDisposable Subscribe<TSource>(this IEnumerable<TSource> source, IObserver<TSource> observer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(observer);
        return source.ToObservable().Subscribe(observer);
    }

    /// <summary>Subscribes an observer to an enumerable enumerated on <paramref name="scheduler"/> (as <c>ToObservable(scheduler)</c>).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The sequence to send.</param>
    /// <param name="observer">The observer.</param>
    /// <param name="scheduler">The scheduler to enumerate on.</param>
    /// <returns>The subscription; disposing it stops the enumeration.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/>, <paramref name="observer"/> or <paramref name="scheduler"/> is null.</exception>
    public static IDisposable Subscribe<TSource>(this IEnumerable<TSource> source, IObserver<TSource> observer, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(observer);
        ArgumentNullException.ThrowIfNull(scheduler);
        return source.ToObservable(scheduler).Subscribe(observer);
    }
}
