namespace Rheo.Async;

/// <summary>
/// An asynchronous observable whose source is subscribed only when <see cref="ConnectAsync"/> is called, so several
/// observers share one subscription to the source.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public interface IConnectableAsyncObservable<out T> : IAsyncObservable<T>
{
    /// <summary>
    /// Subscribes the shared subject to the source; while connected, a second call returns the same connection.
    /// Disposing the connection unsubscribes the source, and a later call connects afresh.
    /// </summary>
    /// <returns>The connection.</returns>
    ValueTask<IAsyncDisposable> ConnectAsync();
}
