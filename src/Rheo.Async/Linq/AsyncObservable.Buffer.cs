using Rheo.Async.Linq.Operators;
using Rheo.Concurrency;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>Sends the values in lists of <paramref name="count"/>; the last, shorter list goes out at completion.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="count">The length of each list (positive).</param>
    /// <returns>The lists.</returns>
    public static IAsyncObservable<IList<T>> Buffer<T>(this IAsyncObservable<T> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(count);
        return new Buffer<T>(source, count, count);
    }

    /// <summary>
    /// Starts a list every <paramref name="skip"/> values and sends each once it holds <paramref name="count"/> values
    /// (lists overlap when <paramref name="skip"/> is smaller, leave gaps when larger); the partial lists go out at completion.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="count">The length of each list (positive).</param>
    /// <param name="skip">How many values between the starts of two lists (positive).</param>
    /// <returns>The lists.</returns>
    public static IAsyncObservable<IList<T>> Buffer<T>(this IAsyncObservable<T> source, int count, int skip)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(count);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(skip);
        return new Buffer<T>(source, count, skip);
    }

    /// <summary>
    /// Every <paramref name="timeSpan"/> from the subscription, sends the list of the values received since the previous
    /// tick (possibly empty); the open list goes out at completion. A tick that finds the observer still busy is skipped
    /// and its list stays open; while a list is being delivered the next source message waits.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="timeSpan">The length of each window (positive).</param>
    /// <param name="scheduler">The scheduler of the ticks.</param>
    /// <returns>The lists.</returns>
    public static IAsyncObservable<IList<T>> Buffer<T>(this IAsyncObservable<T> source, TimeSpan timeSpan, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeSpan, TimeSpan.Zero);
        return new BufferTime<T>(source, timeSpan, 0, scheduler);
    }

    /// <summary>Every <paramref name="timeSpan"/>, on the default scheduler, sends the list of the values received since the previous tick.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="timeSpan">The length of each window (positive).</param>
    /// <returns>The lists.</returns>
    public static IAsyncObservable<IList<T>> Buffer<T>(this IAsyncObservable<T> source, TimeSpan timeSpan) => Buffer(source, timeSpan, Scheduler.Default);

    /// <summary>
    /// Sends a list when it holds <paramref name="count"/> values or <paramref name="timeSpan"/> after it opened,
    /// whichever comes first (a list closed by time may be empty); the next window opens when the observer has handled
    /// the list. The open list goes out at completion.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="timeSpan">The longest window (positive).</param>
    /// <param name="count">The longest list (positive).</param>
    /// <param name="scheduler">The scheduler of the window timer.</param>
    /// <returns>The lists.</returns>
    public static IAsyncObservable<IList<T>> Buffer<T>(this IAsyncObservable<T> source, TimeSpan timeSpan, int count, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeSpan, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(count);
        return new BufferTime<T>(source, timeSpan, count, scheduler);
    }

    /// <summary>Sends a list when it holds <paramref name="count"/> values or <paramref name="timeSpan"/> after it opened, on the default scheduler.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="timeSpan">The longest window (positive).</param>
    /// <param name="count">The longest list (positive).</param>
    /// <returns>The lists.</returns>
    public static IAsyncObservable<IList<T>> Buffer<T>(this IAsyncObservable<T> source, TimeSpan timeSpan, int count) =>
        Buffer(source, timeSpan, count, Scheduler.Default);

    /// <summary>
    /// Sends lists that open at the subscription and every <paramref name="timeShift"/> after it and close
    /// <paramref name="timeSpan"/> after they opened (lists overlap when the shift is shorter than the span; values between
    /// two lists are dropped when it is longer). Lists that close while the observer is busy wait in order, and the
    /// source's next message waits until they have been delivered. The open lists go out at completion.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="timeSpan">The length of each list's window (positive).</param>
    /// <param name="timeShift">The time between the openings of two lists (positive).</param>
    /// <param name="scheduler">The scheduler of the window timer.</param>
    /// <returns>The lists.</returns>
    public static IAsyncObservable<IList<T>> Buffer<T>(this IAsyncObservable<T> source, TimeSpan timeSpan, TimeSpan timeShift, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeSpan, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeShift, TimeSpan.Zero);
        return new BufferTimeShift<T>(source, timeSpan, timeShift, scheduler);
    }

    /// <summary>Sends lists that open every <paramref name="timeShift"/> and close <paramref name="timeSpan"/> after they opened, on the default scheduler.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="timeSpan">The length of each list's window (positive).</param>
    /// <param name="timeShift">The time between the openings of two lists (positive).</param>
    /// <returns>The lists.</returns>
    public static IAsyncObservable<IList<T>> Buffer<T>(this IAsyncObservable<T> source, TimeSpan timeSpan, TimeSpan timeShift) =>
        Buffer(source, timeSpan, timeShift, Scheduler.Default);
}
