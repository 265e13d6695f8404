namespace Rheo.Concurrency;

/// <summary>
/// Runs work on the calling thread through a trampoline: the outermost <c>Schedule</c> runs the work at
/// once and then everything it scheduled, in due-time order; a nested <c>Schedule</c> only queues.
/// Recursive scheduling therefore runs on a constant stack.
/// </summary>
public sealed class CurrentThreadScheduler : LocalScheduler
{
    [ThreadStatic]
    private static SchedulerTrampoline? t_trampoline;

    [ThreadStatic]
    private static bool t_running;

    private CurrentThreadScheduler()
    {
    }

    /// <summary>Gets the scheduler.</summary>
    public static CurrentThreadScheduler Instance { get; } = new();

    /// <summary>Gets whether the caller must schedule to get trampolining, i.e. the current thread is not already running a trampoline.</summary>
    public static bool IsScheduleRequired => !t_running;

    /// <summary>Gets whether the caller must schedule to get trampolining; the instance form of <see cref="IsScheduleRequired"/>.</summary>
    [Obsolete("This instance property is no longer supported. Use CurrentThreadScheduler.IsScheduleRequired instead.")]
    public bool ScheduleRequired => IsScheduleRequired;

    /// <summary>Runs or queues the work on the current thread's trampoline, after <paramref name="dueTime"/> (the thread waits).</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run yet.</returns>
    public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var item = new SchedulerWorkItem<TState>(this, state, action);
        var due = SchedulerClock.DueIn(dueTime);
        if (t_running)
        {
            t_trampoline!.Enqueue(item, due);
            return item;
        }

        var trampoline = t_trampoline ??= new SchedulerTrampoline();
        t_running = true;
        try
        {
            SchedulerTrampoline.RunWhenDue(item, due);
            while (trampoline.TryDequeue(out var next, out var nextDue))
            {
                SchedulerTrampoline.RunWhenDue(next, nextDue);
            }
        }
        finally
        {
            // After a failing work item the rest of the queue is dropped, so the next outermost call starts clean.
            trampoline.Clear();
            t_running = false;
        }

        return item;
    }
}
