using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Partition</c>: two observables over one upstream subscription. The first subscriber to either side
/// connects; the predicate runs once per value and the value goes to the subscribers of its side; when the last
/// subscriber of both sides leaves, the upstream is disposed, and the next subscriber connects afresh. A terminal
/// message (or a throwing predicate, as <c>OnError</c>) goes to both sides and ends the connection.
/// </summary>
internal sealed class PartitionHub<T>(IObservable<T> source, Func<T, bool> predicate)
{
    private Connection? _current;

    public IObservable<T> Side(bool side) => new SideProducer(this, side);

    private void Subscribe(ISubscriber<T> subscriber, bool side)
    {
        Connection connection;
        bool connect;
        var handle = new Handle(this, subscriber, side);
        subscriber.OnSubscribe(handle);
        lock (this)
        {
            if (handle.Disposed)
            {
                return;
            }

            connection = _current ??= new Connection(this, predicate);
            handle.Connection = connection;
            connect = connection.Add(subscriber, side);
        }

        if (connect)
        {
            source.Run(connection);
        }
    }

    private void Unsubscribe(Handle handle)
    {
        Connection? toDispose = null;
        lock (this)
        {
            var connection = handle.Connection;
            if (connection is null || !connection.Remove(handle.Subscriber, handle.Side))
            {
                return;
            }

            if (connection.IsEmpty && ReferenceEquals(_current, connection))
            {
                _current = null;
                toDispose = connection;
            }
        }

        toDispose?.DisposeUpstream();
    }

    private void Terminated(Connection connection)
    {
        lock (this)
        {
            if (ReferenceEquals(_current, connection))
            {
                _current = null;
            }
        }
    }

    private sealed class SideProducer(PartitionHub<T> hub, bool side) : Producer<T>
    {
        public override void Run(ISubscriber<T> subscriber) => hub.Subscribe(subscriber, side);
    }

    private sealed class Handle(PartitionHub<T> hub, ISubscriber<T> subscriber, bool side) : IDisposable
    {
        public ISubscriber<T> Subscriber => subscriber;

        public bool Side => side;

        public Connection? Connection { get; set; }

        public bool Disposed { get; private set; }

        public void Dispose()
        {
            lock (hub)
            {
                if (Disposed)
                {
                    return;
                }

                Disposed = true;
            }

            hub.Unsubscribe(this);
        }
    }

    private sealed class Connection(PartitionHub<T> hub, Func<T, bool> predicate) : ISubscriber<T>
    {
        private static readonly ISubscriber<T>[] Empty = [];
        private ISubscriber<T>[] _trueSide = Empty;
        private ISubscriber<T>[] _falseSide = Empty;
        private IDisposable? _upstream;
        private bool _started;

        public bool IsEmpty => _trueSide.Length == 0 && _falseSide.Length == 0;

        /// <summary>Adds a subscriber (under the hub's lock); returns whether the caller must connect.</summary>
        public bool Add(ISubscriber<T> subscriber, bool side)
        {
            if (side)
            {
                Volatile.Write(ref _trueSide, [.. _trueSide, subscriber]);
            }
            else
            {
                Volatile.Write(ref _falseSide, [.. _falseSide, subscriber]);
            }

            var connect = !_started;
            _started = true;
            return connect;
        }

        /// <summary>Removes a subscriber (under the hub's lock).</summary>
        public bool Remove(ISubscriber<T> subscriber, bool side)
        {
            ref var array = ref side ? ref _trueSide : ref _falseSide;
            var index = Array.IndexOf(array, subscriber);
            if (index < 0)
            {
                return false;
            }

            var next = new ISubscriber<T>[array.Length - 1];
            Array.Copy(array, next, index);
            Array.Copy(array, index + 1, next, index, next.Length - index);
            Volatile.Write(ref array, next);
            return true;
        }

        public void DisposeUpstream() => DisposableSlot.Dispose(ref _upstream);

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value)
        {
            bool side;
            try
            {
                side = predicate(value);
            }
            catch (Exception error)
            {
                DisposeUpstream();
                OnError(error);
                return;
            }

            var targets = Volatile.Read(ref side ? ref _trueSide : ref _falseSide);
            foreach (var target in targets)
            {
                target.OnNext(value);
            }
        }

        public void OnError(Exception error)
        {
            foreach (var target in Detach())
            {
                target.OnError(error);
            }
        }

        public void OnCompleted()
        {
            foreach (var target in Detach())
            {
                target.OnCompleted();
            }
        }

        private ISubscriber<T>[] Detach()
        {
            hub.Terminated(this);
            ISubscriber<T>[] all;
            lock (hub)
            {
                all = [.. _trueSide, .. _falseSide];
                _trueSide = Empty;
                _falseSide = Empty;
            }

            return all;
        }
    }
}
