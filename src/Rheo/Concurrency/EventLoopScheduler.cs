namespace Rheo.Concurrency;

/// <summary>
/// Runs all its work on one dedicated thread, one item at a time: items due now run first in, first out;
/// timed items wait in a priority queue by due time (first in, first out for equal times).
/// <see cref="Dispose"/> stops the thread after the current item; scheduling after that throws
/// <see cref="ObjectDisposedException"/>.
/// </summary>
public sealed class EventLoopScheduler : LocalScheduler, IDisposable, ISchedulerPeriodic, ISchedulerWorkItemQueue
{
    private readonly Func<ThreadStart, Thread> _threadFactory;
    private readonly object _gate = new();
    private readonly Queue<SchedulerWorkItem> _ready = new();
    private readonly PriorityQueue<SchedulerWorkItem, (long Due, long Sequence)> _timed = new();
    private long _sequence;
    private Thread? _thread;
    private bool _waiting;
    private bool _disposed;

    /// <summary>Creates an event loop on a new background thread.</summary>
    public EventLoopScheduler()
        : this(static start => new Thread(start) { Name = "Rheo EventLoopScheduler", IsBackground = true })
    {
    }

    /// <summary>Creates an event loop on a thread made by <paramref name="threadFactory"/>.</summary>
    /// <param name="threadFactory">Creates the (unstarted) thread from the loop's entry point.</param>
    public EventLoopScheduler(Func<ThreadStart, Thread> threadFactory)
    {
        ArgumentNullException.ThrowIfNull(threadFactory);
        _threadFactory = threadFactory;
    }

    /// <summary>Gets or sets whether the thread ends when no work is left (a later item starts a new one).</summary>
    internal bool ExitIfEmpty { get; init; }

    /// <summary>Queues the work on the loop.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    /// <exception cref="ObjectDisposedException">The scheduler was disposed.</exception>
    public override IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var item = new SchedulerWorkItem<TState>(this, state, action);
        lock (_gate)
        {
            ObjectDisposedException.ThrowIf(_disposed, this);
            _ready.Enqueue(item);
            Wake();
        }

        return item;
    }

    /// <summary>Queues the work on the loop, due after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    /// <exception cref="ObjectDisposedException">The scheduler was disposed.</exception>
    public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        if (dueTime <= TimeSpan.Zero)
        {
            return Schedule(state, action);
        }

        var item = new SchedulerWorkItem<TState>(this, state, action);
        var due = SchedulerClock.DueIn(dueTime);
        lock (_gate)
        {
            ObjectDisposedException.ThrowIf(_disposed, this);
            _timed.Enqueue(item, (due, _sequence++));
            Wake();
        }

        return item;
    }

    /// <summary>
    /// Runs <paramref name="action"/> on the loop's thread every <paramref name="period"/>: the n-th call is due at
    /// n × period on a stopwatch started now, so a late call does not shift the ones after it; calls never overlap.
    /// </summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the first call.</param>
    /// <param name="period">The period; zero means as often as the loop allows.</param>
    /// <param name="action">Computes the next state.</param>
    /// <returns>Stops the periodic work.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> is null.</exception>
    /// <exception cref="ObjectDisposedException">The scheduler was disposed.</exception>
    public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(action);
        return EmulatedPeriodic<TState>.Start(this, state, period, action);
    }

    void ISchedulerWorkItemQueue.Enqueue(SchedulerWorkItem item)
    {
        lock (_gate)
        {
            ObjectDisposedException.ThrowIf(_disposed, this);
            _ready.Enqueue(item);
            Wake();
        }
    }

    /// <summary>Stops the loop after the item it is running; pending work is dropped.</summary>
    public void Dispose()
    {
        lock (_gate)
        {
            if (_disposed)
            {
                return;
            }

            _disposed = true;
            _ready.Clear();
            _timed.Clear();
            Monitor.PulseAll(_gate);
        }
    }

    private void Wake()
    {
        if (_thread is null)
        {
            _thread = _threadFactory(Run);
            _thread.Start();
        }
        else if (_waiting)
        {
            Monitor.Pulse(_gate);
        }
    }

    private void Run()
    {
        while (true)
        {
            SchedulerWorkItem item;
            lock (_gate)
            {
                while (true)
                {
                    if (_disposed)
                    {
                        return;
                    }

                    var now = SchedulerClock.Timestamp;
                    while (_timed.TryPeek(out var timed, out var priority) && (priority.Due <= now || timed.IsDisposed))
                    {
                        _timed.Dequeue();
                        if (!timed.IsDisposed)
                        {
                            _ready.Enqueue(timed);
                        }
                    }

                    if (_ready.TryDequeue(out item!))
                    {
                        break;
                    }

                    if (ExitIfEmpty && _timed.Count == 0)
                    {
                        _thread = null;
                        return;
                    }

                    var wait = _timed.TryPeek(out _, out var next) ? Math.Max(1, SchedulerClock.MillisecondsUntil(next.Due)) : Timeout.Infinite;
                    _waiting = true;
                    Monitor.Wait(_gate, wait);
                    _waiting = false;
                }
            }

            item.Invoke();
        }
    }
}
