namespace Rheo.Concurrency;

/// <summary>
/// A Rheo scheduler that accepts a <see cref="SchedulerWorkItem"/> owned by the caller. An operator that
/// schedules the same work over and over (the <c>ObserveOn</c> drain) allocates that item once per
/// subscription and enqueues it again whenever it is not queued, instead of one item per schedule.
/// Invoking an item runs its work each time until the item is disposed.
/// </summary>
internal interface ISchedulerWorkItemQueue
{
    /// <summary>Queues the item to run as soon as possible; it must not be queued already.</summary>
    void Enqueue(SchedulerWorkItem item);
}
