namespace Rheo.Tests.Support;

/// <summary>
/// A hand-driven hot source for the combining-operator tests: it broadcasts to its current observers and
/// counts subscriptions and disposals, so a test can check that every upstream was disposed.
/// </summary>
public sealed class CombiningHotSource<T> : IObservable<T>
{
    private readonly object _gate = new();
    private readonly List<IObserver<T>> _observers = new();

    public int Subscriptions { get; private set; }

    public int Disposals { get; private set; }

    public int ObserverCount
    {
        get
        {
            lock (_gate)
            {
                return _observers.Count;
            }
        }
    }

    public IDisposable Subscribe(IObserver<T> observer)
    {
        lock (_gate)
        {
            _observers.Add(observer);
            Subscriptions++;
        }

        return new Subscription(this, observer);
    }

    public void OnNext(T value)
    {
        foreach (var o in Snapshot())
        {
            o.OnNext(value);
        }
    }

    public void OnError(Exception error)
    {
        foreach (var o in Snapshot())
        {
            o.OnError(error);
        }
    }

    public void OnCompleted()
    {
        foreach (var o in Snapshot())
        {
            o.OnCompleted();
        }
    }

    private IObserver<T>[] Snapshot()
    {
        lock (_gate)
        {
            return _observers.ToArray();
        }
    }

    private sealed class Subscription(CombiningHotSource<T> parent, IObserver<T> observer) : IDisposable
    {
        private int _disposed;

        public void Dispose()
        {
            if (Interlocked.Exchange(ref _disposed, 1) == 0)
            {
                lock (parent._gate)
                {
                    parent._observers.Remove(observer);
                    parent.Disposals++;
                }
            }
        }
    }
}
