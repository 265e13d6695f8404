using Rheo.Concurrency;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Merges two sources, each subscribed from its own work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <param name="scheduler">Where the sources are subscribed.</param>
    /// <returns>The merged observable; values are not moved to the scheduler, only the subscriptions.</returns>
    public static IObservable<TSource> Merge<TSource>(this IObservable<TSource> first, IObservable<TSource> second, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(scheduler);
        return Merge(new Operators.ScheduledToObservable<IObservable<TSource>>([first, second], scheduler));
    }

    /// <summary>Merges the sources, each subscribed from its own work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="scheduler">Where the sources are subscribed.</param>
    /// <param name="sources">The sources.</param>
    /// <returns>The merged observable.</returns>
    public static IObservable<TSource> Merge<TSource>(IScheduler scheduler, params IObservable<TSource>[] sources)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(sources);
        return Merge(new Operators.ScheduledToObservable<IObservable<TSource>>(sources, scheduler));
    }

    /// <summary>Merges the sources of the enumerable, enumerated on <paramref name="scheduler"/>, each subscribed from its own work item.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources; an enumeration that throws becomes <c>OnError</c>.</param>
    /// <param name="scheduler">Where the sources are enumerated and subscribed.</param>
    /// <returns>The merged observable.</returns>
    public static IObservable<TSource> Merge<TSource>(this IEnumerable<IObservable<TSource>> sources, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentNullException.ThrowIfNull(scheduler);
        return Merge(new Operators.ScheduledToObservable<IObservable<TSource>>(sources, scheduler));
    }

    /// <summary>Merges the sources of the enumerable, enumerated on <paramref name="scheduler"/>, with at most <paramref name="maxConcurrent"/> subscribed at once; the others wait their turn.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources; an enumeration that throws becomes <c>OnError</c>.</param>
    /// <param name="maxConcurrent">How many sources may be subscribed at once.</param>
    /// <param name="scheduler">Where the sources are enumerated.</param>
    /// <returns>The merged observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxConcurrent"/> is not positive.</exception>
    public static IObservable<TSource> Merge<TSource>(this IEnumerable<IObservable<TSource>> sources, int maxConcurrent, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(maxConcurrent);
        ArgumentNullException.ThrowIfNull(scheduler);
        return Merge(new Operators.ScheduledToObservable<IObservable<TSource>>(sources, scheduler), maxConcurrent);
    }
}
