using Rheo.Concurrency;

namespace Rheo.Linq;

// Timer and Interval: sources whose values are ticks of a scheduler's clock. The time-based operators on a source
// (Delay, Throttle, Sample, Timeout, Buffer/Window by time, ...) are in Observable.TimeOperators.cs.

public static partial class Observable
{
    /// <summary>Returns an observable that sends 0 after <paramref name="dueTime"/> on the default scheduler, then completes.</summary>
    /// <param name="dueTime">The delay; negative means now.</param>
    /// <returns>The observable.</returns>
    public static IObservable<long> Timer(TimeSpan dueTime) => Timer(dueTime, Scheduler.Default);

    /// <summary>Returns an observable that sends 0 at <paramref name="dueTime"/> on the default scheduler, then completes.</summary>
    /// <param name="dueTime">The absolute due time.</param>
    /// <returns>The observable.</returns>
    public static IObservable<long> Timer(DateTimeOffset dueTime) => Timer(dueTime, Scheduler.Default);

    /// <summary>Returns an observable that sends 0 after <paramref name="dueTime"/>, then 1, 2, … every <paramref name="period"/>, on the default scheduler.</summary>
    /// <param name="dueTime">The delay of the first value.</param>
    /// <param name="period">The period of the following values.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IObservable<long> Timer(TimeSpan dueTime, TimeSpan period) => Timer(dueTime, period, Scheduler.Default);

    /// <summary>Returns an observable that sends 0 at <paramref name="dueTime"/>, then 1, 2, … every <paramref name="period"/>, on the default scheduler.</summary>
    /// <param name="dueTime">The time of the first value.</param>
    /// <param name="period">The period of the following values.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IObservable<long> Timer(DateTimeOffset dueTime, TimeSpan period) => Timer(dueTime, period, Scheduler.Default);

    /// <summary>Returns an observable that sends 0 after <paramref name="dueTime"/> on <paramref name="scheduler"/>, then completes.</summary>
    /// <param name="dueTime">The delay; negative means now.</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The observable; one work item per subscription.</returns>
    public static IObservable<long> Timer(TimeSpan dueTime, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.Timer(dueTime, null, scheduler);
    }

    /// <summary>Returns an observable that sends 0 at <paramref name="dueTime"/> on <paramref name="scheduler"/>, then completes.</summary>
    /// <param name="dueTime">The absolute due time.</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The observable.</returns>
    public static IObservable<long> Timer(DateTimeOffset dueTime, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.Timer(dueTime, null, scheduler);
    }

    /// <summary>
    /// Returns an observable that sends 0 after <paramref name="dueTime"/>, then 1, 2, … every <paramref name="period"/>,
    /// on <paramref name="scheduler"/>. Ticks are due at due time + n × period, so they do not drift.
    /// </summary>
    /// <param name="dueTime">The delay of the first value.</param>
    /// <param name="period">The period of the following values.</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IObservable<long> Timer(TimeSpan dueTime, TimeSpan period, IScheduler scheduler)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.Timer(dueTime, period, scheduler);
    }

    /// <summary>Returns an observable that sends 0 at <paramref name="dueTime"/>, then 1, 2, … every <paramref name="period"/>, on <paramref name="scheduler"/>.</summary>
    /// <param name="dueTime">The time of the first value.</param>
    /// <param name="period">The period of the following values.</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IObservable<long> Timer(DateTimeOffset dueTime, TimeSpan period, IScheduler scheduler)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.Timer(dueTime, period, scheduler);
    }

    /// <summary>Returns an observable that sends 0, 1, 2, … every <paramref name="period"/> on the default scheduler.</summary>
    /// <param name="period">The period; zero means as fast as the scheduler allows.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IObservable<long> Interval(TimeSpan period) => Interval(period, Scheduler.Default);

    /// <summary>
    /// Returns an observable that sends 0, 1, 2, … every <paramref name="period"/> on <paramref name="scheduler"/>,
    /// through its native periodic support when it has one (no work item per tick), drift-corrected otherwise.
    /// </summary>
    /// <param name="period">The period; zero means as fast as the scheduler allows.</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IObservable<long> Interval(TimeSpan period, IScheduler scheduler)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.Timer(period, period, scheduler);
    }
}
