namespace Rheo.Concurrency;

/// <summary>
/// The machinery behind <see cref="DefaultScheduler"/> and <see cref="ThreadPoolScheduler"/>: work is queued to
/// the thread pool as its own <see cref="IThreadPoolWorkItem"/> (the item is also the handle), timed work waits in
/// the shared <see cref="SchedulerTimerQueue"/>, periodic work runs on a timer and never overlaps itself.
/// </summary>
internal static class PoolDispatch
{
    public static IDisposable Schedule<TState>(IScheduler scheduler, TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var item = new SchedulerWorkItem<TState>(scheduler, state, action);
        item.Dispatch();
        return item;
    }

    public static IDisposable Schedule<TState>(IScheduler scheduler, TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var item = new SchedulerWorkItem<TState>(scheduler, state, action);
        Enqueue(item, dueTime);
        return item;
    }

    public static void Enqueue(SchedulerWorkItem item, TimeSpan dueTime)
    {
        if (dueTime <= TimeSpan.Zero)
        {
            item.Dispatch();
        }
        else
        {
            SchedulerTimerQueue.Instance.Add(item, SchedulerClock.DueIn(dueTime));
        }
    }

    public static IDisposable SchedulePeriodic<TState>(IScheduler scheduler, TState state, TimeSpan period, Func<TState, TState> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        return period == TimeSpan.Zero ? EmulatedPeriodic<TState>.Start(scheduler, state, period, action) : new PoolPeriodicWork<TState>(state, period, action);
    }
}
