using Rheo.Async.Linq.Operators;
using Rheo.Concurrency;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>Sends 0 after <paramref name="dueTime"/>, then completes.</summary>
    /// <param name="dueTime">The delay (negative values count as zero).</param>
    /// <param name="scheduler">The scheduler that runs the timer.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<long> Timer(TimeSpan dueTime, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.Timer(Normalize(dueTime), null, scheduler);
    }

    /// <summary>Sends 0 after <paramref name="dueTime"/> on the default scheduler, then completes.</summary>
    /// <param name="dueTime">The delay (negative values count as zero).</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<long> Timer(TimeSpan dueTime) => Timer(dueTime, Scheduler.Default);

    /// <summary>
    /// Sends 0 after <paramref name="dueTime"/>, then 1, 2, ... each <paramref name="period"/> after the observer has
    /// handled the previous value (a slow observer delays the ticks; none pile up).
    /// </summary>
    /// <param name="dueTime">The delay of the first value (negative values count as zero).</param>
    /// <param name="period">The period (negative values count as zero).</param>
    /// <param name="scheduler">The scheduler that runs the timer.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<long> Timer(TimeSpan dueTime, TimeSpan period, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.Timer(Normalize(dueTime), Normalize(period), scheduler);
    }

    /// <summary>Sends 0, 1, 2, ... each <paramref name="period"/> after the observer has handled the previous value.</summary>
    /// <param name="period">The period (negative values count as zero).</param>
    /// <param name="scheduler">The scheduler that runs the timer.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<long> Interval(TimeSpan period, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        var p = Normalize(period);
        return new Operators.Timer(p, p, scheduler);
    }

    /// <summary>Sends 0, 1, 2, ... on the default scheduler, each <paramref name="period"/> after the observer has handled the previous value.</summary>
    /// <param name="period">The period (negative values count as zero).</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<long> Interval(TimeSpan period) => Interval(period, Scheduler.Default);

    private static TimeSpan Normalize(TimeSpan time) => time < TimeSpan.Zero ? TimeSpan.Zero : time;
}
