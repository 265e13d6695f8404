using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.ExceptionServices;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Subjects;

/// <summary>
/// A subject that holds a current value: a new observer receives it at once, then every later message.
/// A short lock makes "read the value and join" atomic against <see cref="OnNext"/>; values are delivered
/// outside the lock, with no allocation per message.
/// </summary>
/// <remarks>
/// The subject keeps its size down for the common case of one observer: it locks on itself (no lock object),
/// holds a single observer directly (no array until a second one joins) and gives each observer one small
/// handle. Code that locks on the subject object itself therefore shares that short lock; the lock is reentrant,
/// and the subject never waits for anything while holding it.
/// </remarks>
/// <typeparam name="T">The element type.</typeparam>
public sealed class BehaviorSubject<T> : SubjectBase<T>, IProducer<T>, ISubjectUnsubscribe<T>
{
    /// <summary>
    /// <see cref="SubjectObservers{T}.Empty"/>, <see cref="SubjectObservers{T}.Terminated"/> or
    /// <see cref="SubjectObservers{T}.Disposed"/>; the only observer, an <see cref="ISubscriber{T}"/>; or an
    /// <see cref="ISubscriber{T}"/> array of two or more. Written under the lock, replaced as a whole.
    /// </summary>
    private object _observers = SubjectObservers<T>.Empty;
    private T _value;
    private Exception? _error;

    /// <summary>Creates a subject whose current value is <paramref name="value"/>.</summary>
    /// <param name="value">The initial value.</param>
    public BehaviorSubject(T value) => _value = value;

    /// <inheritdoc />
    public override bool HasObservers => Volatile.Read(ref _observers) is not ISubscriber<T>[] array || array.Length != 0;

    /// <inheritdoc />
    public override bool IsDisposed => ReferenceEquals(Volatile.Read(ref _observers), SubjectObservers<T>.Disposed);

    /// <summary>Gets the current value (the last one received, or the initial value).</summary>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    /// <exception cref="Exception">The subject received an error: that error is rethrown.</exception>
    public T Value
    {
        get
        {
            lock (this)
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
        lock (this)
        {
            if (ReferenceEquals(_observers, SubjectObservers<T>.Disposed))
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
        object observers;
        lock (this)
        {
            CheckDisposed();
            observers = _observers;
            if (ReferenceEquals(observers, SubjectObservers<T>.Terminated))
            {
                return;
            }

            _value = value;
        }

        if (observers.GetType() == typeof(ISubscriber<T>[]))
        {
            var array = Unsafe.As<ISubscriber<T>[]>(observers);
            for (var i = 0; i < array.Length; i++)
            {
                array[i].OnNext(value);
            }
        }
        else
        {
            Unsafe.As<ISubscriber<T>>(observers).OnNext(value);
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
        if (observers.GetType() == typeof(ISubscriber<T>[]))
        {
            var array = Unsafe.As<ISubscriber<T>[]>(observers);
            for (var i = 0; i < array.Length; i++)
            {
                array[i].OnError(error);
            }
        }
        else
        {
            Unsafe.As<ISubscriber<T>>(observers).OnError(error);
        }
    }

    /// <summary>Sends completion to every observer and to later subscribers; ignored after a terminal message.</summary>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnCompleted()
    {
        var observers = Terminate(null);
        if (observers.GetType() == typeof(ISubscriber<T>[]))
        {
            var array = Unsafe.As<ISubscriber<T>[]>(observers);
            for (var i = 0; i < array.Length; i++)
            {
                array[i].OnCompleted();
            }
        }
        else
        {
            Unsafe.As<ISubscriber<T>>(observers).OnCompleted();
        }
    }

    /// <summary>Subscribes <paramref name="observer"/>: it receives the current value at once, then every later message.</summary>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override IDisposable Subscribe(IObserver<T> observer) => SubjectObservers<T>.Subscribe(this, observer);

    /// <summary>Detaches every observer without notifying them and releases the value; later calls throw <see cref="ObjectDisposedException"/>.</summary>
    public override void Dispose()
    {
        lock (this)
        {
            Volatile.Write(ref _observers, SubjectObservers<T>.Disposed);
            _value = default!;
            _error = null;
        }
    }

    void IProducer<T>.Run(ISubscriber<T> subscriber) => Run(subscriber);

    void ISubjectUnsubscribe<T>.Unsubscribe(ISubscriber<T> subscriber)
    {
        lock (this)
        {
            var current = _observers;
            object next;
            if (current.GetType() != typeof(ISubscriber<T>[]))
            {
                if (!ReferenceEquals(current, subscriber))
                {
                    return;
                }

                next = SubjectObservers<T>.Empty;
            }
            else
            {
                // Two or more observers; the sentinels are empty, so nothing is removed from them.
                var array = Unsafe.As<ISubscriber<T>[]>(current);
                if (array.Length == 2)
                {
                    next = ReferenceEquals(array[0], subscriber) ? array[1] : ReferenceEquals(array[1], subscriber) ? array[0] : current;
                }
                else
                {
                    next = SubjectObservers<T>.Remove(array, subscriber);
                }
            }

            Volatile.Write(ref _observers, next);
        }
    }

    private void Run(ISubscriber<T> subscriber)
    {
        var subscription = new SubjectSubscription<T>(this, subscriber);
        Exception? error;
        lock (this)
        {
            CheckDisposed();
            subscriber.OnSubscribe(subscription);
            var observers = _observers;
            if (!ReferenceEquals(observers, SubjectObservers<T>.Terminated))
            {
                if (subscription.IsDisposed || ReferenceEquals(observers, SubjectObservers<T>.Disposed))
                {
                    // Disposed from inside OnSubscribe: the subscriber never joins.
                    return;
                }

                Volatile.Write(ref _observers, Add(observers, subscriber));

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

    private static object Add(object observers, ISubscriber<T> subscriber)
    {
        if (ReferenceEquals(observers, SubjectObservers<T>.Empty))
        {
            return subscriber;
        }

        if (observers.GetType() == typeof(ISubscriber<T>[]))
        {
            return SubjectObservers<T>.Add(Unsafe.As<ISubscriber<T>[]>(observers), subscriber);
        }

        return new[] { Unsafe.As<ISubscriber<T>>(observers), subscriber };
    }

    private object Terminate(Exception? error)
    {
        lock (this)
        {
            CheckDisposed();
            var observers = _observers;
            if (ReferenceEquals(observers, SubjectObservers<T>.Terminated))
            {
                return SubjectObservers<T>.Empty;
            }

            _error = error;
            Volatile.Write(ref _observers, SubjectObservers<T>.Terminated);
            return observers;
        }
    }

    private void CheckDisposed() => ObjectDisposedException.ThrowIf(ReferenceEquals(_observers, SubjectObservers<T>.Disposed), this);
}
