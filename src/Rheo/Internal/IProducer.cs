namespace Rheo.Internal;

/// <summary>An observable that speaks Rheo's protocol: it hands the subscriber its handle first.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface IProducer<out T> : IObservable<T>
{
    /// <summary>
    /// Subscribes a Rheo subscriber: calls <see cref="ISubscriber{T}.OnSubscribe"/> before any other
    /// message, then runs. Messages may arrive before this method returns.
    /// </summary>
    void Run(ISubscriber<T> subscriber);
}
