namespace Rheo.Internal;

/// <summary>
/// The observable a <c>Window</c> operator hands out for one window: hot, any number of observers
/// (an immutable array swapped on subscribe/unsubscribe, so emission allocates nothing), a late
/// observer of a closed window gets its terminal message. Its owner feeds it serially. Each
/// subscription holds a reference on the owner (<see cref="IWindowOwner"/>), so the source stays
/// subscribed while a window is observed, as in Rx.NET.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class WindowSubject<T>(IWindowOwner owner) : Producer<T>
{
    // A distinct instance: an empty collection expression would be Array.Empty, the same as "no observers".
    private static readonly Subscription[] Terminated = new Subscription[0];
    private readonly IWindowOwner _owner = owner;
    private Subscription[] _observers = [];
    private Exception? _error;

    public override void Run(ISubscriber<T> subscriber)
    {
        // Counted from the start; released exactly once by the subscription's Dispose (or after its terminal message).
        _owner.AddRef();
        var subscription = new Subscription(this, subscriber);
        subscriber.OnSubscribe(subscription);
        while (true)
        {
            var current = Volatile.Read(ref _observers);
            if (ReferenceEquals(current, Terminated))
            {
                if (_error is { } error)
                {
                    subscriber.OnError(error);
                }
                else
                {
                    subscriber.OnCompleted();
                }

                subscription.Dispose();
                return;
            }

            if (Interlocked.CompareExchange(ref _observers, [.. current, subscription], current) == current)
            {
                return;
            }
        }
    }

    public void OnNext(T value)
    {
        foreach (var subscription in Volatile.Read(ref _observers))
        {
            subscription.OnNext(value);
        }
    }

    public void OnError(Exception error)
    {
        _error = error;
        foreach (var subscription in Interlocked.Exchange(ref _observers, Terminated))
        {
            subscription.OnError(error);
        }
    }

    public void OnCompleted()
    {
        foreach (var subscription in Interlocked.Exchange(ref _observers, Terminated))
        {
            subscription.OnCompleted();
        }
    }

    private void Remove(Subscription subscription)
    {
        while (true)
        {
            var current = Volatile.Read(ref _observers);
            var index = Array.IndexOf(current, subscription);
            if (index < 0)
            {
                return;
            }

            var next = new Subscription[current.Length - 1];
            Array.Copy(current, next, index);
            Array.Copy(current, index + 1, next, index, current.Length - index - 1);
            if (Interlocked.CompareExchange(ref _observers, next, current) == current)
            {
                return;
            }
        }
    }

    private sealed class Subscription(WindowSubject<T> parent, ISubscriber<T> subscriber) : IDisposable
    {
        private int _disposed;

        public void OnNext(T value)
        {
            if (Volatile.Read(ref _disposed) == 0)
            {
                subscriber.OnNext(value);
            }
        }

        public void OnError(Exception error)
        {
            if (Volatile.Read(ref _disposed) == 0)
            {
                subscriber.OnError(error);
                Dispose();
            }
        }

        public void OnCompleted()
        {
            if (Volatile.Read(ref _disposed) == 0)
            {
                subscriber.OnCompleted();
                Dispose();
            }
        }

        public void Dispose()
        {
            if (Interlocked.Exchange(ref _disposed, 1) == 0)
            {
                parent.Remove(this);
                parent._owner.Release();
            }
        }
    }
}

/// <summary>The operator behind a <see cref="WindowSubject{T}"/>: counts the observers that keep its upstreams alive.</summary>
internal interface IWindowOwner
{
    void AddRef();

    void Release();
}
