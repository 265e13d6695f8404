using Rheo.Linq;

namespace Rheo.Concurrency;

/// <summary>
/// The synchronization operators as plain static methods (not extension methods), for code that calls them by class
/// name: each is the <see cref="Observable"/> operator of the same name, with the same semantics.
/// </summary>
public static class Synchronization
{
    /// <summary>Subscribes to <paramref name="source"/> (and disposes that subscription) on <paramref name="scheduler"/>; see <see cref="Observable.SubscribeOn{TSource}(IObservable{TSource}, IScheduler)"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="scheduler">Where the subscription and its disposal run.</param>
    /// <returns>The source, subscribed on the scheduler.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TSource> SubscribeOn<TSource>(IObservable<TSource> source, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return source.SubscribeOn(scheduler);
    }

    /// <summary>Subscribes to <paramref name="source"/> (and disposes that subscription) on <paramref name="context"/>; see <see cref="Observable.SubscribeOn{TSource}(IObservable{TSource}, SynchronizationContext)"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="context">Where the subscription and its disposal run.</param>
    /// <returns>The source, subscribed on the context.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="context"/> is null.</exception>
    public static IObservable<TSource> SubscribeOn<TSource>(IObservable<TSource> source, SynchronizationContext context)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(context);
        return source.SubscribeOn(context);
    }

    /// <summary>Delivers the messages of <paramref name="source"/> on <paramref name="scheduler"/>, in order; see <see cref="Observable.ObserveOn{TSource}(IObservable{TSource}, IScheduler)"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="scheduler">Where the messages are delivered.</param>
    /// <returns>The source, observed on the scheduler.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    public static IObservable<TSource> ObserveOn<TSource>(IObservable<TSource> source, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return source.ObserveOn(scheduler);
    }

    /// <summary>Delivers the messages of <paramref name="source"/> on <paramref name="context"/>, in order; see <see cref="Observable.ObserveOn{TSource}(IObservable{TSource}, SynchronizationContext)"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="context">Where the messages are delivered.</param>
    /// <returns>The source, observed on the context.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="context"/> is null.</exception>
    public static IObservable<TSource> ObserveOn<TSource>(IObservable<TSource> source, SynchronizationContext context)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(context);
        return source.ObserveOn(context);
    }

    /// <summary>Serializes the messages of <paramref name="source"/> under a lock of its own; see <see cref="Observable.Synchronize{TSource}(IObservable{TSource})"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source, possibly calling its observer from several threads at once.</param>
    /// <returns>The source with its messages delivered one at a time.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<TSource> Synchronize<TSource>(IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source.Synchronize();
    }

    /// <summary>Serializes the messages of <paramref name="source"/> under <paramref name="gate"/>; see <see cref="Observable.Synchronize{TSource}(IObservable{TSource}, object)"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source, possibly calling its observer from several threads at once.</param>
    /// <param name="gate">The object locked around each message.</param>
    /// <returns>The source with its messages delivered one at a time under the gate.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="gate"/> is null.</exception>
    public static IObservable<TSource> Synchronize<TSource>(IObservable<TSource> source, object gate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(gate);
        return source.Synchronize(gate);
    }
}
