using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Subjects;

/// <summary>
/// A subject that remembers values (all of them, or the last <c>bufferSize</c>) and replays them, then any
/// terminal message, to each new observer before live messages. The buffer is a ring that grows up to its
/// bound, so a bounded subject stops allocating once full. A short lock makes "replay and join" atomic
/// against <see cref="OnNext"/>; live values are delivered outside the lock.
/// With a time window, values older than the window (measured on the scheduler's stopwatch) are dropped on
/// <see cref="OnNext"/> and on subscribe; a value exactly as old as the window is kept. When a scheduler is
/// given (or a window is set, which defaults to <see cref="Scheduler.CurrentThread"/>), each observer receives
/// its replayed and live messages, in order, through that scheduler.
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

    // Set only with a time window: the arrival time of each buffered value, a ring parallel to _buffer.
    private readonly IStopwatch? _watch;
    private readonly long _windowTicks;
    private long[] _stamps = [];

    // Set only with a scheduler: observers are served through it.
    private readonly IScheduler? _scheduler;

    /// <summary>Creates a subject that replays every value it receives.</summary>
    public ReplaySubject()
        : this(int.MaxValue)
    {
    }

    /// <summary>Creates a subject that replays the values received within the last <paramref name="window"/>, delivered through <see cref="Scheduler.CurrentThread"/>.</summary>
    /// <param name="window">How long a value stays replayable.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="window"/> is negative.</exception>
    public ReplaySubject(TimeSpan window)
        : this(int.MaxValue, window, Scheduler.CurrentThread)
    {
    }

    /// <summary>Creates a subject that replays the values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time, delivered through <paramref name="scheduler"/>.</summary>
    /// <param name="window">How long a value stays replayable.</param>
    /// <param name="scheduler">Measures time and delivers messages to observers.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> is null.</exception>
    public ReplaySubject(TimeSpan window, IScheduler scheduler)
        : this(int.MaxValue, window, scheduler)
    {
    }

    /// <summary>Creates a subject that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/>, delivered through <see cref="Scheduler.CurrentThread"/>.</summary>
    /// <param name="bufferSize">How many values to keep.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> or <paramref name="window"/> is negative.</exception>
    public ReplaySubject(int bufferSize, TimeSpan window)
        : this(bufferSize, window, Scheduler.CurrentThread)
    {
    }

    /// <summary>Creates a subject that replays every value it receives, delivering messages to observers through <paramref name="scheduler"/>.</summary>
    /// <param name="scheduler">Delivers messages to observers.</param>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> is null.</exception>
    public ReplaySubject(IScheduler scheduler)
        : this(int.MaxValue, TimeSpan.MaxValue, scheduler)
    {
    }

    /// <summary>Creates a subject that replays at most the last <paramref name="bufferSize"/> values, delivering messages to observers through <paramref name="scheduler"/>.</summary>
    /// <param name="bufferSize">How many values to keep.</param>
    /// <param name="scheduler">Delivers messages to observers.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> is null.</exception>
    public ReplaySubject(int bufferSize, IScheduler scheduler)
        : this(bufferSize, TimeSpan.MaxValue, scheduler)
    {
    }

    /// <summary>Creates a subject that replays at most the last <paramref name="bufferSize"/> values received within the last <paramref name="window"/> of <paramref name="scheduler"/>'s time, delivered through <paramref name="scheduler"/>.</summary>
    /// <param name="bufferSize">How many values to keep.</param>
    /// <param name="window">How long a value stays replayable.</param>
    /// <param name="scheduler">Measures time and delivers messages to observers.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bufferSize"/> or <paramref name="window"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> is null.</exception>
    public ReplaySubject(int bufferSize, TimeSpan window, IScheduler scheduler)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(bufferSize);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        _bufferSize = bufferSize;
        _scheduler = scheduler;
        if (window != TimeSpan.MaxValue)
        {
            _windowTicks = window.Ticks;
            _watch = scheduler.StartStopwatch();
        }
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
            if (_watch is not null)
            {
                TrimWindow();
            }
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
    public override void OnError(Exception error) => SubjectObservers<T>.SendError(Terminate(error ?? throw new ArgumentNullException(nameof(error))), error);

    /// <summary>Sends completion to every observer; later subscribers get the buffer then completion.</summary>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override void OnCompleted() => SubjectObservers<T>.SendCompleted(Terminate(null));

    /// <summary>Subscribes <paramref name="observer"/>: it receives the buffered values (and any terminal message) at once, then live messages.</summary>
    /// <param name="observer">The observer.</param>
    /// <returns>The subscription.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="observer"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The subject is disposed.</exception>
    public override IDisposable Subscribe(IObserver<T> observer) => SubjectObservers<T>.Subscribe(this, observer);

    /// <summary>Detaches every observer without notifying them and drops the buffer; later calls throw <see cref="ObjectDisposedException"/>.</summary>
    public override void Dispose()
    {
        lock (_gate)
        {
            Volatile.Write(ref _observers, SubjectObservers<T>.Disposed);
            _buffer = [];
            _stamps = [];
            _head = 0;
            _count = 0;
            _error = null;
        }
    }

    void IProducer<T>.Run(ISubscriber<T> subscriber) => Run(subscriber);

    private void Run(ISubscriber<T> subscriber)
    {
        if (_scheduler is null)
        {
            RunDirect(subscriber);
        }
        else
        {
            // Replayed and live messages queue up per observer and reach it through the scheduler, in order. An
            // observer that stays subscribed when it throws (the user's, not a Rheo sink) is detached by a throw here:
            // its queue would stop draining, and must not keep growing.
            if (subscriber is SubjectEdge<T> or LambdaObserver<T> { StaysOnThrow: true })
            {
                subscriber = new DetachOnThrow(subscriber);
            }

            var scheduled = ScheduledSubscriber.Create(subscriber, _scheduler);
            subscriber.OnSubscribe(scheduled);
            RunDirect(scheduled);
        }
    }

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

    private void RunDirect(ISubscriber<T> subscriber)
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

            if (_watch is not null)
            {
                TrimWindow();
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
            if (_watch is not null)
            {
                _stamps[_head] = _watch.Elapsed.Ticks;
            }

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

            if (_watch is not null)
            {
                var stamps = new long[grown.Length];
                for (var i = 0; i < _count; i++)
                {
                    var index = _head + i;
                    stamps[i] = _stamps[index < buffer.Length ? index : index - buffer.Length];
                }

                _stamps = stamps;
            }

            buffer = _buffer = grown;
            _head = 0;
        }

        var tail = _head + _count;
        tail = tail < buffer.Length ? tail : tail - buffer.Length;
        buffer[tail] = value;
        if (_watch is not null)
        {
            _stamps[tail] = _watch.Elapsed.Ticks;
        }

        _count++;
    }

    /// <summary>Drops the values strictly older than the window (called under the lock, only with a window).</summary>
    private void TrimWindow()
    {
        var now = _watch!.Elapsed.Ticks;
        var buffer = _buffer;
        while (_count != 0 && now - _stamps[_head] > _windowTicks)
        {
            buffer[_head] = default!;
            _head = _head + 1 == buffer.Length ? 0 : _head + 1;
            _count--;
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

    /// <summary>Between a scheduled queue and a user's observer: a throw disposes the subscription, then propagates.</summary>
    private sealed class DetachOnThrow(ISubscriber<T> downstream) : ISubscriber<T>
    {
        private IDisposable? _upstream;

        public void OnSubscribe(IDisposable upstream)
        {
            _upstream = upstream;
            downstream.OnSubscribe(upstream);
        }

        public void OnNext(T value)
        {
            try
            {
                downstream.OnNext(value);
            }
            catch
            {
                _upstream?.Dispose();
                throw;
            }
        }

        public void OnError(Exception error) => downstream.OnError(error);

        public void OnCompleted() => downstream.OnCompleted();
    }
}
