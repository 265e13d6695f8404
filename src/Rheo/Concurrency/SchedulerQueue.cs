namespace Rheo.Concurrency;

/// <summary>
/// A priority queue of <see cref="ScheduledItem{TAbsolute}"/> for schedulers that keep their own work queue (the
/// queue of <see cref="HistoricalScheduler"/>): items leave in due-time order, first in, first out for equal due
/// times. Not thread-safe: the owning scheduler serializes access.
/// </summary>
/// <typeparam name="TAbsolute">The type of absolute time.</typeparam>
public class SchedulerQueue<TAbsolute>
    where TAbsolute : IComparable<TAbsolute>
{
    private const int DefaultCapacity = 1024;

    private readonly PriorityQueue<ScheduledItem<TAbsolute>, (ScheduledItem<TAbsolute> Item, long Sequence)> _queue;
    private long _sequence;

    /// <summary>Creates an empty queue with room for 1,024 items before it grows.</summary>
    public SchedulerQueue()
        : this(DefaultCapacity)
    {
    }

    /// <summary>Creates an empty queue with room for <paramref name="capacity"/> items before it grows.</summary>
    /// <param name="capacity">The initial capacity.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public SchedulerQueue(int capacity)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        _queue = new(capacity, ItemOrder.Instance);
    }

    /// <summary>Gets the number of items in the queue.</summary>
    public int Count => _queue.Count;

    /// <summary>Adds an item.</summary>
    /// <param name="scheduledItem">The item; it is ordered by its <see cref="ScheduledItem{TAbsolute}.CompareTo"/>.</param>
    /// <exception cref="ArgumentNullException"><paramref name="scheduledItem"/> is null.</exception>
    public void Enqueue(ScheduledItem<TAbsolute> scheduledItem)
    {
        ArgumentNullException.ThrowIfNull(scheduledItem);
        _queue.Enqueue(scheduledItem, (scheduledItem, _sequence++));
    }

    /// <summary>Removes an item wherever it is in the queue.</summary>
    /// <param name="scheduledItem">The item (compared by reference).</param>
    /// <returns>Whether the item was in the queue.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduledItem"/> is null.</exception>
    public bool Remove(ScheduledItem<TAbsolute> scheduledItem)
    {
        ArgumentNullException.ThrowIfNull(scheduledItem);
        if (_queue.TryPeek(out var first, out _) && ReferenceEquals(first, scheduledItem))
        {
            _queue.Dequeue();
            return true;
        }

        return _queue.Remove(scheduledItem, out _, out _, ReferenceEqualityComparer.Instance);
    }

    /// <summary>Gets the item due first without removing it.</summary>
    /// <returns>The first item.</returns>
    /// <exception cref="InvalidOperationException">The queue is empty.</exception>
    public ScheduledItem<TAbsolute> Peek() => _queue.TryPeek(out var first, out _) ? first : throw Empty();

    /// <summary>Removes and returns the item due first.</summary>
    /// <returns>The first item.</returns>
    /// <exception cref="InvalidOperationException">The queue is empty.</exception>
    public ScheduledItem<TAbsolute> Dequeue() => _queue.TryDequeue(out var first, out _) ? first : throw Empty();

    private static InvalidOperationException Empty() => new("The scheduler queue is empty.");

    private sealed class ItemOrder : IComparer<(ScheduledItem<TAbsolute> Item, long Sequence)>
    {
        public static readonly ItemOrder Instance = new();

        public int Compare((ScheduledItem<TAbsolute> Item, long Sequence) x, (ScheduledItem<TAbsolute> Item, long Sequence) y)
        {
            var order = x.Item.CompareTo(y.Item);
            return order != 0 ? order : x.Sequence.CompareTo(y.Sequence);
        }
    }
}
