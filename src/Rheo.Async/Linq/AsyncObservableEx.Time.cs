using Rheo.Concurrency;

namespace Rheo.Async;

public static partial class AsyncObservableEx
{
    /// <summary>Sends a value, then drops the values that arrive within <paramref name="window"/> after it (the first value per window; the window opens with a value, not on a fixed grid). Runs on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="window">The period.</param>
    /// <returns>The first value of each window.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="window"/> is negative.</exception>
    public static IAsyncObservable<T> ThrottleFirst<T>(this IAsyncObservable<T> source, TimeSpan window) => ThrottleFirst(source, window, Scheduler.Default);

    /// <summary>Sends a value, then drops the values that arrive within <paramref name="window"/> after it (the first value per window; the window opens with a value, not on a fixed grid).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="window">The period.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>The first value of each window.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="window"/> is negative.</exception>
    public static IAsyncObservable<T> ThrottleFirst<T>(this IAsyncObservable<T> source, TimeSpan window, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(window, TimeSpan.Zero);
        return new Linq.Operators.ThrottleFirst<T>(source, window, scheduler);
    }

    /// <summary>Debounces with an immediate leading edge: a value arriving when the operator is idle goes out at once and starts a quiet period of <paramref name="dueTime"/>; values inside the period restart it, and the last of them goes out when it ends (the trailing edge); after that the operator is idle again. A value waiting at completion is sent before completing. Runs on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The period.</param>
    /// <returns>The leading value of each burst at once, and its last value after the quiet period (if the burst had more than one).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="dueTime"/> is negative.</exception>
    public static IAsyncObservable<T> DebounceImmediate<T>(this IAsyncObservable<T> source, TimeSpan dueTime) => DebounceImmediate(source, dueTime, Scheduler.Default);

    /// <summary>Debounces with an immediate leading edge: a value arriving when the operator is idle goes out at once and starts a quiet period of <paramref name="dueTime"/>; values inside the period restart it, and the last of them goes out when it ends (the trailing edge); after that the operator is idle again. A value waiting at completion is sent before completing.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The period.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>The leading value of each burst at once, and its last value after the quiet period (if the burst had more than one).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="dueTime"/> is negative.</exception>
    public static IAsyncObservable<T> DebounceImmediate<T>(this IAsyncObservable<T> source, TimeSpan dueTime, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        return new Linq.Operators.DebounceImmediate<T>(source, dueTime, scheduler);
    }

    /// <summary>Sends at most one value per <paramref name="period"/> without ever dropping the last value of a burst: a value arriving when the previous emission is at least a period old goes out at once; values arriving sooner replace each other, and the latest goes out one period after the previous emission. Completion waits for that value; an error goes out at once. Runs on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <returns>The conflated values.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IAsyncObservable<T> Conflate<T>(this IAsyncObservable<T> source, TimeSpan period) => Conflate(source, period, Scheduler.Default);

    /// <summary>Sends at most one value per <paramref name="period"/> without ever dropping the last value of a burst: a value arriving when the previous emission is at least a period old goes out at once; values arriving sooner replace each other, and the latest goes out one period after the previous emission. Completion waits for that value; an error goes out at once.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>The conflated values.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IAsyncObservable<T> Conflate<T>(this IAsyncObservable<T> source, TimeSpan period, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        return new Linq.Operators.Conflate<T>(source, period, scheduler);
    }

    /// <summary>Wraps every value as an update and injects a heartbeat whenever the source has been quiet for <paramref name="period"/> (counted from the subscription or from the last item sent), repeated every period while it stays quiet. Runs on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <returns>Updates and heartbeats; the source's termination.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is not positive.</exception>
    public static IAsyncObservable<Heartbeat<T>> Heartbeat<T>(this IAsyncObservable<T> source, TimeSpan period) => Heartbeat(source, period, Scheduler.Default);

    /// <summary>Wraps every value as an update and injects a heartbeat whenever the source has been quiet for <paramref name="period"/> (counted from the subscription or from the last item sent), repeated every period while it stays quiet.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>Updates and heartbeats; the source's termination.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is not positive.</exception>
    public static IAsyncObservable<Heartbeat<T>> Heartbeat<T>(this IAsyncObservable<T> source, TimeSpan period, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(period, TimeSpan.Zero);
        return new Linq.Operators.HeartbeatOperator<T>(source, period, scheduler);
    }

    /// <summary>Wraps every value as a fresh update and sends one stale signal when nothing arrived for <paramref name="period"/> (counted from the subscription or the last value); the signal is not repeated until a value arrives again. Runs on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <returns>Updates and stale signals; the source's termination.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is not positive.</exception>
    public static IAsyncObservable<Stale<T>> DetectStale<T>(this IAsyncObservable<T> source, TimeSpan period) => DetectStale(source, period, Scheduler.Default);

    /// <summary>Wraps every value as a fresh update and sends one stale signal when nothing arrived for <paramref name="period"/> (counted from the subscription or the last value); the signal is not repeated until a value arrives again.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>Updates and stale signals; the source's termination.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is not positive.</exception>
    public static IAsyncObservable<Stale<T>> DetectStale<T>(this IAsyncObservable<T> source, TimeSpan period, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(period, TimeSpan.Zero);
        return new Linq.Operators.DetectStale<T>(source, period, scheduler);
    }

    /// <summary>Collects values until the source has been quiet for <paramref name="period"/>, then sends them as one list; a list still open at completion is sent before completing, and no empty list is ever sent. Runs on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <returns>The lists of values between quiet periods.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IAsyncObservable<IList<T>> BufferUntilInactive<T>(this IAsyncObservable<T> source, TimeSpan period) => BufferUntilInactive(source, period, Scheduler.Default);

    /// <summary>Collects values until the source has been quiet for <paramref name="period"/>, then sends them as one list; a list still open at completion is sent before completing, and no empty list is ever sent.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>The lists of values between quiet periods.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IAsyncObservable<IList<T>> BufferUntilInactive<T>(this IAsyncObservable<T> source, TimeSpan period, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        return new Linq.Operators.BufferUntilInactive<T>(source, period, scheduler);
    }

    /// <summary>The same as <c>BufferUntilInactive</c>: collects values until the source has been quiet for <paramref name="period"/>, then sends them as one list. Runs on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <returns>The lists of values between quiet periods.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IAsyncObservable<IList<T>> BufferUntilIdle<T>(this IAsyncObservable<T> source, TimeSpan period) => BufferUntilIdle(source, period, Scheduler.Default);

    /// <summary>The same as <c>BufferUntilInactive</c>: collects values until the source has been quiet for <paramref name="period"/>, then sends them as one list.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="period">The period.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>The lists of values between quiet periods.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IAsyncObservable<IList<T>> BufferUntilIdle<T>(this IAsyncObservable<T> source, TimeSpan period, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        return new Linq.Operators.BufferUntilInactive<T>(source, period, scheduler);
    }

    /// <summary>
    /// Debounces until a condition holds: a value for which <paramref name="passImmediately"/> is true goes out at
    /// once, dropping any debounced value still waiting; every other value waits for <paramref name="dueTime"/> of
    /// quiet and is replaced by a later value (Rx <c>Throttle</c>). A value waiting at completion is sent before
    /// completing. Typical use: debounce typing, but let Enter through at once. Runs on <see cref="Scheduler.Default"/>.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The quiet period of debounced values.</param>
    /// <param name="passImmediately">Says which values skip the debounce; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The immediate values and the debounced ones, in the order they go out.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="passImmediately"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="dueTime"/> is negative.</exception>
    public static IAsyncObservable<T> DebounceUntil<T>(this IAsyncObservable<T> source, TimeSpan dueTime, Func<T, bool> passImmediately) =>
        DebounceUntil(source, dueTime, passImmediately, Scheduler.Default);

    /// <summary>
    /// Debounces until a condition holds: a value for which <paramref name="passImmediately"/> is true goes out at
    /// once, dropping any debounced value still waiting; every other value waits for <paramref name="dueTime"/> of
    /// quiet and is replaced by a later value. A value waiting at completion is sent before completing.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The quiet period of debounced values.</param>
    /// <param name="passImmediately">Says which values skip the debounce; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>The immediate values and the debounced ones, in the order they go out.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/>, <paramref name="passImmediately"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="dueTime"/> is negative.</exception>
    public static IAsyncObservable<T> DebounceUntil<T>(this IAsyncObservable<T> source, TimeSpan dueTime, Func<T, bool> passImmediately, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(passImmediately);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        return new Linq.Operators.DebounceUntil<T>(source, dueTime, passImmediately, scheduler);
    }

    /// <summary>
    /// Rx <c>Throttle</c> (a value goes out after <paramref name="dueTime"/> of quiet, replaced by any later one)
    /// that sends a value only if it differs from the last value it sent. Runs on <see cref="Scheduler.Default"/>.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The quiet period.</param>
    /// <returns>The settled values, without consecutive duplicates.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="dueTime"/> is negative.</exception>
    public static IAsyncObservable<T> ThrottleDistinct<T>(this IAsyncObservable<T> source, TimeSpan dueTime) =>
        ThrottleDistinct(source, dueTime, Scheduler.Default);

    /// <summary>
    /// Rx <c>Throttle</c> (a value goes out after <paramref name="dueTime"/> of quiet, replaced by any later one)
    /// that sends a value only if it differs from the last value it sent. A value waiting at completion is sent.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The quiet period.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>The settled values, without consecutive duplicates.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="dueTime"/> is negative.</exception>
    public static IAsyncObservable<T> ThrottleDistinct<T>(this IAsyncObservable<T> source, TimeSpan dueTime, IScheduler scheduler) =>
        ThrottleDistinct(source, dueTime, EqualityComparer<T>.Default, scheduler);

    /// <summary>
    /// Rx <c>Throttle</c> that sends a settled value only if <paramref name="comparer"/> says it differs from the last
    /// value it sent.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The quiet period.</param>
    /// <param name="comparer">Compares a settled value with the last one sent; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <param name="scheduler">The scheduler of the timer and of its clock.</param>
    /// <returns>The settled values, without consecutive duplicates.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/>, <paramref name="comparer"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="dueTime"/> is negative.</exception>
    public static IAsyncObservable<T> ThrottleDistinct<T>(this IAsyncObservable<T> source, TimeSpan dueTime, IEqualityComparer<T> comparer, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(comparer);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        return new Linq.Operators.ThrottleDistinct<T>(source, dueTime, comparer, scheduler);
    }
}
