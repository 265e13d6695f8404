using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// An async sequence over an observable with exact back-pressure: each value is handed to the consumer, and the
/// producer's <c>OnNextAsync</c> completes only when the consumer asks for the next one with <c>MoveNextAsync</c>.
/// Both waits reuse one pooled awaitable each, so the hand-off allocates nothing per element.
/// </summary>
internal sealed class ToAsyncEnumerable<T>(IAsyncObservable<T> source) : IAsyncEnumerable<T>
{
    public IAsyncEnumerator<T> GetAsyncEnumerator(CancellationToken cancellationToken = default) => new Enumerator(source, cancellationToken);

    private sealed class Enumerator(IAsyncObservable<T> source, CancellationToken cancellationToken) : IAsyncEnumerator<T>, IAsyncObserver<T>
    {
        private readonly Lock _gate = new();
        private readonly PooledSignal _consumer = new();
        private readonly PooledSignal _producer = new();
        private IAsyncDisposable? _subscription;
        private CancellationTokenRegistration _registration;
        private bool _started;
        private bool _consumerWaiting;
        private bool _producerWaiting;
        private bool _finished;
        private bool _disposed;
        private bool _terminalPending;
        private Exception? _pendingError;

        public T Current { get; private set; } = default!;

        public ValueTask<bool> MoveNextAsync()
        {
            bool release;
            lock (_gate)
            {
                if (_finished || _disposed)
                {
                    return new ValueTask<bool>(false);
                }

                if (_terminalPending)
                {
                    _finished = true;
                    return _pendingError is null ? new ValueTask<bool>(false) : ValueTask.FromException<bool>(_pendingError);
                }

                _consumer.Reset();
                _consumerWaiting = true;
                release = _producerWaiting;
                _producerWaiting = false;
            }

            if (!_started)
            {
                return FirstMoveNext();
            }

            if (release)
            {
                _producer.Set(true);
            }

            return _consumer.WaitAsync();
        }

        public ValueTask OnNextAsync(T value)
        {
            lock (_gate)
            {
                if (_disposed || _finished || !_consumerWaiting)
                {
                    return default;
                }

                _consumerWaiting = false;
                Current = value;
                _producer.Reset();
                _producerWaiting = true;
            }

            _consumer.Set(true);
            return _producer.WaitVoidAsync();
        }

        public ValueTask OnErrorAsync(Exception error)
        {
            Terminate(error);
            return default;
        }

        public ValueTask OnCompletedAsync()
        {
            Terminate(null);
            return default;
        }

        public async ValueTask DisposeAsync()
        {
            bool release;
            lock (_gate)
            {
                if (_disposed)
                {
                    return;
                }

                _disposed = true;
                release = _producerWaiting;
                _producerWaiting = false;
            }

            await _registration.DisposeAsync().ConfigureAwait(false);
            var subscription = Interlocked.Exchange(ref _subscription, null);
            if (subscription is not null)
            {
                await subscription.DisposeAsync().ConfigureAwait(false);
            }

            if (release)
            {
                _producer.Set(true);
            }
        }

        private async ValueTask<bool> FirstMoveNext()
        {
            _started = true;
            cancellationToken.ThrowIfCancellationRequested();
            var handle = await source.SubscribeAsync(this).ConfigureAwait(false);
            bool disposed;
            lock (_gate)
            {
                disposed = _disposed;
                if (!disposed)
                {
                    _subscription = handle;
                }
            }

            if (disposed)
            {
                await handle.DisposeAsync().ConfigureAwait(false);
                return false;
            }

            if (cancellationToken.CanBeCanceled)
            {
                _registration = cancellationToken.Register(static s => ((Enumerator)s!).Cancel(), this);
            }

            return await _consumer.WaitAsync().ConfigureAwait(false);
        }

        private void Cancel()
        {
            bool signal;
            lock (_gate)
            {
                signal = _consumerWaiting;
                _consumerWaiting = false;
                _finished = true;
            }

            var subscription = Interlocked.Exchange(ref _subscription, null);
            if (subscription is not null)
            {
                ValueTaskHelpers.Forget(subscription.DisposeAsync());
            }

            if (signal)
            {
                _consumer.Fail(new OperationCanceledException(cancellationToken));
            }
        }

        private void Terminate(Exception? error)
        {
            lock (_gate)
            {
                if (_finished || _terminalPending)
                {
                    return;
                }

                if (!_consumerWaiting)
                {
                    _terminalPending = true;
                    _pendingError = error;
                    return;
                }

                _consumerWaiting = false;
                _finished = true;
            }

            if (error is null)
            {
                _consumer.Set(false);
            }
            else
            {
                _consumer.Fail(error);
            }
        }
    }
}
