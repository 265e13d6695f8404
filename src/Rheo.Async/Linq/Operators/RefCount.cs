using Rheo.Async.Disposables;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// Connects the connectable source when the <c>minObservers</c>-th observer arrives and disconnects when the last one
/// leaves (disposed or terminated); the next observer after that connects afresh. The connection is recorded
/// before <c>ConnectAsync</c> runs, so an observer leaving while it is in flight disconnects as soon as it is made.
/// </summary>
internal sealed class RefCount<T>(IConnectableAsyncObservable<T> source, int minObservers) : AsyncObservableBase<T>
{
    private readonly Lock _lock = new();
    private int _count;
    private SingleAssignmentAsyncDisposable? _connection;

    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(this, observer);
        await sink.SetUpstreamAsync(await source.SubscribeAsync(sink).ConfigureAwait(false)).ConfigureAwait(false);

        SingleAssignmentAsyncDisposable? connect = null;
        lock (_lock)
        {
            if (!sink.CountIn())
            {
                // It ended during SubscribeAsync (the subject had already terminated): nothing to connect for.
                return sink;
            }

            if (++_count >= minObservers && _connection is null)
            {
                connect = _connection = new SingleAssignmentAsyncDisposable();
            }
        }

        if (connect is not null)
        {
            IAsyncDisposable connection;
            try
            {
                connection = await source.ConnectAsync().ConfigureAwait(false);
            }
            catch
            {
                lock (_lock)
                {
                    if (_connection == connect)
                    {
                        _connection = null;
                    }
                }

                await sink.DisposeAsync().ConfigureAwait(false);
                throw;
            }

            await connect.AssignAsync(connection).ConfigureAwait(false);
        }

        return sink;
    }

    private ValueTask LeaveAsync()
    {
        SingleAssignmentAsyncDisposable? disconnect = null;
        lock (_lock)
        {
            if (--_count == 0)
            {
                disconnect = _connection;
                _connection = null;
            }
        }

        return disconnect?.DisposeAsync() ?? default;
    }

    private sealed class Sink(RefCount<T> parent, IAsyncObserver<T> downstream) : AsyncSink<T, T>(downstream)
    {
        private const int Pending = 0;
        private const int Counted = 1;
        private const int Left = 2;
        private int _state;

        /// <summary>Called under the parent's lock: whether the sink is still there to be counted.</summary>
        public bool CountIn() => Interlocked.CompareExchange(ref _state, Counted, Pending) == Pending;

        public override ValueTask OnNextAsync(T value) => IsTerminated ? default : Downstream.OnNextAsync(value);

        public override async ValueTask OnErrorAsync(Exception error)
        {
            if (TryTerminate())
            {
                await Downstream.OnErrorAsync(error).ConfigureAwait(false);
                await LeaveAsync().ConfigureAwait(false);
            }
        }

        public override async ValueTask OnCompletedAsync()
        {
            if (TryTerminate())
            {
                await Downstream.OnCompletedAsync().ConfigureAwait(false);
                await LeaveAsync().ConfigureAwait(false);
            }
        }

        public override async ValueTask DisposeAsync()
        {
            await DisposeUpstreamAsync().ConfigureAwait(false);
            await LeaveAsync().ConfigureAwait(false);
        }

        private ValueTask LeaveAsync()
        {
            // Taking the parent's lock orders this after a CountIn in progress.
            int previous;
            lock (parent._lock)
            {
                previous = Interlocked.Exchange(ref _state, Left);
            }

            return previous == Counted ? parent.LeaveAsync() : default;
        }
    }
}
