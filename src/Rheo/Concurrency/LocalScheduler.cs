namespace Rheo.Concurrency;

/// <summary>
/// The base of schedulers that run work on this machine's clock: absolute due times become relative ones
/// when scheduled, and stopwatches use the monotonic high-resolution clock.
/// </summary>
public abstract class LocalScheduler : IScheduler, IStopwatchProvider, IServiceProvider
{
    /// <summary>Gets the current time, <see cref="Scheduler.Now"/>.</summary>
    public virtual DateTimeOffset Now => Scheduler.Now;

    /// <summary>Schedules <paramref name="action"/> to run as soon as possible.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work (best effort).</returns>
    public virtual IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return Schedule(state, TimeSpan.Zero, action);
    }

    /// <summary>Schedules <paramref name="action"/> to run after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay; negative means now.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work (best effort).</returns>
    public abstract IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action);

    /// <summary>Schedules <paramref name="action"/> to run at <paramref name="dueTime"/>, converted to a delay from <see cref="Now"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The absolute due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work (best effort).</returns>
    public virtual IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return Schedule(state, dueTime - Now, action);
    }

    /// <summary>Starts a stopwatch on the monotonic high-resolution clock (one small allocation).</summary>
    /// <returns>The running stopwatch.</returns>
    public virtual IStopwatch StartStopwatch() => new MonotonicStopwatch();

    /// <summary>Returns this scheduler as the requested optional interface, if it implements it.</summary>
    /// <param name="serviceType">The interface type, e.g. <see cref="ISchedulerLongRunning"/>.</param>
    /// <returns>The service or null.</returns>
    object? IServiceProvider.GetService(Type serviceType) => GetService(serviceType);

    /// <summary>Returns this scheduler as the requested optional interface, if it implements it.</summary>
    /// <param name="serviceType">The interface type.</param>
    /// <returns>The service or null.</returns>
    protected virtual object? GetService(Type serviceType)
    {
        ArgumentNullException.ThrowIfNull(serviceType);
        return serviceType.IsInstanceOfType(this) ? this : null;
    }
}
