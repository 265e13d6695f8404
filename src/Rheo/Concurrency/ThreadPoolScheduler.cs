using Rheo.Disposables;

namespace Rheo.Concurrency;

/// <summary>
/// Runs work on the CLR thread pool; the same machinery as <see cref="DefaultScheduler"/>, under the name
/// code written for Rx.NET's <c>ThreadPoolScheduler.Instance</c> expects. Long-running work is not put on the pool
/// (it would hold a pool thread for its whole life): it gets a thread of its own from <see cref="NewThreadScheduler.Default"/>.
/// </summary>
public sealed class ThreadPoolScheduler : LocalScheduler, ISchedulerLongRunning, ISchedulerPeriodic, ISchedulerWorkItemQueue, ISchedulerTimedWorkItemQueue
{
    private ThreadPoolScheduler()
    {
    }

    /// <summary>Gets the scheduler.</summary>
    public static ThreadPoolScheduler Instance { get; } = new();

    /// <summary>Queues the work to the thread pool.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not started.</returns>
    public override IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action) => PoolDispatch.Schedule(this, state, action);

    /// <summary>Queues the work to the thread pool after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not started.</returns>
    public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action) => PoolDispatch.Schedule(this, state, dueTime, action);

    void ISchedulerWorkItemQueue.Enqueue(SchedulerWorkItem item) => item.Dispatch();

    void ISchedulerTimedWorkItemQueue.Enqueue(SchedulerWorkItem item, TimeSpan dueTime) => PoolDispatch.Enqueue(item, dueTime);

    /// <summary>Runs <paramref name="action"/> every <paramref name="period"/> on a timer; calls never overlap.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The initial state.</param>
    /// <param name="period">The period.</param>
    /// <param name="action">Computes the next state.</param>
    /// <returns>Stops the periodic work.</returns>
    public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action) => PoolDispatch.SchedulePeriodic(this, state, period, action);

    /// <summary>Runs long-running work on a new thread of its own (<see cref="NewThreadScheduler.Default"/>), not on a pool thread.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work; it should return once the cancelable is disposed.</param>
    /// <returns>Disposes the cancelable the work checks.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> is null.</exception>
    public IDisposable ScheduleLongRunning<TState>(TState state, Action<TState, ICancelable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return NewThreadScheduler.Default.ScheduleLongRunning(state, action);
    }
}
