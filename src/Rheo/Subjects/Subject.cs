using Rheo.Internal;

namespace Rheo.Subjects;

/// <summary>
/// Broadcasts every message to its current observers. <see cref="OnNext"/> reads an immutable observer
/// array once and calls each observer in a <c>for</c> loop: no lock and no allocation per message.
/// Subscribing and unsubscribing swap the array with <see cref="Interlocked"/>. As in Rx.NET, the caller
/// must not call the observer methods concurrently.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class Subject<T> : SubjectBase<T>, IProducer<T>, ISubjectUnsubscribe<T>
{
    private ISubscriber<T>[] _observers = SubjectObservers<T>.Empty;
    private Exception? _error;

    /// <summary>Creates a subject.</summary>
    public Subject()
    {
    }

    /// <inheritdoc />
    public override bool HasObservers => Volatile.Read(ref _observers).Length != 0;

    /// <inheritdoc />
    public override bool IsDisposed => Volatile.Read(ref _observers) == SubjectObservers<T>.Disposed;

    /// <summary>Sends <paramref name="value"/> to every current observer; ignored after a terminal message.</summary>
    /// <param name="value">The value.</param>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnNext(T value)
    {
        var observers = Volatile.Read(ref _observers);
        if (observers == SubjectObservers<T>.Disposed)
        {
            ThrowDisposed();
        }

        for (var i = 0; i < observers.Length; i++)
        {
            observers[i].OnNext(value);
        }
    }

    /// <summary>Sends <paramref name="error"/> to every current observer and to later subscribers; ignored after a terminal message.</summary>
    /// <param name="error">The error.</param>
    /// <exception cref="ArgumentNullException"><paramref name="error"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnError(Exception error) => SubjectObservers<T>.SendError(Terminate(error ?? throw new ArgumentNullException(nameof(error))), error);

    /// <summary>Sends completion to every current observer and to later subscribers; ignored after a terminal message.</summary>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnCompleted() => SubjectObservers<T>.SendCompleted(Terminate(null));

    /// <summary>
    /// Subscribes <paramref name="observer"/>: it receives every message sent after this call. After a terminal
    /// message it receives that message at once.
    /// </summary>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription; disposing it detaches the observer, and nothing reaches it afterwards.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override IDisposable Subscribe(IObserver<T> observer) => SubjectObservers<T>.Subscribe(this, observer);

    /// <summary>Detaches every observer without notifying them; later calls throw <see cref="ObjectDisposedException"/>.</summary>
    public override void Dispose()
    {
        Interlocked.Exchange(ref _observers, SubjectObservers<T>.Disposed);
        _error = null;
    }

    void IProducer<T>.Run(ISubscriber<T> subscriber) => Run(subscriber);

    void ISubjectUnsubscribe<T>.Unsubscribe(ISubscriber<T> subscriber) => SubjectObservers<T>.Remove(ref _observers, subscriber);

    private static void ThrowDisposed() => throw new ObjectDisposedException(nameof(Subject<T>));

    private void Run(ISubscriber<T> subscriber)
    {
        if (SubjectObservers<T>.Join(ref _observers, this, subscriber, nameof(Subject<T>)))
        {
            SendTerminal(subscriber);
        }
    }

    private ISubscriber<T>[] Terminate(Exception? error) => SubjectObservers<T>.Terminate(ref _observers, ref _error, error, nameof(Subject<T>));

    private void SendTerminal(ISubscriber<T> subscriber)
    {
        if (_error is { } error)
        {
            subscriber.OnError(error);
        }
        else
        {
            subscriber.OnCompleted();
        }
    }
}
