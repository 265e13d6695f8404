using Rheo.Concurrency;

namespace Rheo.Linq;

// The time-based operators on a source (Delay, Throttle, Sample, Timeout, Timestamp, Skip/Take by time, Buffer/Window
// by time, the timed Generate, ...). The timer sources (Timer, Interval) are in Observable.Timers.cs.

public static partial class Observable
{
    private static IScheduler TimingScheduler(IScheduler? scheduler) => scheduler ?? Scheduler.Default;

    /// <summary>Shifts every value and the completion by <paramref name="dueTime"/>; an error is delivered at once.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The shift (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timers (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The time-shifted sequence.</returns>
    public static IObservable<TSource> Delay<TSource>(this IObservable<TSource> source, TimeSpan dueTime, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        return new Operators.Delay<TSource>(source, dueTime, null, TimingScheduler(scheduler));
    }

    /// <summary>Shifts the sequence so that it starts at <paramref name="dueTime"/>: every message is delayed by the time from subscription to <paramref name="dueTime"/>; an error is delivered at once.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The absolute time the shifted sequence starts at.</param>
    /// <param name="scheduler">The scheduler of the timers (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The time-shifted sequence.</returns>
    public static IObservable<TSource> Delay<TSource>(this IObservable<TSource> source, DateTimeOffset dueTime, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Delay<TSource>(source, TimeSpan.Zero, dueTime, TimingScheduler(scheduler));
    }

    /// <summary>Delays the subscription to the source by <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The delay (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The source, subscribed later.</returns>
    public static IObservable<TSource> DelaySubscription<TSource>(this IObservable<TSource> source, TimeSpan dueTime, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        return new Operators.DelaySubscription<TSource>(source, dueTime, null, TimingScheduler(scheduler));
    }

    /// <summary>Subscribes to the source at <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The absolute time of the subscription.</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The source, subscribed later.</returns>
    public static IObservable<TSource> DelaySubscription<TSource>(this IObservable<TSource> source, DateTimeOffset dueTime, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.DelaySubscription<TSource>(source, TimeSpan.Zero, dueTime, TimingScheduler(scheduler));
    }

    /// <summary>Emits a value only after <paramref name="dueTime"/> passed without a newer one; completion releases the pending value.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The quiet time a value must be followed by (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The throttled sequence.</returns>
    public static IObservable<TSource> Throttle<TSource>(this IObservable<TSource> source, TimeSpan dueTime, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        return new Operators.Throttle<TSource>(source, dueTime, TimingScheduler(scheduler));
    }

    /// <summary>The same operator as <see cref="Throttle{TSource}(IObservable{TSource}, TimeSpan, IScheduler?)"/> under its common name: a value goes out after <paramref name="dueTime"/> without a newer one.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The quiet time a value must be followed by (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The debounced sequence.</returns>
    public static IObservable<TSource> Debounce<TSource>(this IObservable<TSource> source, TimeSpan dueTime, IScheduler? scheduler = null) =>
        Throttle(source, dueTime, scheduler);

    /// <summary>Every <paramref name="interval"/>, emits the latest value received since the previous tick, if any.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="interval">The sampling period (zero or more; zero samples on every tick of the scheduler, as in Rx.NET).</param>
    /// <param name="scheduler">The scheduler of the periodic timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The sampled sequence; it completes at the first tick after the source completed.</returns>
    public static IObservable<TSource> Sample<TSource>(this IObservable<TSource> source, TimeSpan interval, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(interval, TimeSpan.Zero);
        return new Operators.Sample<TSource>(source, interval, TimingScheduler(scheduler));
    }

    /// <summary>On each value of <paramref name="sampler"/>, emits the latest source value received since the previous sample, if any.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TSample">The sampler's element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="sampler">The sampling ticks.</param>
    /// <returns>The sampled sequence.</returns>
    public static IObservable<TSource> Sample<TSource, TSample>(this IObservable<TSource> source, IObservable<TSample> sampler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(sampler);
        return new Operators.SampleObservable<TSource, TSample>(source, sampler);
    }

    /// <summary>Fails with <see cref="TimeoutException"/> if <paramref name="dueTime"/> passes without a value (counted from subscription, then from each value).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The longest allowed silence (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The source, or an error on timeout (the source is disposed first).</returns>
    public static IObservable<TSource> Timeout<TSource>(this IObservable<TSource> source, TimeSpan dueTime, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        return new Operators.Timeout<TSource>(source, dueTime, null, null, TimingScheduler(scheduler));
    }

    /// <summary>Switches to <paramref name="other"/> if <paramref name="dueTime"/> passes without a value (counted from subscription, then from each value).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The longest allowed silence (non-negative).</param>
    /// <param name="other">The sequence that takes over on timeout.</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The source, then <paramref name="other"/> on timeout (the source is disposed first).</returns>
    public static IObservable<TSource> Timeout<TSource>(this IObservable<TSource> source, TimeSpan dueTime, IObservable<TSource> other, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(other);
        ArgumentOutOfRangeException.ThrowIfLessThan(dueTime, TimeSpan.Zero);
        return new Operators.Timeout<TSource>(source, dueTime, null, other, TimingScheduler(scheduler));
    }

    /// <summary>Fails with <see cref="TimeoutException"/> if the source has not terminated by <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The absolute deadline.</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The source, or an error at the deadline (the source is disposed first).</returns>
    public static IObservable<TSource> Timeout<TSource>(this IObservable<TSource> source, DateTimeOffset dueTime, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Timeout<TSource>(source, TimeSpan.Zero, dueTime, null, TimingScheduler(scheduler));
    }

    /// <summary>Switches to <paramref name="other"/> if the source has not terminated by <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="dueTime">The absolute deadline.</param>
    /// <param name="other">The sequence that takes over at the deadline.</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The source, then <paramref name="other"/> at the deadline (the source is disposed first).</returns>
    public static IObservable<TSource> Timeout<TSource>(this IObservable<TSource> source, DateTimeOffset dueTime, IObservable<TSource> other, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(other);
        return new Operators.Timeout<TSource>(source, TimeSpan.Zero, dueTime, other, TimingScheduler(scheduler));
    }

    /// <summary>Pairs each value with the scheduler's current time.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="scheduler">The clock (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The timestamped values.</returns>
    public static IObservable<Timestamped<TSource>> Timestamp<TSource>(this IObservable<TSource> source, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Timestamp<TSource>(source, TimingScheduler(scheduler));
    }

    /// <summary>Pairs each value with the time elapsed since the previous value (the first: since subscription), measured with the scheduler's stopwatch.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="scheduler">The stopwatch provider (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The values with their intervals.</returns>
    public static IObservable<TimeInterval<TSource>> TimeInterval<TSource>(this IObservable<TSource> source, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.TimeInterval<TSource>(source, TimingScheduler(scheduler));
    }

    /// <summary>Drops the values received during the first <paramref name="duration"/> after subscription.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="duration">The time to skip (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The later values.</returns>
    public static IObservable<TSource> Skip<TSource>(this IObservable<TSource> source, TimeSpan duration, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(duration, TimeSpan.Zero);
        return duration == TimeSpan.Zero && source is Internal.IProducer<TSource> ? source : new Operators.SkipTime<TSource>(source, duration, null, TimingScheduler(scheduler));
    }

    /// <summary>Relays the values received during the first <paramref name="duration"/> after subscription, then completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="duration">The time to take (non-negative).</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The early values.</returns>
    public static IObservable<TSource> Take<TSource>(this IObservable<TSource> source, TimeSpan duration, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(duration, TimeSpan.Zero);
        return new Operators.TakeTime<TSource>(source, duration, null, TimingScheduler(scheduler));
    }

    /// <summary>Drops the values received before <paramref name="startTime"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="startTime">When values start to pass.</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The later values.</returns>
    public static IObservable<TSource> SkipUntil<TSource>(this IObservable<TSource> source, DateTimeOffset startTime, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.SkipTime<TSource>(source, TimeSpan.Zero, startTime, TimingScheduler(scheduler));
    }

    /// <summary>Relays the values received before <paramref name="endTime"/>, then completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="endTime">When the sequence completes.</param>
    /// <param name="scheduler">The scheduler of the timer (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The early values.</returns>
    public static IObservable<TSource> TakeUntil<TSource>(this IObservable<TSource> source, DateTimeOffset endTime, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.TakeTime<TSource>(source, TimeSpan.Zero, endTime, TimingScheduler(scheduler));
    }

    /// <summary>Drops the values received during the last <paramref name="duration"/> before completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="duration">The trailing time to drop (non-negative).</param>
    /// <param name="scheduler">The stopwatch provider (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>Each value, once it is older than <paramref name="duration"/>.</returns>
    public static IObservable<TSource> SkipLast<TSource>(this IObservable<TSource> source, TimeSpan duration, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(duration, TimeSpan.Zero);
        return new Operators.SkipLastTime<TSource>(source, duration, TimingScheduler(scheduler));
    }

    /// <summary>At completion, emits the values received during the last <paramref name="duration"/> (on the completing thread).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="duration">The trailing time to keep (non-negative).</param>
    /// <param name="scheduler">The stopwatch provider (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The trailing values.</returns>
    public static IObservable<TSource> TakeLast<TSource>(this IObservable<TSource> source, TimeSpan duration, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(duration, TimeSpan.Zero);
        return new Operators.TakeLastTime<TSource>(source, duration, TimingScheduler(scheduler), null);
    }

    /// <summary>At completion, emits the values received during the last <paramref name="duration"/>, one per step of <paramref name="loopScheduler"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="duration">The trailing time to keep (non-negative).</param>
    /// <param name="timerScheduler">The stopwatch provider.</param>
    /// <param name="loopScheduler">The scheduler that emits the kept values.</param>
    /// <returns>The trailing values.</returns>
    public static IObservable<TSource> TakeLast<TSource>(this IObservable<TSource> source, TimeSpan duration, IScheduler timerScheduler, IScheduler loopScheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(timerScheduler);
        ArgumentNullException.ThrowIfNull(loopScheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(duration, TimeSpan.Zero);
        return new Operators.TakeLastTime<TSource>(source, duration, timerScheduler, loopScheduler);
    }

    /// <summary>Generates a sequence by iterating a state, emitting each result at a time relative to the previous one.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="initialState">The first state.</param>
    /// <param name="condition">Continues while true.</param>
    /// <param name="iterate">Computes the next state.</param>
    /// <param name="resultSelector">Maps a state to the value to emit.</param>
    /// <param name="timeSelector">The delay before the state's value is emitted.</param>
    /// <param name="scheduler">The scheduler of the steps (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The generated sequence.</returns>
    public static IObservable<TResult> Generate<TState, TResult>(TState initialState, Func<TState, bool> condition, Func<TState, TState> iterate, Func<TState, TResult> resultSelector, Func<TState, TimeSpan> timeSelector, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(condition);
        ArgumentNullException.ThrowIfNull(iterate);
        ArgumentNullException.ThrowIfNull(resultSelector);
        ArgumentNullException.ThrowIfNull(timeSelector);
        return new Operators.GenerateTime<TState, TResult>(initialState, condition, iterate, resultSelector, timeSelector, null, TimingScheduler(scheduler));
    }

    /// <summary>Generates a sequence by iterating a state, emitting each result at an absolute time.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="initialState">The first state.</param>
    /// <param name="condition">Continues while true.</param>
    /// <param name="iterate">Computes the next state.</param>
    /// <param name="resultSelector">Maps a state to the value to emit.</param>
    /// <param name="timeSelector">When the state's value is emitted.</param>
    /// <param name="scheduler">The scheduler of the steps (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The generated sequence.</returns>
    public static IObservable<TResult> Generate<TState, TResult>(TState initialState, Func<TState, bool> condition, Func<TState, TState> iterate, Func<TState, TResult> resultSelector, Func<TState, DateTimeOffset> timeSelector, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(condition);
        ArgumentNullException.ThrowIfNull(iterate);
        ArgumentNullException.ThrowIfNull(resultSelector);
        ArgumentNullException.ThrowIfNull(timeSelector);
        return new Operators.GenerateTime<TState, TResult>(initialState, condition, iterate, resultSelector, null, timeSelector, TimingScheduler(scheduler));
    }

    /// <summary>Collects values into consecutive buffers of <paramref name="timeSpan"/> each.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="timeSpan">The length of each buffer (positive).</param>
    /// <param name="scheduler">The scheduler of the timers (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The buffers (possibly empty), in order.</returns>
    public static IObservable<IList<TSource>> Buffer<TSource>(this IObservable<TSource> source, TimeSpan timeSpan, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeSpan, TimeSpan.Zero);
        return new Operators.BufferTime<TSource>(source, timeSpan, timeSpan, 0, TimingScheduler(scheduler));
    }

    /// <summary>Collects values into buffers that open every <paramref name="timeShift"/> and last <paramref name="timeSpan"/> (overlapping when the shift is shorter, with gaps when it is longer).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="timeSpan">The length of each buffer (positive).</param>
    /// <param name="timeShift">The time between buffer starts (positive).</param>
    /// <param name="scheduler">The scheduler of the timers (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The buffers, in the order they close.</returns>
    public static IObservable<IList<TSource>> Buffer<TSource>(this IObservable<TSource> source, TimeSpan timeSpan, TimeSpan timeShift, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeSpan, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeShift, TimeSpan.Zero);
        return new Operators.BufferTime<TSource>(source, timeSpan, timeShift, 0, TimingScheduler(scheduler));
    }

    /// <summary>Collects values into buffers that close when full (<paramref name="count"/>) or <paramref name="timeSpan"/> after they opened, whichever comes first.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="timeSpan">The longest life of a buffer (positive).</param>
    /// <param name="count">The largest buffer (positive).</param>
    /// <param name="scheduler">The scheduler of the timers (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The buffers, in order.</returns>
    public static IObservable<IList<TSource>> Buffer<TSource>(this IObservable<TSource> source, TimeSpan timeSpan, int count, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeSpan, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(count);
        return new Operators.BufferTime<TSource>(source, timeSpan, timeSpan, count, TimingScheduler(scheduler));
    }

    /// <summary>Splits the sequence into consecutive windows of <paramref name="timeSpan"/> each.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="timeSpan">The length of each window (positive).</param>
    /// <param name="scheduler">The scheduler of the timers (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The windows (hot sequences), in order.</returns>
    public static IObservable<IObservable<TSource>> Window<TSource>(this IObservable<TSource> source, TimeSpan timeSpan, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeSpan, TimeSpan.Zero);
        return new Operators.WindowTime<TSource>(source, timeSpan, timeSpan, 0, TimingScheduler(scheduler));
    }

    /// <summary>Splits the sequence into windows that open every <paramref name="timeShift"/> and last <paramref name="timeSpan"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="timeSpan">The length of each window (positive).</param>
    /// <param name="timeShift">The time between window starts (positive).</param>
    /// <param name="scheduler">The scheduler of the timers (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The windows (hot sequences), in the order they open.</returns>
    public static IObservable<IObservable<TSource>> Window<TSource>(this IObservable<TSource> source, TimeSpan timeSpan, TimeSpan timeShift, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeSpan, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeShift, TimeSpan.Zero);
        return new Operators.WindowTime<TSource>(source, timeSpan, timeShift, 0, TimingScheduler(scheduler));
    }

    /// <summary>Splits the sequence into windows that complete at <paramref name="count"/> values or <paramref name="timeSpan"/> after they opened, whichever comes first.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="timeSpan">The longest life of a window (positive).</param>
    /// <param name="count">The most values in a window (positive).</param>
    /// <param name="scheduler">The scheduler of the timers (default <see cref="Scheduler.Default"/>).</param>
    /// <returns>The windows (hot sequences), in order.</returns>
    public static IObservable<IObservable<TSource>> Window<TSource>(this IObservable<TSource> source, TimeSpan timeSpan, int count, IScheduler? scheduler = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(timeSpan, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(count);
        return new Operators.WindowTime<TSource>(source, timeSpan, timeSpan, count, TimingScheduler(scheduler));
    }

    /// <summary>Delays each value until the sequence selected for it signals (its first value or its completion).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TDelay">The delay sequences' element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="delayDurationSelector">Selects the sequence that releases a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The delayed values, in release order; completion after the source completed and every value was released.</returns>
    public static IObservable<TSource> Delay<TSource, TDelay>(this IObservable<TSource> source, Func<TSource, IObservable<TDelay>> delayDurationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(delayDurationSelector);
        return new Operators.DelaySelector<TSource, TDelay>(source, null, delayDurationSelector);
    }

    /// <summary>Subscribes to the source when <paramref name="subscriptionDelay"/> signals, then delays each value until the sequence selected for it signals.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TDelay">The delay sequences' element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="subscriptionDelay">Its first value or completion subscribes the source.</param>
    /// <param name="delayDurationSelector">Selects the sequence that releases a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The delayed values, in release order.</returns>
    public static IObservable<TSource> Delay<TSource, TDelay>(this IObservable<TSource> source, IObservable<TDelay> subscriptionDelay, Func<TSource, IObservable<TDelay>> delayDurationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(subscriptionDelay);
        ArgumentNullException.ThrowIfNull(delayDurationSelector);
        return new Operators.DelaySelector<TSource, TDelay>(source, subscriptionDelay, delayDurationSelector);
    }

    /// <summary>Emits a value only if the sequence selected for it signals (a value or completion) before a newer value arrives.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TThrottle">The throttle sequences' element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="throttleDurationSelector">Selects the quiet period of a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The throttled sequence; completion releases the pending value.</returns>
    public static IObservable<TSource> Throttle<TSource, TThrottle>(this IObservable<TSource> source, Func<TSource, IObservable<TThrottle>> throttleDurationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(throttleDurationSelector);
        return new Operators.ThrottleSelector<TSource, TThrottle>(source, throttleDurationSelector);
    }

    /// <summary>The same operator as <see cref="Throttle{TSource, TThrottle}(IObservable{TSource}, Func{TSource, IObservable{TThrottle}})"/> under its common name.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TThrottle">The throttle sequences' element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="throttleDurationSelector">Selects the quiet period of a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The debounced sequence.</returns>
    public static IObservable<TSource> Debounce<TSource, TThrottle>(this IObservable<TSource> source, Func<TSource, IObservable<TThrottle>> throttleDurationSelector) =>
        Throttle(source, throttleDurationSelector);

    /// <summary>Fails with <see cref="TimeoutException"/> if a value is not followed by another before the sequence selected for it signals.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TTimeout">The timeout sequences' element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="timeoutDurationSelector">Selects the timeout after a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The source, or an error on timeout (the source is disposed first).</returns>
    public static IObservable<TSource> Timeout<TSource, TTimeout>(this IObservable<TSource> source, Func<TSource, IObservable<TTimeout>> timeoutDurationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(timeoutDurationSelector);
        return new Operators.TimeoutSelector<TSource, TTimeout>(source, null, timeoutDurationSelector, null);
    }

    /// <summary>Switches to <paramref name="other"/> if a value is not followed by another before the sequence selected for it signals.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TTimeout">The timeout sequences' element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="timeoutDurationSelector">Selects the timeout after a value; a throw becomes <c>OnError</c>.</param>
    /// <param name="other">The sequence that takes over on timeout.</param>
    /// <returns>The source, then <paramref name="other"/> on timeout.</returns>
    public static IObservable<TSource> Timeout<TSource, TTimeout>(this IObservable<TSource> source, Func<TSource, IObservable<TTimeout>> timeoutDurationSelector, IObservable<TSource> other)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(timeoutDurationSelector);
        ArgumentNullException.ThrowIfNull(other);
        return new Operators.TimeoutSelector<TSource, TTimeout>(source, null, timeoutDurationSelector, other);
    }

    /// <summary>Fails with <see cref="TimeoutException"/> if the first value does not arrive before <paramref name="firstTimeout"/> signals, or a next one before the sequence selected for the previous value signals.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TTimeout">The timeout sequences' element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="firstTimeout">The timeout for the first value.</param>
    /// <param name="timeoutDurationSelector">Selects the timeout after a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The source, or an error on timeout.</returns>
    public static IObservable<TSource> Timeout<TSource, TTimeout>(this IObservable<TSource> source, IObservable<TTimeout> firstTimeout, Func<TSource, IObservable<TTimeout>> timeoutDurationSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(firstTimeout);
        ArgumentNullException.ThrowIfNull(timeoutDurationSelector);
        return new Operators.TimeoutSelector<TSource, TTimeout>(source, firstTimeout, timeoutDurationSelector, null);
    }

    /// <summary>Switches to <paramref name="other"/> if the first value does not arrive before <paramref name="firstTimeout"/> signals, or a next one before the sequence selected for the previous value signals.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TTimeout">The timeout sequences' element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="firstTimeout">The timeout for the first value.</param>
    /// <param name="timeoutDurationSelector">Selects the timeout after a value; a throw becomes <c>OnError</c>.</param>
    /// <param name="other">The sequence that takes over on timeout.</param>
    /// <returns>The source, then <paramref name="other"/> on timeout.</returns>
    public static IObservable<TSource> Timeout<TSource, TTimeout>(this IObservable<TSource> source, IObservable<TTimeout> firstTimeout, Func<TSource, IObservable<TTimeout>> timeoutDurationSelector, IObservable<TSource> other)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(firstTimeout);
        ArgumentNullException.ThrowIfNull(timeoutDurationSelector);
        ArgumentNullException.ThrowIfNull(other);
        return new Operators.TimeoutSelector<TSource, TTimeout>(source, firstTimeout, timeoutDurationSelector, other);
    }
}
