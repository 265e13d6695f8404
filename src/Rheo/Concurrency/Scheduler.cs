using Rheo.Disposables;

namespace Rheo.Concurrency;

/// <summary>
/// The well-known schedulers and the extension methods that make <see cref="IScheduler"/> convenient:
/// plain actions, recursive scheduling, periodic work, optional-interface discovery, and async loops.
/// </summary>
public static partial class Scheduler
{
    /// <summary>Gets the current time on the system clock (UTC), <see cref="PlatformServices.SystemClock.UtcNow"/>.</summary>
    public static DateTimeOffset Now => PlatformServices.SystemClock.UtcNow;

    /// <summary>Gets the scheduler that runs work at once on the calling thread.</summary>
    public static ImmediateScheduler Immediate => ImmediateScheduler.Instance;

    /// <summary>Gets the scheduler that queues work on a trampoline of the calling thread.</summary>
    public static CurrentThreadScheduler CurrentThread => CurrentThreadScheduler.Instance;

    /// <summary>Gets the scheduler that runs work on the thread pool.</summary>
    public static DefaultScheduler Default => DefaultScheduler.Instance;

    /// <summary>Turns a negative time span into <see cref="TimeSpan.Zero"/>.</summary>
    /// <param name="timeSpan">The time span.</param>
    /// <returns><paramref name="timeSpan"/>, or zero if it was negative.</returns>
    public static TimeSpan Normalize(TimeSpan timeSpan) => timeSpan < TimeSpan.Zero ? TimeSpan.Zero : timeSpan;

    /// <summary>Schedules an action to run as soon as possible.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work (best effort).</returns>
    public static IDisposable Schedule(this IScheduler scheduler, Action action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.Schedule(action, static (_, a) => Run(a));
    }

    /// <summary>Schedules an action to run after <paramref name="dueTime"/>.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work (best effort).</returns>
    public static IDisposable Schedule(this IScheduler scheduler, TimeSpan dueTime, Action action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.Schedule(action, dueTime, static (_, a) => Run(a));
    }

    /// <summary>Schedules an action to run at <paramref name="dueTime"/>.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The absolute due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work (best effort).</returns>
    public static IDisposable Schedule(this IScheduler scheduler, DateTimeOffset dueTime, Action action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.Schedule(action, dueTime, static (_, a) => Run(a));
    }

    /// <summary>Starts a long-running piece of work that checks the <see cref="ICancelable"/> it receives.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="action">The work.</param>
    /// <returns>Requests cancellation.</returns>
    public static IDisposable ScheduleLongRunning(this ISchedulerLongRunning scheduler, Action<ICancelable> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.ScheduleLongRunning(action, static (a, cancel) => a(cancel));
    }

    /// <summary>Returns the scheduler's long-running support, or null if it has none.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <returns>The <see cref="ISchedulerLongRunning"/> or null.</returns>
    public static ISchedulerLongRunning? AsLongRunning(this IScheduler scheduler) => GetService<ISchedulerLongRunning>(scheduler);

    /// <summary>Returns the scheduler's native periodic support, or null if it has none.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <returns>The <see cref="ISchedulerPeriodic"/> or null.</returns>
    public static ISchedulerPeriodic? AsPeriodic(this IScheduler scheduler) => GetService<ISchedulerPeriodic>(scheduler);

    /// <summary>Returns the scheduler's stopwatch support, or null if it has none.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <returns>The <see cref="IStopwatchProvider"/> or null.</returns>
    public static IStopwatchProvider? AsStopwatchProvider(this IScheduler scheduler) => GetService<IStopwatchProvider>(scheduler);

    /// <summary>
    /// Starts a stopwatch on the scheduler's clock: its own when it has one, otherwise one that subtracts
    /// <see cref="IScheduler.Now"/> values (which never goes backwards).
    /// </summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <returns>The running stopwatch.</returns>
    public static IStopwatch StartStopwatch(this IScheduler scheduler)
    {
        var provider = AsStopwatchProvider(scheduler);
        return provider is not null ? provider.StartStopwatch() : new NowStopwatch(scheduler);
    }

    private static T? GetService<T>(IScheduler scheduler)
        where T : class
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return scheduler is IServiceProvider provider ? provider.GetService(typeof(T)) as T : scheduler as T;
    }

    private static IDisposable Run(Action action)
    {
        action();
        return Disposable.Empty;
    }

    private sealed class NowStopwatch(IScheduler scheduler) : IStopwatch
    {
        private readonly DateTimeOffset _start = scheduler.Now;
        private TimeSpan _last;

        public TimeSpan Elapsed
        {
            get
            {
                var elapsed = scheduler.Now - _start;
                if (elapsed < _last)
                {
                    return _last;
                }

                _last = elapsed;
                return elapsed;
            }
        }
    }
}
