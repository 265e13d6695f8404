namespace Rheo.Concurrency;

/// <summary>
/// The timed items of the pool-based schedulers, in one priority queue under one <see cref="Timer"/>
/// armed for the earliest due time: a short-lived timed item costs a queue entry, not a timer object.
/// Due items are dispatched (queued to the pool, posted, or started as tasks), never run on the timer thread.
/// </summary>
internal sealed class SchedulerTimerQueue
{
    public static readonly SchedulerTimerQueue Instance = new();

    private readonly object _gate = new();
    private readonly PriorityQueue<SchedulerWorkItem, (long Due, long Sequence)> _queue = new();
    private readonly Timer _timer;
    private long _sequence;
    private long _armedDue = long.MaxValue;

    private SchedulerTimerQueue()
    {
        using (ExecutionContext.SuppressFlow())
        {
            _timer = new Timer(static self => ((SchedulerTimerQueue)self!).OnTimer(), this, Timeout.Infinite, Timeout.Infinite);
        }
    }

    /// <summary>Adds an item due at the <see cref="System.Diagnostics.Stopwatch"/> timestamp <paramref name="due"/>.</summary>
    public void Add(SchedulerWorkItem item, long due)
    {
        lock (_gate)
        {
            _queue.Enqueue(item, (due, _sequence++));
            if (due < _armedDue)
            {
                Arm(due);
            }
        }
    }

    private void Arm(long due)
    {
        _armedDue = due;
        _timer.Change(Math.Max(1, SchedulerClock.MillisecondsUntil(due)), Timeout.Infinite);
    }

    private void OnTimer()
    {
        lock (_gate)
        {
            _armedDue = long.MaxValue;
            var now = SchedulerClock.Timestamp;
            while (_queue.TryPeek(out var item, out var priority))
            {
                if (item.IsDisposed)
                {
                    _queue.Dequeue();
                    continue;
                }

                if (priority.Due > now)
                {
                    Arm(priority.Due);
                    break;
                }

                // Dispatching only queues the item, so it is cheap enough to do under the lock.
                _queue.Dequeue();
                item.Dispatch();
            }
        }
    }
}
