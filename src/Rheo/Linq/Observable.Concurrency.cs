using Rheo.Concurrency;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Delivers the source's messages on <paramref name="scheduler"/>, in order and each exactly once, with a
    /// terminal message after the values before it. Values are queued; one work item drains each burst (a
    /// dedicated loop on long-running schedulers). Disposing stops delivery at the next value.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="scheduler">Where the observer is called.</param>
    /// <returns>The observable; no allocation per value in the steady state.</returns>
    public static IObservable<TSource> ObserveOn<TSource>(this IObservable<TSource> source, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ObserveOn<TSource>(source, scheduler);
    }

    /// <summary>
    /// Delivers the source's messages by posting them to <paramref name="context"/>: one post per message, in order;
    /// the subscription is one operation of the context (<see cref="SynchronizationContext.OperationStarted"/> at
    /// subscription, <see cref="SynchronizationContext.OperationCompleted"/> when it ends).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="context">Where the observer is called.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> ObserveOn<TSource>(this IObservable<TSource> source, SynchronizationContext context)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(context);
        return new Operators.ObserveOnContext<TSource>(source, context);
    }

    /// <summary>
    /// Subscribes to the source, and disposes that subscription, from work items on <paramref name="scheduler"/>.
    /// Messages are not moved (use <see cref="ObserveOn{TSource}(IObservable{TSource}, IScheduler)"/> for that).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="scheduler">Where subscription and disposal run.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> SubscribeOn<TSource>(this IObservable<TSource> source, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.SubscribeOn<TSource>(source, scheduler);
    }

    /// <summary>Subscribes to the source, and disposes that subscription, from posts to <paramref name="context"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="context">Where subscription and disposal run.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> SubscribeOn<TSource>(this IObservable<TSource> source, SynchronizationContext context)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(context);
        return new Operators.SubscribeOn<TSource>(source, new SynchronizationContextScheduler(context));
    }
}
