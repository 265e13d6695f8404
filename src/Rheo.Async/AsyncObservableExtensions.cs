namespace Rheo.Async;

/// <summary>Subscription helpers for <see cref="IAsyncObservable{T}"/>.</summary>
public static class AsyncObservableExtensions
{
    /// <summary>Subscribes an observer; cancelling <paramref name="cancellationToken"/> disposes the subscription.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="observer">The observer.</param>
    /// <param name="cancellationToken">Disposes the subscription when cancelled.</param>
    /// <returns>The handle of the subscription.</returns>
    public static ValueTask<IAsyncDisposable> SubscribeAsync<T>(this IAsyncObservable<T> source, IAsyncObserver<T> observer, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(observer);
        return SubscribeCoreAsync(source, observer, cancellationToken);
    }

    private static async ValueTask<IAsyncDisposable> SubscribeCoreAsync<T>(IAsyncObservable<T> source, IAsyncObserver<T> observer, CancellationToken cancellationToken)
    {
        cancellationToken.ThrowIfCancellationRequested();
        var handle = await source.SubscribeAsync(observer).ConfigureAwait(false);
        if (!cancellationToken.CanBeCanceled)
        {
            return handle;
        }

        var cancelable = new CancelableSubscription(handle);
        cancelable.Attach(cancellationToken);
        return cancelable;
    }

    /// <summary>Subscribes asynchronous handlers.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="onNextAsync">Handles each value; the producer awaits it.</param>
    /// <param name="onErrorAsync">Handles the error; when <see langword="null"/>, the error is rethrown.</param>
    /// <param name="onCompletedAsync">Handles completion.</param>
    /// <returns>The handle of the subscription.</returns>
    public static ValueTask<IAsyncDisposable> SubscribeAsync<T>(this IAsyncObservable<T> source, Func<T, ValueTask> onNextAsync, Func<Exception, ValueTask>? onErrorAsync = null, Func<ValueTask>? onCompletedAsync = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source.SubscribeAsync(AsyncObserver.Create(onNextAsync, onErrorAsync, onCompletedAsync));
    }

    /// <summary>Subscribes synchronous handlers.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="onNext">Handles each value.</param>
    /// <param name="onError">Handles the error; when <see langword="null"/>, the error is rethrown.</param>
    /// <param name="onCompleted">Handles completion.</param>
    /// <returns>The handle of the subscription.</returns>
    public static ValueTask<IAsyncDisposable> SubscribeAsync<T>(this IAsyncObservable<T> source, Action<T> onNext, Action<Exception>? onError = null, Action? onCompleted = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source.SubscribeAsync(AsyncObserver.Create(onNext, onError, onCompleted));
    }

    private sealed class CancelableSubscription(IAsyncDisposable handle) : IAsyncDisposable
    {
        private IAsyncDisposable? _handle = handle;
        private CancellationTokenRegistration _registration;

        public void Attach(CancellationToken token) =>
            _registration = token.Register(static s => _ = ((CancelableSubscription)s!).DisposeAsync().AsTask(), this);

        public async ValueTask DisposeAsync()
        {
            var handle = Interlocked.Exchange(ref _handle, null);
            if (handle is not null)
            {
                await _registration.DisposeAsync().ConfigureAwait(false);
                await handle.DisposeAsync().ConfigureAwait(false);
            }
        }
    }
}
