namespace Rheo.Internal;

/// <summary>
/// A Rheo observer. Before any message, its source calls <see cref="OnSubscribe"/> with the handle
/// that cancels the subscription, so a synchronous source can be stopped from inside an <c>OnNext</c>.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface ISubscriber<in T> : IObserver<T>
{
    /// <summary>Receives the upstream handle; called once, before any other message.</summary>
    void OnSubscribe(IDisposable upstream);
}
