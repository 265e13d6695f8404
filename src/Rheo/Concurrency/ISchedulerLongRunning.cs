using Rheo.Disposables;

namespace Rheo.Concurrency;

/// <summary>
/// A scheduler that can give one piece of work a whole thread of its own, so a loop may run on it and
/// check a cancel flag instead of scheduling one work item per step.
/// </summary>
public interface ISchedulerLongRunning
{
    /// <summary>Starts a long-running piece of work.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work; it should return soon after the <see cref="ICancelable"/> reports disposal.</param>
    /// <returns>Requests cancellation: the <see cref="ICancelable"/> handed to the action becomes disposed.</returns>
    IDisposable ScheduleLongRunning<TState>(TState state, Action<TState, ICancelable> action);
}
