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

    /// <summary>
    /// Sends a value once <paramref name="dueTime"/> passed without a newer one (Rx's Throttle, also called debounce).
    /// A value only records itself and its due time (one timer outstanding); while the chosen value is being delivered
    /// the next source message waits. Completion first sends the pending value; an error drops it.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The quiet time a value must be followed by (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The throttled sequence.</returns>
    public static IAsyncObservable<T> Throttle<T>(this IAsyncObservable<T> source, TimeSpan dueTime, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Throttle<T>(source, dueTime, scheduler);
    }

    /// <summary>Sends a value once <paramref name="dueTime"/> passed without a newer one, on the default scheduler (see <see cref="Throttle{T}(IAsyncObservable{T}, TimeSpan, IScheduler)"/>).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The quiet time a value must be followed by (non-negative).</param>
    /// <returns>The throttled sequence.</returns>
    public static IAsyncObservable<T> Throttle<T>(this IAsyncObservable<T> source, TimeSpan dueTime) => Throttle(source, dueTime, Scheduler.Default);

    /// <summary>
    /// Sends a value when the sequence selected for it signals (its first value or its completion) before a newer value
    /// arrives. A newer value disposes the previous value's sequence; the source's call awaits the new subscription, and
    /// while a value is being delivered the next source message waits. Completion first sends the pending value; an error
    /// of the source or of a selected sequence, or a throwing selector, drops it and fails the result.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TThrottle">The element type of the selected sequences.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="throttleDurationSelector">Selects the quiet period of a value.</param>
    /// <returns>The throttled sequence.</returns>
    public static IAsyncObservable<T> Throttle<T, TThrottle>(this IAsyncObservable<T> source, Func<T, IAsyncObservable<TThrottle>> throttleDurationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(throttleDurationSelector);
        return new ThrottleSelector<T, TThrottle>(source, throttleDurationSelector);
    }

    /// <summary>The same operator as <see cref="Throttle{T}(IAsyncObservable{T}, TimeSpan, IScheduler)"/> under its common name.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The quiet time a value must be followed by (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The debounced sequence.</returns>
    public static IAsyncObservable<T> Debounce<T>(this IAsyncObservable<T> source, TimeSpan dueTime, IScheduler scheduler) => Throttle(source, dueTime, scheduler);

    /// <summary>The same operator as <see cref="Throttle{T}(IAsyncObservable{T}, TimeSpan)"/> under its common name.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The quiet time a value must be followed by (non-negative).</param>
    /// <returns>The debounced sequence.</returns>
    public static IAsyncObservable<T> Debounce<T>(this IAsyncObservable<T> source, TimeSpan dueTime) => Throttle(source, dueTime, Scheduler.Default);

    /// <summary>The same operator as <see cref="Throttle{T, TThrottle}(IAsyncObservable{T}, Func{T, IAsyncObservable{TThrottle}})"/> under its common name.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TThrottle">The element type of the selected sequences.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="throttleDurationSelector">Selects the quiet period of a value.</param>
    /// <returns>The debounced sequence.</returns>
    public static IAsyncObservable<T> Debounce<T, TThrottle>(this IAsyncObservable<T> source, Func<T, IAsyncObservable<TThrottle>> throttleDurationSelector) =>
        Throttle(source, throttleDurationSelector);

    /// <summary>
    /// Every <paramref name="interval"/> from the subscription, sends the latest value received since the previous tick,
    /// if any; completes at the first tick after the source completed. A tick that finds the observer still busy is
    /// skipped; while a sample is being delivered the next source message waits.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="interval">The sampling period (positive).</param>
    /// <param name="scheduler">The scheduler of the ticks.</param>
    /// <returns>The sampled sequence.</returns>
    public static IAsyncObservable<T> Sample<T>(this IAsyncObservable<T> source, TimeSpan interval, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(interval, TimeSpan.Zero);
        return new Sample<T>(source, interval, scheduler);
    }

    /// <summary>Every <paramref name="interval"/>, on the default scheduler, sends the latest value received since the previous tick, if any.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="interval">The sampling period (positive).</param>
    /// <returns>The sampled sequence.</returns>
    public static IAsyncObservable<T> Sample<T>(this IAsyncObservable<T> source, TimeSpan interval) => Sample(source, interval, Scheduler.Default);

    /// <summary>
    /// On each value of <paramref name="sampler"/>, sends the latest source value received since the previous sample, if
    /// any; the sampler's completion takes a last sample. Completes once the source completed and the sampler signals or
    /// completes. The sampler's call awaits the delivery, and the source waits while a sample is being delivered.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TSample">The sampler's element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="sampler">The sampling ticks.</param>
    /// <returns>The sampled sequence.</returns>
    public static IAsyncObservable<T> Sample<T, TSample>(this IAsyncObservable<T> source, IAsyncObservable<TSample> sampler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(sampler);
        return new SampleObservable<T, TSample>(source, sampler);
    }

    /// <summary>
    /// Shifts every value and the completion by <paramref name="dueTime"/>; an error goes out at once. Values wait in a
    /// queue (Delay buffers by nature); while due values are being delivered, the next source message waits.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The shift (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The time-shifted sequence.</returns>
    public static IAsyncObservable<T> Delay<T>(this IAsyncObservable<T> source, TimeSpan dueTime, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Delay<T>(source, dueTime, null, scheduler);
    }

    /// <summary>Shifts every value and the completion by <paramref name="dueTime"/> on the default scheduler; an error goes out at once.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The shift (non-negative).</param>
    /// <returns>The time-shifted sequence.</returns>
    public static IAsyncObservable<T> Delay<T>(this IAsyncObservable<T> source, TimeSpan dueTime) => Delay(source, dueTime, Scheduler.Default);

    /// <summary>
    /// Shifts the sequence so that it starts at <paramref name="dueTime"/>: every value and the completion are delayed by
    /// the time from the subscription to <paramref name="dueTime"/> (none if it has passed); an error goes out at once.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The absolute time the shifted sequence starts at.</param>
    /// <param name="scheduler">The scheduler of the timer (and the clock read at subscription).</param>
    /// <returns>The time-shifted sequence.</returns>
    public static IAsyncObservable<T> Delay<T>(this IAsyncObservable<T> source, DateTimeOffset dueTime, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Delay<T>(source, TimeSpan.Zero, dueTime, scheduler);
    }

    /// <summary>Shifts the sequence so that it starts at <paramref name="dueTime"/>, on the default scheduler.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The absolute time the shifted sequence starts at.</param>
    /// <returns>The time-shifted sequence.</returns>
    public static IAsyncObservable<T> Delay<T>(this IAsyncObservable<T> source, DateTimeOffset dueTime) => Delay(source, dueTime, Scheduler.Default);

    /// <summary>
    /// Fails with <see cref="TimeoutException"/> (disposing the source first) if <paramref name="dueTime"/> passes without
    /// a value, counted from the subscription, then from the end of each value's delivery (a slow observer never causes a
    /// timeout).
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The longest allowed silence (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The source, or an error on timeout.</returns>
    public static IAsyncObservable<T> Timeout<T>(this IAsyncObservable<T> source, TimeSpan dueTime, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Timeout<T>(source, dueTime, null, null, scheduler);
    }

    /// <summary>Fails with <see cref="TimeoutException"/> if <paramref name="dueTime"/> passes without a value, on the default scheduler.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The longest allowed silence (non-negative).</param>
    /// <returns>The source, or an error on timeout.</returns>
    public static IAsyncObservable<T> Timeout<T>(this IAsyncObservable<T> source, TimeSpan dueTime) => Timeout(source, dueTime, Scheduler.Default);

    /// <summary>
    /// Switches to <paramref name="other"/> (disposing the source first) if <paramref name="dueTime"/> passes without a
    /// value, counted from the subscription, then from the end of each value's delivery.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The longest allowed silence (non-negative).</param>
    /// <param name="other">The sequence that takes over on timeout.</param>
    /// <param name="scheduler">The scheduler of the timer.</param>
    /// <returns>The source, then <paramref name="other"/> on timeout.</returns>
    public static IAsyncObservable<T> Timeout<T>(this IAsyncObservable<T> source, TimeSpan dueTime, IAsyncObservable<T> other, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(other);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Timeout<T>(source, dueTime, null, other, scheduler);
    }

    /// <summary>Switches to <paramref name="other"/> if <paramref name="dueTime"/> passes without a value, on the default scheduler.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The longest allowed silence (non-negative).</param>
    /// <param name="other">The sequence that takes over on timeout.</param>
    /// <returns>The source, then <paramref name="other"/> on timeout.</returns>
    public static IAsyncObservable<T> Timeout<T>(this IAsyncObservable<T> source, TimeSpan dueTime, IAsyncObservable<T> other) =>
        Timeout(source, dueTime, other, Scheduler.Default);

    /// <summary>
    /// Fails with <see cref="TimeoutException"/> (disposing the source first) if the source has not terminated by
    /// <paramref name="dueTime"/>; a deadline that passes while a value is being delivered takes effect when it ends.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The absolute deadline.</param>
    /// <param name="scheduler">The scheduler of the timer (and the clock read at subscription).</param>
    /// <returns>The source, or an error at the deadline.</returns>
    public static IAsyncObservable<T> Timeout<T>(this IAsyncObservable<T> source, DateTimeOffset dueTime, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Timeout<T>(source, TimeSpan.Zero, dueTime, null, scheduler);
    }

    /// <summary>Fails with <see cref="TimeoutException"/> if the source has not terminated by <paramref name="dueTime"/>, on the default scheduler.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The absolute deadline.</param>
    /// <returns>The source, or an error at the deadline.</returns>
    public static IAsyncObservable<T> Timeout<T>(this IAsyncObservable<T> source, DateTimeOffset dueTime) => Timeout(source, dueTime, Scheduler.Default);

    /// <summary>Switches to <paramref name="other"/> (disposing the source first) if the source has not terminated by <paramref name="dueTime"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The absolute deadline.</param>
    /// <param name="other">The sequence that takes over at the deadline.</param>
    /// <param name="scheduler">The scheduler of the timer (and the clock read at subscription).</param>
    /// <returns>The source, then <paramref name="other"/> at the deadline.</returns>
    public static IAsyncObservable<T> Timeout<T>(this IAsyncObservable<T> source, DateTimeOffset dueTime, IAsyncObservable<T> other, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(other);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Timeout<T>(source, TimeSpan.Zero, dueTime, other, scheduler);
    }

    /// <summary>Switches to <paramref name="other"/> if the source has not terminated by <paramref name="dueTime"/>, on the default scheduler.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="dueTime">The absolute deadline.</param>
    /// <param name="other">The sequence that takes over at the deadline.</param>
    /// <returns>The source, then <paramref name="other"/> at the deadline.</returns>
    public static IAsyncObservable<T> Timeout<T>(this IAsyncObservable<T> source, DateTimeOffset dueTime, IAsyncObservable<T> other) =>
        Timeout(source, dueTime, other, Scheduler.Default);

    private static TimeSpan Normalize(TimeSpan time) => time < TimeSpan.Zero ? TimeSpan.Zero : time;

    /// <summary>
    /// Fails with <see cref="TimeoutException"/> (disposing the source first) if a value is not followed by another before
    /// the sequence selected for it signals (its first value or its completion). That sequence is subscribed once the
    /// value has been delivered, so a slow observer never causes a timeout; there is no limit before the first value.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TTimeout">The element type of the timeout sequences.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="timeoutDurationSelector">Selects the timeout after a value; a throw or an error of the selected sequence fails the result.</param>
    /// <returns>The source, or an error on timeout.</returns>
    public static IAsyncObservable<T> Timeout<T, TTimeout>(this IAsyncObservable<T> source, Func<T, IAsyncObservable<TTimeout>> timeoutDurationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(timeoutDurationSelector);
        return new TimeoutSelector<T, TTimeout>(source, null, timeoutDurationSelector, null);
    }

    /// <summary>Switches to <paramref name="other"/> (disposing the source first) if a value is not followed by another before the sequence selected for it signals.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TTimeout">The element type of the timeout sequences.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="timeoutDurationSelector">Selects the timeout after a value; a throw or an error of the selected sequence fails the result.</param>
    /// <param name="other">The sequence that takes over on timeout.</param>
    /// <returns>The source, then <paramref name="other"/> on timeout.</returns>
    public static IAsyncObservable<T> Timeout<T, TTimeout>(this IAsyncObservable<T> source, Func<T, IAsyncObservable<TTimeout>> timeoutDurationSelector, IAsyncObservable<T> other)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(timeoutDurationSelector);
        ArgumentNullException.ThrowIfNull(other);
        return new TimeoutSelector<T, TTimeout>(source, null, timeoutDurationSelector, other);
    }

    /// <summary>
    /// Fails with <see cref="TimeoutException"/> if the first value does not arrive before <paramref name="firstTimeout"/>
    /// signals (its first value or its completion), or a next one before the sequence selected for the previous value signals.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TTimeout">The element type of the timeout sequences.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="firstTimeout">The timeout for the first value (subscribed before the source).</param>
    /// <param name="timeoutDurationSelector">Selects the timeout after a value; a throw or an error of the selected sequence fails the result.</param>
    /// <returns>The source, or an error on timeout.</returns>
    public static IAsyncObservable<T> Timeout<T, TTimeout>(this IAsyncObservable<T> source, IAsyncObservable<TTimeout> firstTimeout, Func<T, IAsyncObservable<TTimeout>> timeoutDurationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(firstTimeout);
        ArgumentNullException.ThrowIfNull(timeoutDurationSelector);
        return new TimeoutSelector<T, TTimeout>(source, firstTimeout, timeoutDurationSelector, null);
    }

    /// <summary>Switches to <paramref name="other"/> if the first value does not arrive before <paramref name="firstTimeout"/> signals, or a next one before the sequence selected for the previous value signals.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TTimeout">The element type of the timeout sequences.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="firstTimeout">The timeout for the first value (subscribed before the source).</param>
    /// <param name="timeoutDurationSelector">Selects the timeout after a value; a throw or an error of the selected sequence fails the result.</param>
    /// <param name="other">The sequence that takes over on timeout.</param>
    /// <returns>The source, then <paramref name="other"/> on timeout.</returns>
    public static IAsyncObservable<T> Timeout<T, TTimeout>(
        this IAsyncObservable<T> source,
        IAsyncObservable<TTimeout> firstTimeout,
        Func<T, IAsyncObservable<TTimeout>> timeoutDurationSelector,
        IAsyncObservable<T> other)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(firstTimeout);
        ArgumentNullException.ThrowIfNull(timeoutDurationSelector);
        ArgumentNullException.ThrowIfNull(other);
        return new TimeoutSelector<T, TTimeout>(source, firstTimeout, timeoutDurationSelector, other);
    }
}
