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
}
