using Rheo.Internal;
using Rheo.Linq.Operators;

namespace Rheo;

/// <summary>
/// A base class for hand-written observables, as in Rx.NET: implement <see cref="SubscribeCore"/>. The
/// observer it receives ignores calls after a terminal one and disposes the returned subscription on
/// termination; a throwing <see cref="SubscribeCore"/> becomes <c>OnError</c> while the observer is active, and is
/// rethrown to the subscriber after a terminal message or when the observer itself threw. Rheo operators subscribing
/// to it get their handle before <see cref="SubscribeCore"/> runs, so they can stop it mid-loop.
/// <see cref="SubscribeCore"/> runs on the current-thread trampoline, as in Rx.NET: work scheduled on
/// <see cref="Concurrency.CurrentThreadScheduler"/> and the loops of <c>Range</c>, <c>Repeat</c>, <c>Generate</c> and
/// <c>ToObservable</c> subscribed during it run after it returns.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class ObservableBase<T> : IObservable<T>, IProducer<T>, ICreateBody<T>
{
    /// <summary>Subscribes <paramref name="observer"/>.</summary>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription; disposing it stops delivery at once and disposes what <see cref="SubscribeCore"/> returned.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    public IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var edge = new EdgeObserver<T>(observer);
        edge.Track(this);
        ((IProducer<T>)this).Run(edge);
        return edge;
    }

    void IProducer<T>.Run(ISubscriber<T> subscriber) => CreateSink<T>.Start(subscriber, this);

    IDisposable? ICreateBody<T>.RunBody(IObserver<T> observer) => SubscribeCore(observer);

    /// <summary>Implements the subscription: emit to <paramref name="observer"/> and return what to dispose when it ends.</summary>
    /// <param name="observer">The safe observer to emit to.</param>
    /// <returns>What to dispose when the subscription ends (null for nothing).</returns>
    protected abstract IDisposable SubscribeCore(IObserver<T> observer);
}
