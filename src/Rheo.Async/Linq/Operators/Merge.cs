using Rheo.Async.Disposables;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// Merges the inner sequences of an outer one, at most <c>maxConcurrent</c> subscribed at once: the outer
/// producer waits for a free slot (back-pressure), and each inner producer waits for its turn downstream.
/// </summary>
internal sealed class Merge<T>(IAsyncObservable<IAsyncObservable<T>> sources, int maxConcurrent) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, maxConcurrent);
        var handle = await sources.SubscribeAsync(sink).ConfigureAwait(false);
        await sink.Subscriptions.AddAsync(handle).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream, int maxConcurrent) : IAsyncObserver<IAsyncObservable<T>>, IAsyncDisposable
    {
        private readonly AsyncSerialGate<T> _gate = new(downstream);
        private readonly SemaphoreSlim? _slots = maxConcurrent == int.MaxValue ? null : new SemaphoreSlim(maxConcurrent, maxConcurrent);
        private int _active = 1;

        public CompositeAsyncDisposable Subscriptions { get; } = new();

        public async ValueTask OnNextAsync(IAsyncObservable<T> value)
        {
            if (_slots is not null)
            {
                await _slots.WaitAsync().ConfigureAwait(false);
            }

            if (_gate.IsTerminated || Subscriptions.IsDisposed)
            {
                return;
            }

            Interlocked.Increment(ref _active);
            var inner = new Inner(this);
            try
            {
                var handle = await (value ?? throw new InvalidOperationException("The inner sequence is null.")).SubscribeAsync(inner).ConfigureAwait(false);
                await inner.SetHandleAsync(handle).ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                await OnErrorAsync(ex).ConfigureAwait(false);
            }
        }

        public async ValueTask OnErrorAsync(Exception error)
        {
            await _gate.OnErrorAsync(error).ConfigureAwait(false);
            await Subscriptions.DisposeAsync().ConfigureAwait(false);
        }

        public ValueTask OnCompletedAsync() => DecrementAsync();

        public ValueTask DisposeAsync() => Subscriptions.DisposeAsync();

        private async ValueTask DecrementAsync()
        {
            if (Interlocked.Decrement(ref _active) == 0)
            {
                await _gate.OnCompletedAsync().ConfigureAwait(false);
                await Subscriptions.DisposeAsync().ConfigureAwait(false);
            }
        }

        private sealed class Inner(Sink parent) : IAsyncObserver<T>
        {
            private readonly SingleAssignmentAsyncDisposable _handle = new();
            private int _done;

            public async ValueTask SetHandleAsync(IAsyncDisposable handle)
            {
                await _handle.AssignAsync(handle).ConfigureAwait(false);
                if (Volatile.Read(ref _done) == 0)
                {
                    await parent.Subscriptions.AddAsync(_handle).ConfigureAwait(false);
                }
            }

            public ValueTask OnNextAsync(T value) => parent._gate.OnNextAsync(value);

            public ValueTask OnErrorAsync(Exception error) =>
                Interlocked.Exchange(ref _done, 1) == 0 ? parent.OnErrorAsync(error) : default;

            public async ValueTask OnCompletedAsync()
            {
                if (Interlocked.Exchange(ref _done, 1) != 0)
                {
                    return;
                }

                await parent.Subscriptions.RemoveAsync(_handle).ConfigureAwait(false);
                parent._slots?.Release();
                await parent.DecrementAsync().ConfigureAwait(false);
            }
        }
    }
}
