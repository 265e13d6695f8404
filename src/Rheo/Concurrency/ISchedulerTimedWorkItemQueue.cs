namespace Rheo.Concurrency;

/// <summary>
/// A Rheo scheduler that accepts a <see cref="SchedulerWorkItem"/> owned by the caller for timed work. An
/// operator that waits for one timer at a time, again and again (the <c>Delay</c> drain), allocates that item
/// once per subscription and enqueues it again for each wait, instead of one item per wait.
/// </summary>
internal interface ISchedulerTimedWorkItemQueue
{
    /// <summary>Queues the item to run after <paramref name="dueTime"/>; it must not be queued already. A disposed item never runs.</summary>
    void Enqueue(SchedulerWorkItem item, TimeSpan dueTime);
}
