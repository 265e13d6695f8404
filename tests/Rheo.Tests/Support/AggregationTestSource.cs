namespace Rheo.Tests.Support;

/// <summary>
/// A hand-driven foreign observable for the aggregation, blocking and push-to-pull tests: the test pushes
/// messages to every current observer (from any thread) and sees subscriptions and disposals.
/// </summary>
public sealed class AggregationTestSource<T> : IObservable<T>
{
    private readonly object _gate = new();
    private readonly List<IObserver<T>> _observers = new();
    private int _subscriptions;
    private int _disposals;

    public int Subscriptions => Volatile.Read(ref _subscriptions);

    public int Disposals => Volatile.Read(ref _disposals);

    public bool HasObservers
    {
        get
        {
            lock (_gate)
            {
                return _observers.Count > 0;
            }
        }
    }

    public IDisposable Subscribe(IObserver<T> observer)
    {
        lock (_gate)
        {
            _observers.Add(observer);
        }

        Interlocked.Increment(ref _subscriptions);
        return new Subscription(this, observer);
    }

    public void OnNext(T value)
    {
        foreach (var observer in Snapshot())
        {
            observer.OnNext(value);
        }
    }

    public void OnError(Exception error)
    {
        foreach (var observer in Snapshot())
        {
            observer.OnError(error);
        }
    }

    public void OnCompleted()
    {
        foreach (var observer in Snapshot())
        {
            observer.OnCompleted();
        }
    }

    private IObserver<T>[] Snapshot()
    {
        lock (_gate)
        {
            return _observers.ToArray();
        }
    }

    private sealed class Subscription(AggregationTestSource<T> parent, IObserver<T> observer) : IDisposable
    {
        private int _disposed;

        public void Dispose()
        {
            if (Interlocked.Exchange(ref _disposed, 1) == 0)
            {
                lock (parent._gate)
                {
                    parent._observers.Remove(observer);
                }

                Interlocked.Increment(ref parent._disposals);
            }
        }
    }
}
