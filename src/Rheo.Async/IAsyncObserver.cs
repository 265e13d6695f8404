namespace Rheo.Async;

/// <summary>
/// Receives the messages of an <see cref="IAsyncObservable{T}"/>: <c>OnNextAsync* (OnErrorAsync | OnCompletedAsync)?</c>,
/// one call at a time; the producer awaits each returned <see cref="ValueTask"/> before the next call.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public interface IAsyncObserver<in T>
{
    /// <summary>Receives the next value.</summary>
    /// <param name="value">The value.</param>
    /// <returns>A task that completes when the observer is ready for the next message.</returns>
    ValueTask OnNextAsync(T value);

    /// <summary>Receives the error that ends the sequence.</summary>
    /// <param name="error">The error.</param>
    /// <returns>A task that completes when the observer has handled the error.</returns>
    ValueTask OnErrorAsync(Exception error);

    /// <summary>Receives the end of the sequence.</summary>
    /// <returns>A task that completes when the observer has handled the completion.</returns>
    ValueTask OnCompletedAsync();
}
