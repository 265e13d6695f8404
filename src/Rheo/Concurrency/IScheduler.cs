namespace Rheo.Concurrency;

/// <summary>Runs work now, after a delay or at a point in time; operators generate and move messages through it.</summary>
public interface IScheduler
{
    /// <summary>Gets the scheduler's notion of the current time.</summary>
    DateTimeOffset Now { get; }

    /// <summary>Schedules <paramref name="action"/> to run as soon as possible.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work; it receives the scheduler to schedule more work on and returns what cancels that work.</param>
    /// <returns>Cancels the work if it has not run yet (best effort), and disposes what the action returned.</returns>
    IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action);

    /// <summary>Schedules <paramref name="action"/> to run after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay; a negative delay means now.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work (best effort).</returns>
    IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action);

    /// <summary>Schedules <paramref name="action"/> to run at <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The absolute due time; a time in the past means now.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work (best effort).</returns>
    IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action);
}
