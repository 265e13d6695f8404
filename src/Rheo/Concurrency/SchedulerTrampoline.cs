namespace Rheo.Concurrency;

/// <summary>
/// A queue of work run in due-time order (first in, first out for equal times) by the thread that owns it.
/// It makes recursive scheduling on the current thread iterative: a step that schedules the next one
/// returns before the next one runs, so the stack stays flat. Waits for timed items block the thread, as
/// scheduling later on the current thread must.
/// </summary>
internal sealed class SchedulerTrampoline
{
    private readonly PriorityQueue<SchedulerWorkItem, (long Due, long Sequence)> _queue = new();
    private long _sequence;

    public int Count => _queue.Count;

    public void Enqueue(SchedulerWorkItem item, long due) => _queue.Enqueue(item, (due, _sequence++));

    public bool TryDequeue(out SchedulerWorkItem item, out long due)
    {
        if (_queue.TryDequeue(out item!, out var priority))
        {
            due = priority.Due;
            return true;
        }

        due = 0;
        return false;
    }

    public void Clear() => _queue.Clear();

    /// <summary>Waits until <paramref name="due"/> (a stopwatch timestamp) and runs the item, unless it was canceled.</summary>
    public static void RunWhenDue(SchedulerWorkItem item, long due)
    {
        while (!item.IsDisposed)
        {
            var wait = SchedulerClock.MillisecondsUntil(due);
            if (wait == 0)
            {
                item.Invoke();
                return;
            }

            Thread.Sleep(wait);
        }
    }
}
