using Rheo.Internal;

namespace Rheo.Concurrency;

/// <summary>
/// Runs work on the calling thread through a trampoline: the outermost <c>Schedule</c> runs the work at
/// once and then everything it scheduled, in due-time order; a nested <c>Schedule</c> only queues.
/// Recursive scheduling therefore runs on a constant stack.
/// </summary>
/// <remarks>
/// As in Rx.NET, the subscribe function of <c>Observable.Create</c> (and <see cref="ObservableBase{T}.SubscribeCore"/>)
/// runs on this trampoline: work scheduled here meanwhile, and the loops of <c>Range</c>, <c>Repeat</c>,
/// <c>Generate</c> and <c>ToObservable</c> subscribed meanwhile, run when the outermost subscribe function returns.
/// </remarks>
public sealed class CurrentThreadScheduler : LocalScheduler
{
    [ThreadStatic]
    private static SchedulerTrampoline? t_trampoline;

    [ThreadStatic]
    private static bool t_running;

    /// <summary>Set while the trampoline runs user code (a subscribe function, a scheduled action): loop sources subscribed now are queued.</summary>
    [ThreadStatic]
    private static bool t_deferLoops;

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

    /// <summary>
    /// Gets whether a loop source subscribed now must queue its loop on this thread's trampoline instead of running it
    /// (<see cref="DeferredLoop"/>): read once per subscription.
    /// </summary>
    internal static bool DefersLoops => t_deferLoops;

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

        var trampoline = Open();
        try
        {
            SchedulerTrampoline.RunWhenDue(item, due);
            Drain(trampoline);
        }
        finally
        {
            Close(trampoline);
        }

        return item;
    }

    /// <summary>
    /// Runs a subscribe function (<c>Create</c>, <see cref="ObservableBase{T}"/>) on the trampoline, as Rx.NET does:
    /// when none runs on this thread, one is opened for it and everything queued meanwhile runs after it returns,
    /// before this returns; inside one, the function runs at once with loop sources deferred, and what it queued
    /// runs when the outermost work returns. An exception leaving the function leaves the trampoline too (the
    /// outermost call drops what was queued).
    /// </summary>
    internal static void RunSubscription<TSubscription>(TSubscription subscription)
        where TSubscription : ITrampolinedSubscription
    {
        if (t_running)
        {
            var previous = t_deferLoops;
            t_deferLoops = true;
            try
            {
                subscription.SubscribeNow();
            }
            finally
            {
                t_deferLoops = previous;
            }

            return;
        }

        var trampoline = Open();
        try
        {
            subscription.SubscribeNow();
            Drain(trampoline);
        }
        finally
        {
            Close(trampoline);
        }
    }

    /// <summary>Queues a loop source's loop on the running trampoline (only while <see cref="DefersLoops"/>).</summary>
    internal static void Defer(DeferredLoop loop) => t_trampoline!.Enqueue(loop, SchedulerClock.Timestamp);

    /// <summary>Runs a deferred loop with deferral off (a deferred loop runs its values in one go), then restores it.</summary>
    internal static void RunDeferred(DeferredLoop loop)
    {
        var previous = t_deferLoops;
        t_deferLoops = false;
        try
        {
            loop.RunLoop();
        }
        finally
        {
            t_deferLoops = previous;
        }
    }

    /// <summary>
    /// Sets this thread's trampoline aside for a blocking operator: loop sources and <c>Create</c> subscribed by
    /// <paramref name="subscribe"/> run as they would outside any trampoline, so the operator's wait never depends
    /// on work queued behind the caller (which would wait forever). The trampoline is restored afterwards.
    /// </summary>
    internal static void RunIsolated<TState>(TState state, Action<TState> subscribe)
    {
        if (!t_running)
        {
            subscribe(state);
            return;
        }

        var trampoline = t_trampoline;
        var deferLoops = t_deferLoops;
        t_trampoline = null;
        t_running = false;
        t_deferLoops = false;
        try
        {
            subscribe(state);
        }
        finally
        {
            t_trampoline = trampoline;
            t_running = true;
            t_deferLoops = deferLoops;
        }
    }

    private static SchedulerTrampoline Open()
    {
        var trampoline = t_trampoline ??= new SchedulerTrampoline();
        t_running = true;
        t_deferLoops = true;
        return trampoline;
    }

    private static void Drain(SchedulerTrampoline trampoline)
    {
        while (trampoline.TryDequeue(out var next, out var nextDue))
        {
            SchedulerTrampoline.RunWhenDue(next, nextDue);
        }
    }

    private static void Close(SchedulerTrampoline trampoline)
    {
        // After a failing work item the rest of the queue is dropped, so the next outermost call starts clean.
        trampoline.Clear();
        t_running = false;
        t_deferLoops = false;
    }
}
