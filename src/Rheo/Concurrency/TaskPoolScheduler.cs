using Rheo.Disposables;

namespace Rheo.Concurrency;

/// <summary>
/// Runs work as tasks of a <see cref="TaskFactory"/>. Long-running work gets a task created with
/// <see cref="TaskCreationOptions.LongRunning"/> (a dedicated thread on the default task scheduler).
/// </summary>
public sealed class TaskPoolScheduler : LocalScheduler, ISchedulerLongRunning, ISchedulerPeriodic
{
    private readonly TaskFactory _factory;

    /// <summary>Creates a scheduler that starts its work with <paramref name="taskFactory"/>.</summary>
    /// <param name="taskFactory">The factory (its scheduler and creation options apply).</param>
    public TaskPoolScheduler(TaskFactory taskFactory)
    {
        ArgumentNullException.ThrowIfNull(taskFactory);
        _factory = taskFactory;
    }

    /// <summary>Gets a scheduler over the default task factory.</summary>
    public static TaskPoolScheduler Default { get; } = new(Task.Factory);

    /// <summary>Starts the work as a task.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not started.</returns>
    public override IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var item = new SchedulerWorkItem<TState>(this, state, action);
        item.DispatchTo(_factory);
        item.Dispatch();
        return item;
    }

    /// <summary>Starts the work as a task after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not started.</returns>
    public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var item = new SchedulerWorkItem<TState>(this, state, action);
        item.DispatchTo(_factory);
        if (dueTime <= TimeSpan.Zero)
        {
            item.Dispatch();
        }
        else
        {
            SchedulerTimerQueue.Instance.Add(item, SchedulerClock.DueIn(dueTime));
        }

        return item;
    }

    /// <summary>Runs the work in a task created with <see cref="TaskCreationOptions.LongRunning"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work; it should return once the cancelable is disposed.</param>
    /// <returns>Disposes the cancelable the work checks.</returns>
    public IDisposable ScheduleLongRunning<TState>(TState state, Action<TState, ICancelable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var cancel = new BooleanDisposable();
        _factory.StartNew(
            static s =>
            {
                var (st, a, c) = ((TState, Action<TState, ICancelable>, BooleanDisposable))s!;
                a(st, c);
            },
            (state, action, cancel),
            CancellationToken.None,
            _factory.CreationOptions | TaskCreationOptions.LongRunning,
            _factory.Scheduler ?? TaskScheduler.Default);
        return cancel;
    }

    /// <summary>
    /// Runs <paramref name="action"/> every <paramref name="period"/> as tasks on the factory's task scheduler: the
    /// n-th call is due at n × period on a stopwatch started now, and each call is started only after the previous
    /// one returned, so calls never overlap (a call that overruns is followed at once by the next due one).
    /// </summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the first call.</param>
    /// <param name="period">The period; zero means as often as possible.</param>
    /// <param name="action">Computes the next state.</param>
    /// <returns>Stops the periodic work; a call in progress finishes first.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> is null.</exception>
    public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(action);
        return TaskPeriodicWork<TState>.Start(_factory, state, period, action);
    }
}
