using Rheo.Concurrency;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Emits <paramref name="values"/> first, one per work item on <paramref name="scheduler"/>, then subscribes the source.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="scheduler">Where the values are emitted.</param>
    /// <param name="values">The values to emit first.</param>
    /// <returns>The observable; one work item per value plus one that subscribes the source.</returns>
    public static IObservable<TSource> StartWith<TSource>(this IObservable<TSource> source, IScheduler scheduler, params TSource[] values)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(values);
        return Concat(new Operators.ScheduledToObservable<TSource>(values, scheduler), source);
    }

    /// <summary>Emits <paramref name="values"/> (enumerated at each subscription, on the scheduler) first, one per work item on <paramref name="scheduler"/>, then subscribes the source.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="scheduler">Where the values are enumerated and emitted.</param>
    /// <param name="values">The values to emit first; an enumeration that throws becomes <c>OnError</c>.</param>
    /// <returns>The observable; one work item per value plus one that subscribes the source.</returns>
    public static IObservable<TSource> StartWith<TSource>(this IObservable<TSource> source, IScheduler scheduler, IEnumerable<TSource> values)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(values);
        return Concat(new Operators.ScheduledToObservable<TSource>(values, scheduler), source);
    }

    /// <summary>Emits <paramref name="value"/> from a work item on <paramref name="scheduler"/>, which then subscribes the source.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="value">The value to emit first.</param>
    /// <param name="scheduler">Where the value is emitted and the source subscribed.</param>
    /// <returns>The observable; one work item per subscription.</returns>
    public static IObservable<TSource> Prepend<TSource>(this IObservable<TSource> source, TSource value, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ScheduledPrepend<TSource>(source, value, scheduler);
    }

    /// <summary>Passes the source's values and, when it completes, emits <paramref name="value"/> and the completion from a work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="value">The value to emit last.</param>
    /// <param name="scheduler">Where the last value and the completion are emitted.</param>
    /// <returns>The observable; one work item per subscription.</returns>
    public static IObservable<TSource> Append<TSource>(this IObservable<TSource> source, TSource value, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ScheduledAppend<TSource>(source, value, scheduler);
    }

    /// <summary>Emits the last <paramref name="count"/> values when the source completes, draining them on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">How many values to keep.</param>
    /// <param name="scheduler">Where the kept values are emitted: one loop on a long-running scheduler, one value per work item elsewhere.</param>
    /// <returns>The observable; it holds up to <paramref name="count"/> values.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public static IObservable<TSource> TakeLast<TSource>(this IObservable<TSource> source, int count, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ScheduledTakeLast<TSource>(source, count, scheduler);
    }
}
