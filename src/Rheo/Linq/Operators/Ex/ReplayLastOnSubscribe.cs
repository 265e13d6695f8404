using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ReplayLastOnSubscribe</c>: one upstream subscription shared by all subscribers (made by the first, disposed
/// when the last leaves, made afresh by the next one), and each new subscriber gets the latest value at once: the
/// initial value until the source sends one, then the latest value ever seen (kept across connections). Replay
/// and live values are sent under the operator's lock, so a subscriber never misses or repeats a value between
/// the two. A terminal message reaches the current subscribers and ends the connection.
/// </summary>
internal sealed class ReplayLastOnSubscribe<T>(IObservable<T> source, T initialValue) : Producer<T>
{
    private static readonly ISubscriber<T>[] Empty = [];
    private readonly object _gate = new();
    private T _latest = initialValue;
    private Connection? _current;

    public override void Run(ISubscriber<T> subscriber)
    {
        var handle = new Handle(this, subscriber);
        subscriber.OnSubscribe(handle);
        Connection connection;
        bool connect;
        lock (_gate)
        {
            if (handle.Disposed)
            {
                return;
            }

            connection = _current ??= new Connection(this);
            handle.Connection = connection;
            connect = connection.Observers.Length == 0 && !connection.Started;
            connection.Started = true;
            connection.Observers = [.. connection.Observers, subscriber];
            subscriber.OnNext(_latest);
        }

        if (connect)
        {
            source.Run(connection);
        }
    }

    private void Remove(Handle handle)
    {
        Connection? toDispose = null;
        lock (_gate)
        {
            if (handle.Connection is not { } connection)
            {
                return;
            }

            var index = Array.IndexOf(connection.Observers, handle.Subscriber);
            if (index < 0)
            {
                return;
            }

            connection.Observers = connection.Observers.Length == 1 ? Empty : [.. connection.Observers[..index], .. connection.Observers[(index + 1)..]];
            if (connection.Observers.Length == 0 && ReferenceEquals(_current, connection))
            {
                _current = null;
                toDispose = connection;
            }
        }

        toDispose?.DisposeUpstream();
    }

    private sealed class Handle(ReplayLastOnSubscribe<T> parent, ISubscriber<T> subscriber) : IDisposable
    {
        public ISubscriber<T> Subscriber => subscriber;

        public Connection? Connection { get; set; }

        public bool Disposed { get; private set; }

        public void Dispose()
        {
            lock (parent._gate)
            {
                if (Disposed)
                {
                    return;
                }

                Disposed = true;
            }

            parent.Remove(this);
        }
    }

    private sealed class Connection(ReplayLastOnSubscribe<T> parent) : ISubscriber<T>
    {
        private IDisposable? _upstream;

        public ISubscriber<T>[] Observers { get; set; } = Empty;

        public bool Started { get; set; }

        public void DisposeUpstream() => DisposableSlot.Dispose(ref _upstream);

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(T value)
        {
            lock (parent._gate)
            {
                if (!ReferenceEquals(parent._current, this))
                {
                    return;
                }

                parent._latest = value;
                foreach (var observer in Observers)
                {
                    observer.OnNext(value);
                }
            }
        }

        public void OnError(Exception error)
        {
            foreach (var observer in Detach())
            {
                observer.OnError(error);
            }
        }

        public void OnCompleted()
        {
            foreach (var observer in Detach())
            {
                observer.OnCompleted();
            }
        }

        private ISubscriber<T>[] Detach()
        {
            lock (parent._gate)
            {
                if (!ReferenceEquals(parent._current, this))
                {
                    return Empty;
                }

                parent._current = null;
                var observers = Observers;
                Observers = Empty;
                return observers;
            }
        }
    }
}
