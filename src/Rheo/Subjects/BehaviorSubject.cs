using System.Diagnostics.CodeAnalysis;
using System.Runtime.ExceptionServices;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Subjects;

/// <summary>
/// A subject that holds a current value: a new observer receives it at once, then every later message.
/// A short lock makes "read the value and join" atomic against <see cref="OnNext"/>; values are delivered
/// outside the lock, from an immutable observer array, with no allocation per message.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class BehaviorSubject<T> : SubjectBase<T>, IProducer<T>, ISubjectUnsubscribe<T>
{
    private readonly Lock _gate = new();
    private ISubscriber<T>[] _observers = SubjectObservers<T>.Empty;
    private T _value;
    private Exception? _error;

    /// <summary>Creates a subject whose current value is <paramref name="value"/>.</summary>
    /// <param name="value">The initial value.</param>
    public BehaviorSubject(T value) => _value = value;

    /// <inheritdoc />
    public override bool HasObservers => Volatile.Read(ref _observers).Length != 0;

    /// <inheritdoc />
    public override bool IsDisposed => Volatile.Read(ref _observers) == SubjectObservers<T>.Disposed;

    /// <summary>Gets the current value (the last one received, or the initial value).</summary>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    /// <exception cref="Exception">The subject received an error: that error is rethrown.</exception>
    public T Value
    {
        get
        {
            lock (_gate)
            {
                CheckDisposed();
                if (_error is { } error)
                {
                    ExceptionDispatchInfo.Throw(error);
                }

                return _value;
            }
        }
    }

    /// <summary>Tries to get the current value.</summary>
    /// <param name="value">The current value, or the default if the subject is disposed.</param>
    /// <returns>False if the subject is disposed; true otherwise.</returns>
    /// <exception cref="Exception">The subject received an error: that error is rethrown.</exception>
    public bool TryGetValue([MaybeNullWhen(false)] out T value)
    {
        lock (_gate)
        {
            if (_observers == SubjectObservers<T>.Disposed)
            {
                value = default;
                return false;
            }

            if (_error is { } error)
            {
                ExceptionDispatchInfo.Throw(error);
            }

            value = _value;
            return true;
        }
    }

    /// <summary>Sets the current value and sends it to every observer; ignored after a terminal message.</summary>
    /// <param name="value">The value.</param>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnNext(T value)
    {
        ISubscriber<T>[] observers;
        lock (_gate)
        {
            CheckDisposed();
            observers = _observers;
            if (observers == SubjectObservers<T>.Terminated)
            {
                return;
            }

            _value = value;
        }

        for (var i = 0; i < observers.Length; i++)
        {
            observers[i].OnNext(value);
        }
    }

    /// <summary>Sends <paramref name="error"/> to every observer and to later subscribers; ignored after a terminal message.</summary>
    /// <param name="error">The error.</param>
    /// <exception cref="ArgumentNullException"><paramref name="error"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnError(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        var observers = Terminate(error);
        for (var i = 0; i < observers.Length; i++)
        {
            observers[i].OnError(error);
        }
    }

    /// <summary>Sends completion to every observer and to later subscribers; ignored after a terminal message.</summary>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnCompleted()
    {
        var observers = Terminate(null);
        for (var i = 0; i < observers.Length; i++)
        {
            observers[i].OnCompleted();
        }
    }

    /// <summary>Subscribes <paramref name="observer"/>: it receives the current value at once, then every later message.</summary>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override IDisposable Subscribe(IObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var edge = new EdgeObserver<T>(observer);
        Run(edge);
        return edge;
    }

    /// <summary>Detaches every observer without notifying them and releases the value; later calls throw <see cref="ObjectDisposedException"/>.</summary>
    public override void Dispose()
    {
        lock (_gate)
        {
            Volatile.Write(ref _observers, SubjectObservers<T>.Disposed);
            _value = default!;
            _error = null;
        }
    }

    void IProducer<T>.Run(ISubscriber<T> subscriber) => Run(subscriber);

    void ISubjectUnsubscribe<T>.Unsubscribe(ISubscriber<T> subscriber)
    {
        lock (_gate)
        {
            var current = _observers;
            if (current != SubjectObservers<T>.Disposed && current != SubjectObservers<T>.Terminated)
            {
                Volatile.Write(ref _observers, SubjectObservers<T>.Remove(current, subscriber));
            }
        }
    }

    private void Run(ISubscriber<T> subscriber)
    {
        var subscription = new SubjectSubscription<T>(this, subscriber);
        Exception? error;
        lock (_gate)
        {
            CheckDisposed();
            subscriber.OnSubscribe(subscription);
            if (_observers != SubjectObservers<T>.Terminated)
            {
                Volatile.Write(ref _observers, SubjectObservers<T>.Add(_observers, subscriber));

                // Inside the lock, so no OnNext can slip between the current value and the next one.
                subscriber.OnNext(_value);
                return;
            }

            error = _error;
        }

        if (error is null)
        {
            subscriber.OnCompleted();
        }
        else
        {
            subscriber.OnError(error);
        }
    }

    private ISubscriber<T>[] Terminate(Exception? error)
    {
        lock (_gate)
        {
            CheckDisposed();
            var observers = _observers;
            if (observers == SubjectObservers<T>.Terminated)
            {
                return SubjectObservers<T>.Empty;
            }

            _error = error;
            Volatile.Write(ref _observers, SubjectObservers<T>.Terminated);
            return observers;
        }
    }

    private void CheckDisposed() => ObjectDisposedException.ThrowIf(_observers == SubjectObservers<T>.Disposed, this);
}
