using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToObservable(IAsyncEnumerable)</c>: every subscription enumerates the source with its own token, starting on
/// the subscribing thread. Disposing silences the observer first, then cancels the token, so the
/// <see cref="OperationCanceledException"/> that follows is never delivered.
/// </summary>
internal sealed class AsyncEnumerableToObservable<T>(IAsyncEnumerable<T> source) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        _ = sink.RunAsync(source);
    }

    private sealed class Sink(ISubscriber<T> downstream) : IDisposable
    {
        private readonly CancellationTokenSource _cancellation = new();
        private volatile bool _disposed;

        public async Task RunAsync(IAsyncEnumerable<T> source)
        {
            try
            {
                await foreach (var value in source.WithCancellation(_cancellation.Token).ConfigureAwait(false))
                {
                    if (_disposed)
                    {
                        return;
                    }

                    downstream.OnNext(value);
                }
            }
            catch (Exception error)
            {
                if (!_disposed)
                {
                    _disposed = true;
                    downstream.OnError(error);
                }

                return;
            }

            if (!_disposed)
            {
                _disposed = true;
                downstream.OnCompleted();
            }
        }

        public void Dispose()
        {
            if (!_disposed)
            {
                _disposed = true;
                AsyncBridgeTasks.CancelQuietly(_cancellation);
            }
        }
    }
}
