using System.Runtime.CompilerServices;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Partition</c>: two asynchronous observables over one upstream subscription. The first subscriber to either
/// side connects; the predicate runs once per value and the value goes to the current subscribers of its side, awaited
/// one after the other (so the upstream waits for the slowest); when the last subscriber of both sides leaves, the
/// upstream is disposed, and the next subscriber connects afresh. A terminal message (or a throwing predicate, as
/// <c>OnErrorAsync</c>) goes to both sides and ends the connection. A disposed subscriber gets nothing more.
/// </summary>
internal sealed class PartitionHub<T>(IAsyncObservable<T> source, Func<T, bool> predicate)
{
    private readonly Lock _lock = new();
    private Connection? _current;

    public IAsyncObservable<T> Side(bool side) => new SideObservable(this, side);

    private async ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer, bool side)
    {
        var handle = new Handle(this, observer, side);
        Connection connection;
        bool connect;
        lock (_lock)
        {
            connection = _current ??= new Connection(this, predicate);
            handle.Connection = connection;
            connect = connection.Add(handle);
        }

        if (connect)
        {
            IAsyncDisposable upstream;
            try
            {
                upstream = await source.SubscribeAsync(connection).ConfigureAwait(false);
            }
            catch (Exception error)
            {
                // The caller gets the exception; the subscribers that joined meanwhile get it as OnErrorAsync.
                foreach (var other in connection.Detach())
                {
                    if (!ReferenceEquals(other, handle))
                    {
                        await other.ErrorAsync(error).ConfigureAwait(false);
                    }
                }

                throw;
            }

            await connection.SetUpstreamAsync(upstream).ConfigureAwait(false);
        }

        return handle;
    }

    private ValueTask UnsubscribeAsync(Handle handle)
    {
        lock (_lock)
        {
            var connection = handle.Connection;
            if (connection is null || !connection.Remove(handle) || !connection.IsEmpty || !ReferenceEquals(_current, connection))
            {
                return default;
            }

            _current = null;
            return connection.DisposeUpstreamAsync();
        }
    }

    private sealed class SideObservable(PartitionHub<T> hub, bool side) : AsyncObservableBase<T>
    {
        protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) => hub.SubscribeAsync(observer, side);
    }

    private sealed class Handle(PartitionHub<T> hub, IAsyncObserver<T> observer, bool side) : IAsyncDisposable
    {
        private volatile bool _disposed;

        public bool Side => side;

        public Connection? Connection { get; set; }

        public bool IsDisposed => _disposed;

        public ValueTask NextAsync(T value) => _disposed ? default : observer.OnNextAsync(value);

        public ValueTask ErrorAsync(Exception error) => _disposed ? default : observer.OnErrorAsync(error);

        public ValueTask CompletedAsync() => _disposed ? default : observer.OnCompletedAsync();

        public ValueTask DisposeAsync()
        {
            lock (hub._lock)
            {
                if (_disposed)
                {
                    return default;
                }

                _disposed = true;
            }

            return hub.UnsubscribeAsync(this);
        }
    }

    private sealed class Connection(PartitionHub<T> hub, Func<T, bool> predicate) : IAsyncObserver<T>
    {
        private static readonly Handle[] Empty = [];
        private Handle[] _trueSide = Empty;
        private Handle[] _falseSide = Empty;
        private IAsyncDisposable? _upstream;
        private bool _started;
        private int _terminated;

        public bool IsEmpty => _trueSide.Length == 0 && _falseSide.Length == 0;

        /// <summary>Adds a subscriber (under the hub's lock); returns whether the caller must connect.</summary>
        public bool Add(Handle handle)
        {
            if (handle.Side)
            {
                Volatile.Write(ref _trueSide, [.. _trueSide, handle]);
            }
            else
            {
                Volatile.Write(ref _falseSide, [.. _falseSide, handle]);
            }

            var connect = !_started;
            _started = true;
            return connect;
        }

        /// <summary>Removes a subscriber (under the hub's lock).</summary>
        public bool Remove(Handle handle)
        {
            ref var array = ref handle.Side ? ref _trueSide : ref _falseSide;
            var index = Array.IndexOf(array, handle);
            if (index < 0)
            {
                return false;
            }

            Volatile.Write(ref array, array.Length == 1 ? Empty : [.. array[..index], .. array[(index + 1)..]]);
            return true;
        }

        public ValueTask SetUpstreamAsync(IAsyncDisposable upstream) => AsyncExHandleSlot.Set(ref _upstream, upstream);

        public ValueTask DisposeUpstreamAsync() => AsyncExHandleSlot.Dispose(ref _upstream);

        public ValueTask OnNextAsync(T value)
        {
            if (Volatile.Read(ref _terminated) != 0)
            {
                return default;
            }

            bool side;
            try
            {
                side = predicate(value);
            }
            catch (Exception error)
            {
                return FailAsync(error);
            }

            var targets = Volatile.Read(ref side ? ref _trueSide : ref _falseSide);
            for (var i = 0; i < targets.Length; i++)
            {
                var task = targets[i].NextAsync(value);
                if (!task.IsCompletedSuccessfully)
                {
                    return NextSlow(task, targets, i + 1, value);
                }

                task.GetAwaiter().GetResult();
            }

            return default;
        }

        public async ValueTask OnErrorAsync(Exception error)
        {
            foreach (var target in Detach())
            {
                await target.ErrorAsync(error).ConfigureAwait(false);
            }
        }

        public async ValueTask OnCompletedAsync()
        {
            foreach (var target in Detach())
            {
                await target.CompletedAsync().ConfigureAwait(false);
            }
        }

        /// <summary>Ends the connection: returns every subscriber once, and nothing on later calls.</summary>
        public Handle[] Detach()
        {
            if (Interlocked.Exchange(ref _terminated, 1) != 0)
            {
                return Empty;
            }

            lock (hub._lock)
            {
                if (ReferenceEquals(hub._current, this))
                {
                    hub._current = null;
                }

                Handle[] all = [.. _trueSide, .. _falseSide];
                _trueSide = Empty;
                _falseSide = Empty;
                return all;
            }
        }

        private async ValueTask FailAsync(Exception error)
        {
            await DisposeUpstreamAsync().ConfigureAwait(false);
            await OnErrorAsync(error).ConfigureAwait(false);
        }

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        private static async ValueTask NextSlow(ValueTask pending, Handle[] targets, int next, T value)
        {
            await pending.ConfigureAwait(false);
            for (var i = next; i < targets.Length; i++)
            {
                await targets[i].NextAsync(value).ConfigureAwait(false);
            }
        }
    }
}
