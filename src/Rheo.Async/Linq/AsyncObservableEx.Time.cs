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
}
