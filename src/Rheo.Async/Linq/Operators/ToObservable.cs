using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>An <see cref="IObservable{T}"/> over an asynchronous observable: each message is handed to the synchronous observer and acknowledged at once.</summary>
internal sealed class ToObservable<T>(IAsyncObservable<T> source) : ObservableBase<T>
{
    protected override IDisposable SubscribeCore(IObserver<T> observer)
    {
        var adapter = new Adapter(observer);
        var subscribe = source.SubscribeAsync(adapter);
        if (subscribe.IsCompletedSuccessfully)
        {
            adapter.SetHandle(subscribe.Result);
        }
        else
        {
            _ = adapter.SetHandleLater(subscribe);
        }

        return adapter;
    }

    private sealed class Adapter(IObserver<T> observer) : IAsyncObserver<T>, IDisposable
    {
        private static readonly IAsyncDisposable Disposed = Disposables.AsyncDisposable.Create(static () => default);
        private IAsyncDisposable? _handle;

        public ValueTask OnNextAsync(T value)
        {
            if (!ReferenceEquals(Volatile.Read(ref _handle), Disposed))
            {
                observer.OnNext(value);
            }

            return default;
        }

        public ValueTask OnErrorAsync(Exception error)
        {
            if (!ReferenceEquals(Volatile.Read(ref _handle), Disposed))
            {
                observer.OnError(error);
            }

            return default;
        }

        public ValueTask OnCompletedAsync()
        {
            if (!ReferenceEquals(Volatile.Read(ref _handle), Disposed))
            {
                observer.OnCompleted();
            }

            return default;
        }

        public void SetHandle(IAsyncDisposable handle)
        {
            if (Interlocked.CompareExchange(ref _handle, handle, null) is not null)
            {
                ValueTaskHelpers.Forget(handle.DisposeAsync());
            }
        }

        public async Task SetHandleLater(ValueTask<IAsyncDisposable> subscribe)
        {
            IAsyncDisposable handle;
            try
            {
                handle = await subscribe.ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                await OnErrorAsync(ex).ConfigureAwait(false);
                return;
            }

            SetHandle(handle);
        }

        public void Dispose()
        {
            var previous = Interlocked.Exchange(ref _handle, Disposed);
            if (previous is not null && !ReferenceEquals(previous, Disposed))
            {
                ValueTaskHelpers.Forget(previous.DisposeAsync());
            }
        }
    }
}
