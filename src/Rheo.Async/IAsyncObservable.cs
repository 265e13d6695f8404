namespace Rheo.Async;

/// <summary>
/// A push-based sequence whose observers return a <see cref="ValueTask"/> from every message, so the producer
/// awaits its consumer before sending the next one (back-pressure without buffers).
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public interface IAsyncObservable<out T>
{
    /// <summary>Subscribes an observer; the returned handle, when disposed, ends the subscription.</summary>
    /// <param name="observer">The observer that receives the sequence.</param>
    /// <returns>The handle of the subscription.</returns>
    ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer);
}
