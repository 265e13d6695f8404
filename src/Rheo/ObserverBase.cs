namespace Rheo;

/// <summary>
/// A base class for hand-written observers, as in Rx.NET: implement <see cref="OnNextCore"/>,
/// <see cref="OnErrorCore"/> and <see cref="OnCompletedCore"/>. The first terminal message stops the observer
/// (later messages of any kind are ignored, so at most one terminal message reaches the core methods), and
/// <see cref="Dispose()"/> stops it too. Calls are not serialized: the source's grammar is trusted for that.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class ObserverBase<T> : IObserver<T>, IDisposable
{
    private int _isStopped;

    /// <summary>Initializes an observer that has not stopped.</summary>
    protected ObserverBase()
    {
    }

    /// <summary>Passes a value to <see cref="OnNextCore"/> unless the observer has stopped.</summary>
    /// <param name="value">The value.</param>
    public void OnNext(T value)
    {
        if (Volatile.Read(ref _isStopped) == 0)
        {
            OnNextCore(value);
        }
    }

    /// <summary>Stops the observer and passes the error to <see cref="OnErrorCore"/>, unless it had stopped already.</summary>
    /// <param name="error">The error.</param>
    /// <exception cref="ArgumentNullException"><paramref name="error"/> is null.</exception>
    public void OnError(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        if (Interlocked.Exchange(ref _isStopped, 1) == 0)
        {
            OnErrorCore(error);
        }
    }

    /// <summary>Stops the observer and calls <see cref="OnCompletedCore"/>, unless it had stopped already.</summary>
    public void OnCompleted()
    {
        if (Interlocked.Exchange(ref _isStopped, 1) == 0)
        {
            OnCompletedCore();
        }
    }

    /// <summary>Implements the handling of a value.</summary>
    /// <param name="value">The value.</param>
    protected abstract void OnNextCore(T value);

    /// <summary>Implements the handling of the error (called at most once, and never after completion).</summary>
    /// <param name="error">The error.</param>
    protected abstract void OnErrorCore(Exception error);

    /// <summary>Implements the handling of completion (called at most once, and never after an error).</summary>
    protected abstract void OnCompletedCore();

    /// <summary>Stops the observer: no message reaches the core methods afterwards.</summary>
    public void Dispose()
    {
        Dispose(true);
        GC.SuppressFinalize(this);
    }

    /// <summary>Stops the observer when <paramref name="disposing"/> is true; override to release more.</summary>
    /// <param name="disposing">True when called from <see cref="Dispose()"/>.</param>
    protected virtual void Dispose(bool disposing)
    {
        if (disposing)
        {
            Volatile.Write(ref _isStopped, 1);
        }
    }
}
