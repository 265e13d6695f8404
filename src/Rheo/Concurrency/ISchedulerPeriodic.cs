namespace Rheo.Concurrency;

/// <summary>A scheduler with native support for periodic work (a timer that does not drift).</summary>
public interface ISchedulerPeriodic
{
    /// <summary>Runs <paramref name="action"/> every <paramref name="period"/>, threading the state through calls.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The initial state.</param>
    /// <param name="period">The period; zero means as often as possible.</param>
    /// <param name="action">Computes the next state from the current one; calls never overlap.</param>
    /// <returns>Stops the periodic work.</returns>
    IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action);
}
