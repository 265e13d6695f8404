using Rheo.Internal;
using Rheo.Subjects;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>RefCount(minObservers)</c>: connects when the subscriber count reaches <c>minObservers</c> and disconnects
/// when it drops to zero (a terminated subscriber counts out too), so a later subscriber connects afresh.
/// </summary>
internal sealed class RefCount<T>(IConnectableObservable<T> source, int minObservers) : Producer<T>
{
    private readonly Lock _gate = new();
    private RefConnection? _connection;

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, this);
        subscriber.OnSubscribe(sink);
        RefConnection connection;
        bool connect;
        lock (_gate)
        {
            connection = _connection ??= new RefConnection();
            connect = ++connection.Count == minObservers;
        }

        sink.Join(connection);
        source.Run(sink);
        if (connect && !connection.IsDisposed)
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

    private void Leave(RefConnection connection)
    {
        lock (_gate)
        {
            if (--connection.Count != 0)
            {
                return;
            }

            if (_connection == connection)
            {
                _connection = null;
            }
        }

        connection.Dispose();
    }

    /// <summary>One connection and the number of subscribers sharing it.</summary>
    private sealed class RefConnection : IDisposable
    {
        private IDisposable? _handle;

        public int Count { get; set; }

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
