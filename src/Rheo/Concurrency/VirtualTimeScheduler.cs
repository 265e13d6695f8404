namespace Rheo.Concurrency;

/// <summary>
/// A virtual-time scheduler with its queue: items run in due-time order, first in, first out for equal times.
/// </summary>
/// <typeparam name="TAbsolute">The type of absolute virtual time.</typeparam>
/// <typeparam name="TRelative">The type of relative virtual time.</typeparam>
public abstract class VirtualTimeScheduler<TAbsolute, TRelative> : VirtualTimeSchedulerBase<TAbsolute, TRelative>
    where TAbsolute : IComparable<TAbsolute>
{
    private readonly PriorityQueue<ScheduledItem<TAbsolute>, (TAbsolute Due, long Sequence)> _queue;
    private long _sequence;

    /// <summary>Creates the scheduler with the clock at <c>default(TAbsolute)</c>.</summary>
    protected VirtualTimeScheduler()
        : this(default!, Comparer<TAbsolute>.Default)
    {
    }

    /// <summary>Creates the scheduler with the clock at <paramref name="initialClock"/>.</summary>
    /// <param name="initialClock">The initial virtual time.</param>
    /// <param name="comparer">Orders virtual times.</param>
    protected VirtualTimeScheduler(TAbsolute initialClock, IComparer<TAbsolute> comparer)
        : base(initialClock, comparer)
    {
        _queue = new PriorityQueue<ScheduledItem<TAbsolute>, (TAbsolute, long)>(new DueComparer(comparer));
    }

    /// <summary>Gets the earliest item that was not canceled, dropping canceled ones.</summary>
    /// <returns>The next item or null.</returns>
    protected override IScheduledItem<TAbsolute>? GetNext()
    {
        while (_queue.TryPeek(out var next, out _))
        {
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
    public override IDisposable ScheduleAbsolute<TState>(TState state, TAbsolute dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        ScheduledItem<TAbsolute>? item = null;
        item = new ScheduledItem<TAbsolute, TState>(
            this,
            state,
            (scheduler, s) =>
            {
                Remove(item!);
                return action(scheduler, s);
            },
            dueTime,
            Comparer);
        _queue.Enqueue(item, (dueTime, _sequence++));
        return item;
    }

    private void Remove(ScheduledItem<TAbsolute> item)
    {
        if (_queue.TryPeek(out var first, out _) && ReferenceEquals(first, item))
        {
            _queue.Dequeue();
        }
        else
        {
            _queue.Remove(item, out _, out _, ReferenceEqualityComparer.Instance);
        }
    }

    private sealed class DueComparer(IComparer<TAbsolute> comparer) : IComparer<(TAbsolute Due, long Sequence)>
    {
        public int Compare((TAbsolute Due, long Sequence) x, (TAbsolute Due, long Sequence) y)
        {
            var order = comparer.Compare(x.Due, y.Due);
            return order != 0 ? order : x.Sequence.CompareTo(y.Sequence);
        }
    }
}
