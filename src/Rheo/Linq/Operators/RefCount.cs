using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;
using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>RefCount(minObservers)</c>: connects when the subscriber count reaches <c>minObservers</c> and disconnects
/// when it drops to zero (a terminated subscriber counts out too), so a later subscriber connects afresh.
/// With a disconnect delay the connection is disposed only once the count has stayed at zero for the delay
/// (timed on the scheduler); a subscriber arriving within it keeps the connection and cancels the timer.
/// </summary>
internal sealed class RefCount<T>(IConnectableObservable<T> source, int minObservers, TimeSpan disconnectDelay = default, IScheduler? scheduler = null) : Producer<T>
{
    private readonly Lock _gate = new();
    private RefConnection? _connection;

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, this);
        subscriber.OnSubscribe(sink);
        RefConnection connection;
        bool connect;
        IDisposable? timer;
        lock (_gate)
        {
            connection = _connection ??= new RefConnection();
            connect = ++connection.Count == minObservers && !connection.Connecting;
            connection.Connecting |= connect;

            // Back within the disconnect delay: the pending disconnection is void.
            timer = connection.Timer;
            connection.Timer = null;
        }

        timer?.Dispose();

        sink.Join(connection);
        source.Run(sink);
        if (connect)
        {
            // Connected under the gate, as the last subscriber's disconnection is: a subscriber arriving while the
            // previous connection is being disposed waits for it, and so never shares a connection about to die
            // or runs two at once (Rx.NET connects and disconnects under its lock too). The gate is re-entrant, so
            // a synchronous source whose subscriber leaves during Connect disconnects at once.
            lock (_gate)
            {
                if (!connection.IsDisposed)
                {
                    if (source is IEarlyConnectable early)
                    {
                        early.Connect(static (c, handle) => c.SetHandle(handle), connection);
                    }
                    else
                    {
                        connection.SetHandle(source.Connect());
                    }
                }
            }
        }
    }

    private void Leave(RefConnection connection)
    {
        long generation;
        lock (_gate)
        {
            if (--connection.Count != 0)
            {
                return;
            }

            if (scheduler is not null && _connection == connection)
            {
                // Keep the connection for the delay; the generation tells a stale timer from the current one.
                generation = ++connection.Generation;
            }
            else
            {
                if (_connection == connection)
                {
                    _connection = null;
                }

                // Under the gate: see Run.
                connection.Dispose();
                return;
            }
        }

        var timer = scheduler!.Schedule((this, connection, generation), disconnectDelay, static (_, s) =>
        {
            s.Item1.Expire(s.connection, s.generation);
            return Disposable.Empty;
        });
        lock (_gate)
        {
            if (connection.Generation == generation && connection.Count == 0 && _connection == connection)
            {
                connection.Timer = timer;
                return;
            }
        }

        timer.Dispose();
    }

    private void Expire(RefConnection connection, long generation)
    {
        lock (_gate)
        {
            if (connection.Generation != generation || connection.Count != 0 || _connection != connection)
            {
                return;
            }

            _connection = null;
            connection.Timer = null;
            connection.Dispose();
        }
    }

    /// <summary>One connection and the number of subscribers sharing it.</summary>
    private sealed class RefConnection : IDisposable
    {
        private IDisposable? _handle;

        public int Count { get; set; }

        /// <summary>Whether a subscriber has started connecting this connection (it is connected at most once).</summary>
        public bool Connecting { get; set; }

        /// <summary>Counts the times the subscriber count dropped to zero while a disconnect delay applies.</summary>
        public long Generation { get; set; }

        /// <summary>The pending delayed disconnection, if any.</summary>
        public IDisposable? Timer { get; set; }

        public bool IsDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _handle));

        public void SetHandle(IDisposable handle) => DisposableSlot.TrySetOnce(ref _handle, handle);

        public void Dispose() => DisposableSlot.Dispose(ref _handle);
    }

    private sealed class Sink(ISubscriber<T> downstream, RefCount<T> parent) : Sink<T, T>(downstream)
    {
        private RefConnection? _connection;

        public void Join(RefConnection connection)
        {
            Volatile.Write(ref _connection, connection);

            // Disposed (from another thread) before joining: leave at once so the count stays exact.
            if (IsDisposed && Interlocked.Exchange(ref _connection, null) is { } joined)
            {
                parent.Leave(joined);
            }
        }

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void OnError(Exception error)
        {
            try
            {
                Downstream.OnError(error);
            }
            finally
            {
                Dispose();
            }
        }

        public override void OnCompleted()
        {
            try
            {
                Downstream.OnCompleted();
            }
            finally
            {
                Dispose();
            }
        }

        public override void Dispose()
        {
            base.Dispose();
            if (Interlocked.Exchange(ref _connection, null) is { } connection)
            {
                parent.Leave(connection);
            }
        }
    }
}

/// <summary><c>AutoConnect(minObservers, onConnect)</c>: connects once, when the subscriber count reaches <c>minObservers</c>; never disconnects.</summary>
internal sealed class AutoConnect<T>(IConnectableObservable<T> source, int minObservers, Action<IDisposable>? onConnect) : Producer<T>
{
    private int _count;

    public override void Run(ISubscriber<T> subscriber)
    {
        source.Run(subscriber);
        if (Interlocked.Increment(ref _count) == minObservers)
        {
            if (source is IEarlyConnectable early && onConnect is not null)
            {
                // The callback gets the connection before the source runs, so it can stop a synchronous one.
                early.Connect(static (callback, handle) => callback(handle), onConnect);
            }
            else
            {
                var connection = source.Connect();
                onConnect?.Invoke(connection);
            }
        }
    }
}
