using Rheo.Async.Disposables;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Switch</c>: follows the latest inner sequence. A new inner sequence disposes the previous one (awaited) and is
/// subscribed from the outer source's call, which awaits both; values of a superseded inner sequence are dropped.
/// Values and terminal messages meet in an <c>Internal/AsyncSerialGate</c>, so the current inner sequence waits for the
/// observer. An error of the outer or the current inner sequence (or a null inner sequence) ends the result and
/// disposes everything; it completes when the outer and the latest inner sequence have completed.
/// </summary>
internal sealed class Switch<T>(IAsyncObservable<IAsyncObservable<T>> sources) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer);
        await sink.Outer.AssignAsync(await sources.SubscribeAsync(sink).ConfigureAwait(false)).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream) : IAsyncObserver<IAsyncObservable<T>>, IAsyncDisposable
    {
        private readonly AsyncSerialGate<T> _gate = new(downstream);
        private readonly Lock _lock = new();
        private IAsyncDisposable? _inner;
        private long _latest;
        private bool _innerActive;
        private bool _outerDone;
        private bool _disposed;

        public SingleAssignmentAsyncDisposable Outer { get; } = new();

        public async ValueTask OnNextAsync(IAsyncObservable<T> value)
        {
            long id;
            IAsyncDisposable? previous;
            lock (_lock)
            {
                if (_disposed)
                {
                    return;
                }

                id = ++_latest;
                previous = _inner;
                _inner = null;
                _innerActive = true;
            }

            if (previous is not null)
            {
                await previous.DisposeAsync().ConfigureAwait(false);
            }

            IAsyncDisposable handle;
            try
            {
                handle = await (value ?? throw new InvalidOperationException("The inner sequence is null.")).SubscribeAsync(new Inner(this, id)).ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                await FailAsync(ex).ConfigureAwait(false);
                return;
            }

            bool keep;
            lock (_lock)
            {
                keep = !_disposed && _latest == id;
                if (keep)
                {
                    _inner = handle;
                }
            }

            if (!keep)
            {
                await handle.DisposeAsync().ConfigureAwait(false);
            }
        }

        public ValueTask OnErrorAsync(Exception error) => FailAsync(error);

        public async ValueTask OnCompletedAsync()
        {
            bool complete;
            lock (_lock)
            {
                _outerDone = true;
                complete = !_innerActive;
            }

            if (complete)
            {
                await _gate.OnCompletedAsync().ConfigureAwait(false);
                await DisposeAsync().ConfigureAwait(false);
            }
        }

        public async ValueTask DisposeAsync()
        {
            IAsyncDisposable? inner;
            lock (_lock)
            {
                _disposed = true;
                inner = _inner;
                _inner = null;
            }

            await Outer.DisposeAsync().ConfigureAwait(false);
            if (inner is not null)
            {
                await inner.DisposeAsync().ConfigureAwait(false);
            }
        }

        private async ValueTask FailAsync(Exception error)
        {
            await _gate.OnErrorAsync(error).ConfigureAwait(false);
            await DisposeAsync().ConfigureAwait(false);
        }

        private bool IsLatest(long id) => Interlocked.Read(ref _latest) == id;

        private sealed class Inner(Sink parent, long id) : IAsyncObserver<T>
        {
            public ValueTask OnNextAsync(T value) => parent.IsLatest(id) ? parent._gate.OnNextAsync(value) : default;

            public ValueTask OnErrorAsync(Exception error) => parent.IsLatest(id) ? parent.FailAsync(error) : default;

            public async ValueTask OnCompletedAsync()
            {
                bool complete;
                lock (parent._lock)
                {
                    if (parent._latest != id)
                    {
                        return;
                    }

                    parent._innerActive = false;
                    complete = parent._outerDone;
                }

                if (complete)
                {
                    await parent._gate.OnCompletedAsync().ConfigureAwait(false);
                    await parent.DisposeAsync().ConfigureAwait(false);
                }
            }
        }
    }
}
