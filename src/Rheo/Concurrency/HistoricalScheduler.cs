namespace Rheo.Concurrency;

/// <summary>
/// A virtual-time scheduler on <see cref="DateTimeOffset"/> time, for replaying historical data: its clock
/// jumps from one item's due time to the next. Items run in due-time order, first in, first out for equal times.
/// </summary>
public class HistoricalScheduler : HistoricalSchedulerBase
{
    private readonly SchedulerQueue<DateTimeOffset> _queue = new();

    /// <summary>Creates the scheduler with the clock at <see cref="DateTimeOffset.MinValue"/>.</summary>
    public HistoricalScheduler()
    {
    }

    /// <summary>Creates the scheduler with the clock at <paramref name="initialClock"/>.</summary>
    /// <param name="initialClock">The initial time.</param>
    public HistoricalScheduler(DateTimeOffset initialClock)
        : base(initialClock)
    {
    }

    /// <summary>Creates the scheduler with the clock at <paramref name="initialClock"/> and a custom order.</summary>
    /// <param name="initialClock">The initial time.</param>
    /// <param name="comparer">Orders times.</param>
    /// <exception cref="ArgumentNullException"><paramref name="comparer"/> is null.</exception>
    public HistoricalScheduler(DateTimeOffset initialClock, IComparer<DateTimeOffset> comparer)
        : base(initialClock, comparer)
    {
    }

    /// <summary>Gets the earliest item that was not canceled, dropping canceled ones.</summary>
    /// <returns>The next item or null.</returns>
    protected override IScheduledItem<DateTimeOffset>? GetNext()
    {
        while (_queue.Count > 0)
        {
            var next = _queue.Peek();
            if (!next.IsCanceled)
            {
                return next;
            }

            _queue.Dequeue();
        }

        return null;
    }

    /// <summary>Queues work at an absolute virtual time.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The virtual due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> is null.</exception>
    public override IDisposable ScheduleAbsolute<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        ScheduledItem<DateTimeOffset>? item = null;
        item = new ScheduledItem<DateTimeOffset, TState>(
            this,
            state,
            (scheduler, s) =>
            {
                _queue.Remove(item!);
                return action(scheduler, s);
            },
            dueTime,
            Comparer);
        _queue.Enqueue(item);
        return item;
    }
}
