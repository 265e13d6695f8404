using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Subjects;

/// <summary>
/// Broadcasts every message to its current observers. <see cref="OnNext"/> reads an immutable array of subscriptions
/// once and calls each active one's <c>OnNext</c> in a <c>for</c> loop: no lock, no allocation and no wrapper per
/// message. Subscribing and unsubscribing swap the array with <see cref="Interlocked"/>. As in Rx.NET, the caller
/// must not call the observer methods concurrently, and an observer's exception reaches the caller of the message.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class Subject<T> : SubjectBase<T>, IProducer<T>
{
    private SubjectEntry<T>[] _observers = SubjectEntry<T>.Empty;
    private Exception? _error;

    /// <summary>Creates a subject.</summary>
    public Subject()
    {
    }

    /// <inheritdoc />
    public override bool HasObservers => Volatile.Read(ref _observers) is { Length: not 0 } observers && observers != SubjectEntry<T>.Disposed;

    /// <inheritdoc />
    public override bool IsDisposed => Volatile.Read(ref _observers) == SubjectEntry<T>.Disposed;

    /// <summary>Sends <paramref name="value"/> to every current observer; ignored after a terminal message.</summary>
    /// <param name="value">The value.</param>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnNext(T value)
    {
        var observers = Volatile.Read(ref _observers);
        if (observers.Length == 1)
        {
            // The common case: one observer, no loop. A disposed subject's array is a one-entry sentinel whose
            // observer throws ObjectDisposedException, so no path here compares with a sentinel: with no observers,
            // a value costs two loads and two compares (subject-fanout, observers=0).
            observers[0].Target?.OnNext(value);
            return;
        }

        if (observers.Length == 0)
        {
            return;
        }

        for (var i = 0; i < observers.Length; i++)
        {
            observers[i].Target?.OnNext(value);
        }
    }

    /// <summary>Sends <paramref name="error"/> to every current observer and to later subscribers; ignored after a terminal message.</summary>
    /// <param name="error">The error.</param>
    /// <exception cref="ArgumentNullException"><paramref name="error"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnError(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        var observers = Terminate(error);
        for (var i = 0; i < observers.Length; i++)
        {
            if (observers[i].TryEnd())
            {
                observers[i].Observer.OnError(error);
            }
        }
    }

    /// <summary>Sends completion to every current observer and to later subscribers; ignored after a terminal message.</summary>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnCompleted()
    {
        var observers = Terminate(null);
        for (var i = 0; i < observers.Length; i++)
        {
            if (observers[i].TryEnd())
            {
                observers[i].Observer.OnCompleted();
            }
        }
    }

    /// <summary>
    /// Subscribes <paramref name="observer"/>: it receives every message sent after this call. After a terminal
    /// message it receives that message at once.
    /// </summary>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription; disposing it detaches the observer, and nothing reaches it afterwards.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var current = Volatile.Read(ref _observers);
        if (current == SubjectEntry<T>.Disposed)
        {
            ThrowDisposed();
        }

        if (current != SubjectEntry<T>.Terminated)
        {
            var entry = new SubjectEntry<T>(this, observer);
            entry.Track();
            if (!Join(entry))
            {
                return entry;
            }

            entry.TryEnd();
        }

        SendTerminal(observer);
        return Disposable.Empty;
    }

    /// <summary>Detaches every observer without notifying them; later calls throw <see cref="ObjectDisposedException"/>.</summary>
    public override void Dispose()
    {
        Interlocked.Exchange(ref _observers, SubjectEntry<T>.Disposed);
        _error = null;
    }

    void IProducer<T>.Run(ISubscriber<T> subscriber)
    {
        var current = Volatile.Read(ref _observers);
        if (current == SubjectEntry<T>.Disposed)
        {
            ThrowDisposed();
        }

        if (current == SubjectEntry<T>.Terminated)
        {
            subscriber.OnSubscribe(Disposable.Empty);
            SendTerminal(subscriber);
            return;
        }

        var entry = new SubjectEntry<T>(this, subscriber);
        subscriber.OnSubscribe(entry);
        if (Join(entry))
        {
            SendTerminal(subscriber);
        }
    }

    /// <summary>Removes <paramref name="entry"/> from the observer array (nothing if it is absent or the array is a sentinel).</summary>
    internal void Remove(SubjectEntry<T> entry)
    {
        var current = Volatile.Read(ref _observers);
        while (true)
        {
            var next = SubjectEntry<T>.Remove(current, entry);
            if (next == current)
            {
                return;
            }

            var observed = Interlocked.CompareExchange(ref _observers, next, current);
            if (observed == current)
            {
                return;
            }

            current = observed;
        }
    }

    /// <summary>Throws the <see cref="ObjectDisposedException"/> of a disposed subject (also from its disposed sentinel's observer).</summary>
    internal static void ThrowDisposed() => throw new ObjectDisposedException(nameof(Subject<T>));

    /// <summary>Adds <paramref name="entry"/> to the array: false when it joined, true when the subject has terminated.</summary>
    private bool Join(SubjectEntry<T> entry)
    {
        while (true)
        {
            var current = Volatile.Read(ref _observers);
            if (current == SubjectEntry<T>.Disposed)
            {
                ThrowDisposed();
            }

            if (current == SubjectEntry<T>.Terminated)
            {
                return true;
            }

            if (Interlocked.CompareExchange(ref _observers, SubjectEntry<T>.Add(current, entry), current) == current)
            {
                break;
            }
        }

        // Disposed while being added (from inside OnSubscribe or from another thread): it must not stay attached.
        if (entry.IsEnded)
        {
            Remove(entry);
        }

        return false;
    }

    /// <summary>
    /// Swaps the array for the terminated sentinel and returns the observers to notify (none when it had terminated
    /// already). The error is stored before the swap, so a subscriber that sees the sentinel also sees the error.
    /// </summary>
    private SubjectEntry<T>[] Terminate(Exception? error)
    {
        var current = Volatile.Read(ref _observers);
        while (true)
        {
            if (current == SubjectEntry<T>.Disposed)
            {
                ThrowDisposed();
            }

            if (current == SubjectEntry<T>.Terminated)
            {
                return SubjectEntry<T>.Empty;
            }

            _error = error;
            var observed = Interlocked.CompareExchange(ref _observers, SubjectEntry<T>.Terminated, current);
            if (observed == current)
            {
                return current;
            }

            current = observed;
        }
    }

    private void SendTerminal(IObserver<T> observer)
    {
        if (_error is { } error)
        {
            observer.OnError(error);
        }
        else
        {
            observer.OnCompleted();
        }
    }
}
