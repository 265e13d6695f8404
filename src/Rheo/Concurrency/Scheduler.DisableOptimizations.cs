namespace Rheo.Concurrency;

public static partial class Scheduler
{
    /// <summary>The optional interfaces <see cref="DisableOptimizations(IScheduler)"/> hides.</summary>
    private static readonly Type[] Optimizations = [typeof(ISchedulerLongRunning), typeof(IStopwatchProvider), typeof(ISchedulerPeriodic)];

    /// <summary>
    /// Returns a scheduler that runs work on <paramref name="scheduler"/> but hides its optional interfaces
    /// (<see cref="ISchedulerLongRunning"/>, <see cref="IStopwatchProvider"/>, <see cref="ISchedulerPeriodic"/>), so
    /// operators fall back to plain (recursive) scheduling. Work it runs sees the wrapper, so recursive work is
    /// unoptimized too.
    /// </summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <returns>The wrapping scheduler.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> is null.</exception>
    public static IScheduler DisableOptimizations(this IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new DisableOptimizationsScheduler(scheduler, Optimizations);
    }

    /// <summary>
    /// Returns a scheduler that runs work on <paramref name="scheduler"/> but hides the optional interfaces listed in
    /// <paramref name="optimizationInterfaces"/>; the others stay visible through <see cref="IServiceProvider"/>.
    /// </summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="optimizationInterfaces">The interface types to hide, e.g. <c>typeof(ISchedulerLongRunning)</c>.</param>
    /// <returns>The wrapping scheduler.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> or <paramref name="optimizationInterfaces"/> is null.</exception>
    public static IScheduler DisableOptimizations(this IScheduler scheduler, params Type[] optimizationInterfaces)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(optimizationInterfaces);
        return new DisableOptimizationsScheduler(scheduler, (Type[])optimizationInterfaces.Clone());
    }
}

/// <summary>The scheduler returned by <see cref="Scheduler.DisableOptimizations(IScheduler, Type[])"/>.</summary>
internal sealed class DisableOptimizationsScheduler(IScheduler inner, Type[] hidden) : IScheduler, IServiceProvider
{
    public DateTimeOffset Now => inner.Now;

    public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return inner.Schedule((this, action, state), static (s, t) => t.Item1.Invoke(s, t.action, t.state));
    }

    public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return inner.Schedule((this, action, state), dueTime, static (s, t) => t.Item1.Invoke(s, t.action, t.state));
    }

    public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return inner.Schedule((this, action, state), dueTime, static (s, t) => t.Item1.Invoke(s, t.action, t.state));
    }

    public object? GetService(Type serviceType)
    {
        ArgumentNullException.ThrowIfNull(serviceType);
        if (Array.IndexOf(hidden, serviceType) >= 0)
        {
            return null;
        }

        return inner is IServiceProvider provider ? provider.GetService(serviceType) : serviceType.IsInstanceOfType(inner) ? inner : null;
    }

    private IDisposable Invoke<TState>(IScheduler scheduler, Func<IScheduler, TState, IDisposable> action, TState state)
    {
        // The action sees the wrapper, so work it schedules recursively stays unoptimized.
        var self = ReferenceEquals(scheduler, inner) ? this : new DisableOptimizationsScheduler(scheduler, hidden);
        return action(self, state);
    }
}
