namespace Rheo.Async;

/// <summary>Base class for asynchronous observables: checks the observer and calls <see cref="SubscribeAsyncCore"/>.</summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class AsyncObservableBase<T> : IAsyncObservable<T>
{
    /// <inheritdoc />
    public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        return SubscribeAsyncCore(observer);
    }

    /// <summary>Subscribes a non-null observer.</summary>
    /// <param name="observer">The observer.</param>
    /// <returns>The handle of the subscription.</returns>
    protected abstract ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer);
}
