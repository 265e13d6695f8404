using Rheo.Async.Linq.Operators;
using Rheo.Concurrency;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>Delivers every message on <paramref name="context"/>; the producer waits until the observer has handled it there.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="context">The synchronization context.</param>
    /// <returns>The sequence observed on the context.</returns>
    public static IAsyncObservable<T> ObserveOn<T>(this IAsyncObservable<T> source, SynchronizationContext context)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(context);
        return new ObserveOn<T>(source, HopTarget.Context, context);
    }

    /// <summary>Delivers every message as a task on <paramref name="taskScheduler"/>; the producer waits until the observer has handled it there.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="taskScheduler">The task scheduler.</param>
    /// <returns>The sequence observed on the task scheduler.</returns>
    public static IAsyncObservable<T> ObserveOn<T>(this IAsyncObservable<T> source, TaskScheduler taskScheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(taskScheduler);
        return new ObserveOn<T>(source, HopTarget.TaskScheduler, taskScheduler);
    }

    /// <summary>Delivers every message as a work item on <paramref name="scheduler"/>; the producer waits until the observer has handled it there.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="scheduler">The Rheo scheduler.</param>
    /// <returns>The sequence observed on the scheduler.</returns>
    public static IAsyncObservable<T> ObserveOn<T>(this IAsyncObservable<T> source, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new ObserveOn<T>(source, HopTarget.Scheduler, scheduler);
    }

    /// <summary>Delivers every message from a thread-pool work item, so the producer's stack never runs the observer.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <returns>The sequence observed on the thread pool.</returns>
    public static IAsyncObservable<T> Yield<T>(this IAsyncObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new ObserveOn<T>(source, HopTarget.ThreadPool, null);
    }
}
