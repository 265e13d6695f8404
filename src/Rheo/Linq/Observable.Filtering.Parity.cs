using Rheo.Concurrency;

namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Takes the first <paramref name="count"/> values; <c>Take(0, scheduler)</c> completes on
    /// <paramref name="scheduler"/> without subscribing to the source (as <c>Empty(scheduler)</c>).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">How many values to take (non-negative).</param>
    /// <param name="scheduler">The scheduler that sends the completion when <paramref name="count"/> is 0.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public static IObservable<TSource> Take<TSource>(this IObservable<TSource> source, int count, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        ArgumentNullException.ThrowIfNull(scheduler);
        return count == 0 ? Empty<TSource>(scheduler) : source.Take(count);
    }

    /// <summary>
    /// Relays the source until <paramref name="cancellationToken"/> is canceled, then disposes the source and completes;
    /// a token canceled already completes at once, without subscribing to the source.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="cancellationToken">The token whose cancellation completes the result.</param>
    /// <returns>The observable; the token registration is removed when the subscription ends.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<TSource> TakeUntil<TSource>(this IObservable<TSource> source, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.TakeUntilCancellationToken<TSource>(source, cancellationToken);
    }

    /// <summary>At completion, emits the last <paramref name="count"/> values as one list (empty if there were none), then completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="count">How many trailing values to keep (non-negative).</param>
    /// <returns>The observable of one list; an error passes through.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public static IObservable<IList<TSource>> TakeLastBuffer<TSource>(this IObservable<TSource> source, int count)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        return new Operators.TakeLastBuffer<TSource>(source, count);
    }

    /// <summary>At completion, emits the values received during the last <paramref name="duration"/> as one list, timed on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="duration">The trailing time to keep (non-negative); a value exactly this old is dropped.</param>
    /// <returns>The observable of one list; an error passes through.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="duration"/> is negative.</exception>
    public static IObservable<IList<TSource>> TakeLastBuffer<TSource>(this IObservable<TSource> source, TimeSpan duration)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(duration, TimeSpan.Zero);
        return new Operators.TakeLastBufferTime<TSource>(source, duration, Scheduler.Default);
    }

    /// <summary>At completion, emits the values received during the last <paramref name="duration"/> as one list, timed on <paramref name="scheduler"/>'s stopwatch.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="duration">The trailing time to keep (non-negative); a value exactly this old is dropped.</param>
    /// <param name="scheduler">The stopwatch provider; the list is sent on the completing thread.</param>
    /// <returns>The observable of one list; an error passes through.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="duration"/> is negative.</exception>
    public static IObservable<IList<TSource>> TakeLastBuffer<TSource>(this IObservable<TSource> source, TimeSpan duration, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfLessThan(duration, TimeSpan.Zero);
        ArgumentNullException.ThrowIfNull(scheduler);
        return new Operators.TakeLastBufferTime<TSource>(source, duration, scheduler);
    }
}
