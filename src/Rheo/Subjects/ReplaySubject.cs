using Rheo.Internal;

namespace Rheo.Subjects;

/// <summary>
/// A subject that remembers values (all of them, or the last <c>bufferSize</c>) and replays them, then any
/// terminal message, to each new observer before live messages. The buffer is a ring that grows up to its
/// bound, so a bounded subject stops allocating once full. A short lock makes "replay and join" atomic
/// against <see cref="OnNext"/>; live values are delivered outside the lock.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public sealed class ReplaySubject<T> : SubjectBase<T>, IProducer<T>, ISubjectUnsubscribe<T>
{
    private readonly Lock _gate = new();
    private readonly int _bufferSize;
    private ISubscriber<T>[] _observers = SubjectObservers<T>.Empty;
    private T[] _buffer = [];
    private int _head;
    private int _count;
    private Exception? _error;

    /// <summary>Creates a subject that replays every value it receives.</summary>
    public ReplaySubject()
        : this(int.MaxValue)
    {
    }

    /// <summary>Creates a subject that replays at most the last <paramref name="bufferSize"/> values.</summary>
    /// <param name="bufferSize">How many values to keep.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> is negative.</exception>
    public ReplaySubject(int bufferSize)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        _bufferSize = bufferSize;
    }

    /// <inheritdoc />
    public override bool HasObservers => Volatile.Read(ref _observers).Length != 0;

    /// <inheritdoc />
    public override bool IsDisposed => Volatile.Read(ref _observers) == SubjectObservers<T>.Disposed;

    /// <summary>Buffers <paramref name="value"/> and sends it to every observer; ignored after a terminal message.</summary>
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

            Enqueue(value);
        }

        for (var i = 0; i < observers.Length; i++)
        {
            observers[i].OnNext(value);
        }
    }

    /// <summary>Sends <paramref name="error"/> to every observer; later subscribers get the buffer then the error.</summary>
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

    /// <summary>Sends completion to every observer; later subscribers get the buffer then completion.</summary>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnCompleted()
    {
        var observers = Terminate(null);
        for (var i = 0; i < observers.Length; i++)
        {
            observers[i].OnCompleted();
        }
    }

    /// <summary>Subscribes <paramref name="observer"/>: it receives the buffered values (and any terminal message) at once, then live messages.</summary>
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

    /// <summary>Detaches every observer without notifying them and drops the buffer; later calls throw <see cref="ObjectDisposedException"/>.</summary>
    public override void Dispose()
    {
        lock (_gate)
        {
            Volatile.Write(ref _observers, SubjectObservers<T>.Disposed);
            _buffer = [];
            _head = 0;
            _count = 0;
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
        lock (_gate)
        {
            CheckDisposed();
            subscriber.OnSubscribe(subscription);
            var terminated = _observers == SubjectObservers<T>.Terminated;
            if (!terminated)
            {
                Volatile.Write(ref _observers, SubjectObservers<T>.Add(_observers, subscriber));
            }

            // Inside the lock, so no live value can slip in before or between the replayed ones.
            var buffer = _buffer;
            for (var i = 0; i < _count; i++)
            {
                if (subscription.IsDisposed)
                {
                    return;
                }

                var index = _head + i;
                subscriber.OnNext(buffer[index < buffer.Length ? index : index - buffer.Length]);
            }

            if (terminated && !subscription.IsDisposed)
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
    }

    private void Enqueue(T value)
    {
        if (_bufferSize == 0)
        {
            return;
        }

        var buffer = _buffer;
        if (_count == _bufferSize)
        {
            // Full: overwrite the oldest.
            buffer[_head] = value;
            _head = _head + 1 == buffer.Length ? 0 : _head + 1;
            return;
        }

        if (_count == buffer.Length)
        {
            var grown = new T[(int)Math.Min(_bufferSize, Math.Max(4L, buffer.Length * 2L))];
            for (var i = 0; i < _count; i++)
            {
                var index = _head + i;
                grown[i] = buffer[index < buffer.Length ? index : index - buffer.Length];
            }

            buffer = _buffer = grown;
            _head = 0;
        }

        var tail = _head + _count;
        buffer[tail < buffer.Length ? tail : tail - buffer.Length] = value;
        _count++;
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
