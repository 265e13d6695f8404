namespace Rheo.Subjects;

/// <summary>The base of subjects: an observer and observable with observers to track and a lifetime to end.</summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class SubjectBase<T> : ISubject<T>, IDisposable
{
    /// <summary>Gets whether the subject has observers subscribed.</summary>
    public abstract bool HasObservers { get; }

    /// <summary>Gets whether the subject has been disposed.</summary>
    public abstract bool IsDisposed { get; }

    /// <summary>Releases the subject's resources; later calls to its observer methods and <see cref="Subscribe"/> throw <see cref="ObjectDisposedException"/>.</summary>
    public abstract void Dispose();

    /// <summary>Sends completion to every observer.</summary>
    public abstract void OnCompleted();

    /// <summary>Sends <paramref name="error"/> to every observer.</summary>
    /// <param name="error">The error.</param>
    public abstract void OnError(Exception error);

    /// <summary>Sends <paramref name="value"/> to every observer.</summary>
    /// <param name="value">The value.</param>
    public abstract void OnNext(T value);

    /// <summary>Subscribes <paramref name="observer"/> to the subject.</summary>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription; disposing it detaches the observer.</returns>
    public abstract IDisposable Subscribe(IObserver<T> observer);
}
