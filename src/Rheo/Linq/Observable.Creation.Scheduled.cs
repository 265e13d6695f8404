using Rheo.Concurrency;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Returns an observable that sends <paramref name="value"/> and completes from one work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="value">The single value.</param>
    /// <param name="scheduler">Where the messages are sent.</param>
    /// <returns>The observable; per subscription one sink and one work item.</returns>
    public static IObservable<TResult> Return<TResult>(TResult value, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return scheduler is ImmediateScheduler ? new Operators.Return<TResult>(value) : new Operators.ScheduledReturn<TResult>(value, scheduler);
    }

    /// <summary>Returns an observable that completes from a work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="scheduler">Where the completion is sent.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Empty<TResult>(IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return scheduler is ImmediateScheduler ? Operators.Empty<TResult>.Instance : new Operators.ScheduledEmpty<TResult>(scheduler);
    }

    /// <summary>Returns an observable that completes from a work item on <paramref name="scheduler"/>; the witness only fixes the element type.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="scheduler">Where the completion is sent.</param>
    /// <param name="witness">Unused; infers <typeparamref name="TResult"/>.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Empty<TResult>(IScheduler scheduler, TResult witness) => Empty<TResult>(scheduler);

    /// <summary>Returns an observable that fails with <paramref name="exception"/> from a work item on <paramref name="scheduler"/>.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="exception">The error.</param>
    /// <param name="scheduler">Where the error is sent.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Throw<TResult>(Exception exception, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(exception);
        ArgumentNullException.ThrowIfNull(scheduler);
        return scheduler is ImmediateScheduler ? new Operators.Throw<TResult>(exception) : new Operators.ScheduledThrow<TResult>(exception, scheduler);
    }

    /// <summary>Returns an observable that fails from a work item on <paramref name="scheduler"/>; the witness only fixes the element type.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="exception">The error.</param>
    /// <param name="scheduler">Where the error is sent.</param>
    /// <param name="witness">Unused; infers <typeparamref name="TResult"/>.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Throw<TResult>(Exception exception, IScheduler scheduler, TResult witness) => Throw<TResult>(exception, scheduler);

    /// <summary>
    /// Returns an observable of <paramref name="count"/> consecutive integers from <paramref name="start"/>, sent
    /// on <paramref name="scheduler"/>: in one cancelable loop on a long-running scheduler (<c>NewThreadScheduler</c>,
    /// <c>TaskPoolScheduler</c>), otherwise one value per work item so other work on the scheduler interleaves.
    /// </summary>
    /// <param name="start">The first value.</param>
    /// <param name="count">How many values.</param>
    /// <param name="scheduler">Where the values are sent.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative or <c>start + count - 1</c> exceeds <see cref="int.MaxValue"/>.</exception>
    public static IObservable<int> Range(int start, int count, IScheduler scheduler)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        ArgumentNullException.ThrowIfNull(scheduler);
        if ((long)start + count - 1 > int.MaxValue)
        {
            throw new ArgumentOutOfRangeException(nameof(count), count, "start + count - 1 exceeds int.MaxValue.");
        }

        return scheduler is ImmediateScheduler ? Range(start, count) : new Operators.ScheduledRange(start, count, scheduler);
    }

    /// <summary>
    /// Repeats <paramref name="value"/> forever on <paramref name="scheduler"/>: one loop with a cancel check on a
    /// long-running scheduler (<see cref="NewThreadScheduler"/>, <see cref="TaskPoolScheduler"/>), one value per
    /// work item elsewhere.
    /// </summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="value">The value to repeat.</param>
    /// <param name="scheduler">Where the values are produced.</param>
    /// <returns>The observable; on a long-running scheduler no allocation per value.</returns>
    public static IObservable<TResult> Repeat<TResult>(TResult value, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ScheduledRepeat<TResult>(value, null, scheduler);
    }

    /// <summary>Repeats <paramref name="value"/> <paramref name="repeatCount"/> times on <paramref name="scheduler"/>, then completes.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="value">The value to repeat.</param>
    /// <param name="repeatCount">How many times; zero or more.</param>
    /// <param name="scheduler">Where the values are produced.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="repeatCount"/> is negative.</exception>
    public static IObservable<TResult> Repeat<TResult>(TResult value, int repeatCount, IScheduler scheduler)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(repeatCount);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ScheduledRepeat<TResult>(value, repeatCount, scheduler);
    }

    /// <summary>Runs a state machine on <paramref name="scheduler"/>, one value per step, while <paramref name="condition"/> holds.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="initialState">The first state.</param>
    /// <param name="condition">Continues while true; a throw becomes <c>OnError</c>.</param>
    /// <param name="iterate">Computes the next state; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Maps a state to a value; a throw becomes <c>OnError</c>.</param>
    /// <param name="scheduler">Where the values are produced.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Generate<TState, TResult>(TState initialState, Func<TState, bool> condition, Func<TState, TState> iterate, Func<TState, TResult> resultSelector, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(condition);
        ArgumentNullException.ThrowIfNull(iterate);
        ArgumentNullException.ThrowIfNull(resultSelector);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ScheduledGenerate<TState, TResult>(initialState, condition, iterate, resultSelector, scheduler);
    }

    /// <summary>Emits the elements of <paramref name="source"/> on <paramref name="scheduler"/>; the enumerator is disposed on completion, error and dispose.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="scheduler">Where the elements are enumerated and emitted.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> ToObservable<TSource>(this IEnumerable<TSource> source, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.ScheduledToObservable<TSource>(source, scheduler);
    }
}
