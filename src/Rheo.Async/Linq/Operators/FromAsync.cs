using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>Runs a function on the thread pool per subscription and sends its result; disposal cancels its token.</summary>
internal sealed class FromAsync<T>(Func<CancellationToken, ValueTask<T>> function) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new Sink(observer, function).Start();

    private sealed class Sink(IAsyncObserver<T> observer, Func<CancellationToken, ValueTask<T>> function) : AsyncProducerSink<T>(observer)
    {
        protected override void Run() => _ = RunAsync();

        private async Task RunAsync()
        {
            T value;
            try
            {
                value = await function(Token).ConfigureAwait(false);
            }
            catch (OperationCanceledException) when (IsDisposed)
            {
                return;
            }
            catch (Exception ex)
            {
                if (!IsDisposed)
                {
                    ValueTaskHelpers.Forget(Observer.OnErrorAsync(ex));
                }

                return;
            }

            try
            {
                if (!IsDisposed)
                {
                    await Observer.OnNextAsync(value).ConfigureAwait(false);
                }

                if (!IsDisposed)
                {
                    await Observer.OnCompletedAsync().ConfigureAwait(false);
                }
            }
            catch (Exception)
            {
                // The observer threw: the producer stops.
            }
        }
    }
}
