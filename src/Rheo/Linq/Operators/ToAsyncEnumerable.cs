using System.Threading.Channels;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToAsyncEnumerable</c>: each enumeration subscribes and buffers the values in a channel that the enumerator
/// reads. Unbounded, or bounded with an <see cref="AsyncEnumerableOverflow"/> policy for a full buffer. The
/// sequence's error is thrown by <c>MoveNextAsync</c> after the buffered values; disposing the enumerator disposes
/// the subscription; the enumeration token cancels a pending <c>MoveNextAsync</c>.
/// </summary>
internal sealed class ToAsyncEnumerable<T>(IObservable<T> source, int capacity, AsyncEnumerableOverflow overflow) : IAsyncEnumerable<T>
{
    public IAsyncEnumerator<T> GetAsyncEnumerator(CancellationToken cancellationToken = default)
    {
        var enumerator = new Enumerator(capacity, overflow, cancellationToken);
        source.Run(enumerator);
        return enumerator;
    }

    private sealed class Enumerator : ISubscriber<T>, IAsyncEnumerator<T>
    {
        private readonly Channel<T> _channel;
        private readonly AsyncEnumerableOverflow _overflow;
        private readonly CancellationToken _token;
        private readonly CancellationTokenSource _disposal = new();
        private IDisposable? _upstream;
        private T _current = default!;

        public Enumerator(int capacity, AsyncEnumerableOverflow overflow, CancellationToken token)
        {
            _overflow = overflow;
            _token = token;
            _channel = capacity <= 0
                ? Channel.CreateUnbounded<T>(new UnboundedChannelOptions { SingleReader = true, SingleWriter = true })
                : Channel.CreateBounded<T>(new BoundedChannelOptions(capacity)
                {
                    SingleReader = true,
                    SingleWriter = true,
                    FullMode = overflow switch
                    {
                        AsyncEnumerableOverflow.DropOldest => BoundedChannelFullMode.DropOldest,
                        AsyncEnumerableOverflow.DropNewest => BoundedChannelFullMode.DropWrite,
                        _ => BoundedChannelFullMode.Wait,
                    },
                });
        }

        public T Current => _current;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value)
        {
            if (_channel.Writer.TryWrite(value))
            {
                return;
            }

            if (_overflow == AsyncEnumerableOverflow.Error)
            {
                DisposableSlot.Dispose(ref _upstream);
                _channel.Writer.TryComplete(new InvalidOperationException("The buffer of the async enumeration is full: the consumer fell behind the observable sequence."));
                return;
            }

            // Wait: block the producer until the consumer makes room (or the enumerator is disposed).
            try
            {
                while (!_channel.Writer.TryWrite(value))
                {
                    if (!_channel.Writer.WaitToWriteAsync(_disposal.Token).AsTask().GetAwaiter().GetResult())
                    {
                        return;
                    }
                }
            }
            catch (OperationCanceledException)
            {
            }
        }

        public void OnError(Exception error) => _channel.Writer.TryComplete(error);

        public void OnCompleted() => _channel.Writer.TryComplete();

        public async ValueTask<bool> MoveNextAsync()
        {
            var reader = _channel.Reader;
            while (true)
            {
                if (reader.TryRead(out var value))
                {
                    _current = value;
                    return true;
                }

                if (!await reader.WaitToReadAsync(_token).ConfigureAwait(false))
                {
                    return false;
                }
            }
        }

        public ValueTask DisposeAsync()
        {
            DisposableSlot.Dispose(ref _upstream);
            _channel.Writer.TryComplete();
            AsyncBridgeTasks.CancelQuietly(_disposal);
            return default;
        }
    }
}
