using Rheo.Disposables;

namespace Rheo.Concurrency;

/// <summary>
/// Gives each top-level piece of work a new thread. Work scheduled recursively from it (through the
/// scheduler it receives) stays on that thread, which ends when nothing is left. Long-running work
/// (<see cref="ISchedulerLongRunning"/>) gets a thread of its own, so loops like <c>Repeat</c> and the
/// <c>ObserveOn</c> drain run without scheduling per element.
/// </summary>
public sealed class NewThreadScheduler : LocalScheduler, ISchedulerLongRunning
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
}
