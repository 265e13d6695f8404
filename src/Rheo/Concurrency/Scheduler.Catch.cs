using Rheo.Disposables;

namespace Rheo.Concurrency;

public static partial class Scheduler
{
    /// <summary>
    /// Returns a scheduler that runs work on <paramref name="scheduler"/> and hands exceptions of type
    /// <typeparamref name="TException"/> thrown by that work to <paramref name="handler"/>; an exception the
    /// handler does not accept (returns false) is rethrown. Long-running and periodic work are wrapped too.
    /// </summary>
    /// <typeparam name="TException">The exception type to handle.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="handler">Returns true if it handled the exception.</param>
    /// <returns>The wrapping scheduler.</returns>
    public static IScheduler Catch<TException>(this IScheduler scheduler, Func<TException, bool> handler)
        where TException : Exception
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(handler);
        return new CatchScheduler<TException>(scheduler, handler);
    }
}

/// <summary>The scheduler returned by <see cref="Scheduler.Catch{TException}"/>.</summary>
/// <typeparam name="TException">The exception type to handle.</typeparam>
internal sealed class CatchScheduler<TException>(IScheduler inner, Func<TException, bool> handler) : IScheduler, IServiceProvider
    where TException : Exception
{
    public DateTimeOffset Now => inner.Now;

    public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
        => inner.Schedule((this, action, state), static (s, t) => t.Item1.Invoke(s, t.action, t.state));

    public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
        => inner.Schedule((this, action, state), dueTime, static (s, t) => t.Item1.Invoke(s, t.action, t.state));

    public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
        => inner.Schedule((this, action, state), dueTime, static (s, t) => t.Item1.Invoke(s, t.action, t.state));

    public object? GetService(Type serviceType)
    {
        if (serviceType == typeof(ISchedulerLongRunning))
        {
            return inner.AsLongRunning() is { } longRunning ? new LongRunning(longRunning, handler) : null;
        }

        if (serviceType == typeof(ISchedulerPeriodic))
        {
            return inner.AsPeriodic() is { } periodic ? new Periodic(periodic, handler) : null;
        }

        if (serviceType == typeof(IStopwatchProvider))
        {
            return inner.AsStopwatchProvider();
        }

        return null;
    }

    private IDisposable Invoke<TState>(IScheduler scheduler, Func<IScheduler, TState, IDisposable> action, TState state)
    {
        // The action sees the wrapper, so work it schedules recursively is protected as well.
        var self = ReferenceEquals(scheduler, inner) ? this : new CatchScheduler<TException>(scheduler, handler);
        try
        {
            return action(self, state);
        }
        catch (TException error) when (handler(error))
        {
            return Disposable.Empty;
        }
    }

    private sealed class LongRunning(ISchedulerLongRunning inner, Func<TException, bool> handler) : ISchedulerLongRunning
    {
        public IDisposable ScheduleLongRunning<TState>(TState state, Action<TState, ICancelable> action)
            => inner.ScheduleLongRunning((action, state, handler), static (t, cancel) =>
            {
                try
                {
                    t.action(t.state, cancel);
                }
                catch (TException error) when (t.handler(error))
                {
                }
            });
    }

    private sealed class Periodic(ISchedulerPeriodic inner, Func<TException, bool> handler) : ISchedulerPeriodic
    {
        public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action)
        {
            var stop = new SingleAssignmentDisposable();
            stop.Disposable = inner.SchedulePeriodic(state, period, s =>
            {
                if (stop.IsDisposed)
                {
                    return s;
                }

                try
                {
                    return action(s);
                }
                catch (TException error) when (handler(error))
                {
                    // Once an exception was handled there is no next state to continue with: the work stops.
                    stop.Dispose();
                    return s;
                }
            });
            return stop;
        }
    }
}
