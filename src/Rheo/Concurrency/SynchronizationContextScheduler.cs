namespace Rheo.Concurrency;

/// <summary>Runs work by posting it to a <see cref="SynchronizationContext"/> (a UI thread, a test context).</summary>
public class SynchronizationContextScheduler : LocalScheduler
{
    private readonly SynchronizationContext _context;
    private readonly bool _alwaysPost;

    /// <summary>Creates a scheduler that always posts to <paramref name="context"/>.</summary>
    /// <param name="context">The context.</param>
    public SynchronizationContextScheduler(SynchronizationContext context)
        : this(context, alwaysPost: true)
    {
    }

    /// <summary>Creates a scheduler over <paramref name="context"/>.</summary>
    /// <param name="context">The context.</param>
    /// <param name="alwaysPost">If false, work scheduled now from a thread already running in the context runs inline.</param>
    public SynchronizationContextScheduler(SynchronizationContext context, bool alwaysPost)
    {
        ArgumentNullException.ThrowIfNull(context);
        _context = context;
        _alwaysPost = alwaysPost;
    }

    /// <summary>Posts the work to the context, or runs it inline (see the constructor's <c>alwaysPost</c>).</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    public override IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        if (!_alwaysPost && SynchronizationContext.Current == _context)
        {
            return action(this, state);
        }

        var item = new SchedulerWorkItem<TState>(this, state, action);
        item.DispatchTo(_context);
        item.Dispatch();
        return item;
    }

    /// <summary>Posts the work to the context after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        if (dueTime <= TimeSpan.Zero)
        {
            return Schedule(state, action);
        }

        var item = new SchedulerWorkItem<TState>(this, state, action);
        item.DispatchTo(_context);
        SchedulerTimerQueue.Instance.Add(item, SchedulerClock.DueIn(dueTime));
        return item;
    }
}
