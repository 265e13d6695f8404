using Rheo.Disposables;

namespace Rheo.Concurrency;

/// <summary>
/// Gives each top-level piece of work a new thread. Work scheduled recursively from it (through the
/// scheduler it receives) stays on that thread, which ends when nothing is left. Long-running work
/// (<see cref="ISchedulerLongRunning"/>) gets a thread of its own, so loops like <c>Repeat</c> and the
/// <c>ObserveOn</c> drain run without scheduling per element; so does periodic work
/// (<see cref="ISchedulerPeriodic"/>), whose thread sleeps between calls.
/// </summary>
public sealed class NewThreadScheduler : LocalScheduler, ISchedulerLongRunning, ISchedulerPeriodic
{
    private readonly Func<ThreadStart, Thread> _threadFactory;

    /// <summary>Creates a scheduler that makes background threads.</summary>
    public NewThreadScheduler()
        : this(static start => new Thread(start) { Name = "Rheo NewThreadScheduler", IsBackground = true })
    {
    }

    /// <summary>Creates a scheduler whose threads come from <paramref name="threadFactory"/>.</summary>
    /// <param name="threadFactory">Creates an unstarted thread from an entry point.</param>
    public NewThreadScheduler(Func<ThreadStart, Thread> threadFactory)
    {
        ArgumentNullException.ThrowIfNull(threadFactory);
        _threadFactory = threadFactory;
    }

    /// <summary>Gets the scheduler with background threads.</summary>
    public static NewThreadScheduler Default { get; } = new();

    /// <summary>Runs the work on a new thread after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work; the scheduler it receives keeps recursive work on the same thread.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    public override IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var loop = new EventLoopScheduler(_threadFactory) { ExitIfEmpty = true };
        return loop.Schedule(state, dueTime, action);
    }

    /// <summary>Runs the work on a new thread of its own.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work; it should return once the cancelable is disposed.</param>
    /// <returns>Disposes the cancelable the work checks.</returns>
    public IDisposable ScheduleLongRunning<TState>(TState state, Action<TState, ICancelable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var cancel = new BooleanDisposable();
        var thread = _threadFactory(() => action(state, cancel));
        thread.Start();
        return cancel;
    }

    /// <summary>
    /// Runs <paramref name="action"/> every <paramref name="period"/> on a new thread of its own, which sleeps between
    /// calls: the n-th call is due at n × period on a stopwatch started now, so a late call does not shift the ones
    /// after it. Disposing wakes the thread, which then ends; a call in progress finishes first.
    /// </summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the first call.</param>
    /// <param name="period">The period; zero means as often as possible.</param>
    /// <param name="action">Computes the next state.</param>
    /// <returns>Stops the periodic work.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> is null.</exception>
    public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(action);
        var periodic = new ThreadPeriodicWork<TState>(state, period, action);
        _threadFactory(periodic.Run).Start();
        return periodic;
    }
}
