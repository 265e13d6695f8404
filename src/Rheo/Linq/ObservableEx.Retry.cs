using Rheo.Concurrency;

namespace Rheo.Linq;

public static partial class ObservableEx
{
    /// <summary>
    /// Resubscribes to the source after an error for which <paramref name="shouldRetry"/> holds, at once (from a
    /// work item on <see cref="Scheduler.CurrentThread"/>, so the stack does not grow), as often as it fails.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="shouldRetry">Says whether an error is retried; otherwise it is passed on. A throw becomes <c>OnError</c>.</param>
    /// <returns>The source's values over all attempts.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="shouldRetry"/> is null.</exception>
    public static IObservable<T> OnErrorRetry<T>(this IObservable<T> source, Func<Exception, bool> shouldRetry) =>
        OnErrorRetry(source, shouldRetry, int.MaxValue, TimeSpan.Zero, Scheduler.CurrentThread);

    /// <summary>Resubscribes to the source after an error for which <paramref name="shouldRetry"/> holds, at once, at most <paramref name="retryCount"/> times.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="shouldRetry">Says whether an error is retried; otherwise it is passed on. A throw becomes <c>OnError</c>.</param>
    /// <param name="retryCount">The most retries over the subscription's life (0: none).</param>
    /// <returns>The source's values over all attempts; the last error when the retries run out.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="shouldRetry"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="retryCount"/> is negative.</exception>
    public static IObservable<T> OnErrorRetry<T>(this IObservable<T> source, Func<Exception, bool> shouldRetry, int retryCount) =>
        OnErrorRetry(source, shouldRetry, retryCount, TimeSpan.Zero, Scheduler.CurrentThread);

    /// <summary>Resubscribes to the source <paramref name="delay"/> after an error for which <paramref name="shouldRetry"/> holds, at most <paramref name="retryCount"/> times, on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="shouldRetry">Says whether an error is retried; otherwise it is passed on. A throw becomes <c>OnError</c>.</param>
    /// <param name="retryCount">The most retries over the subscription's life (0: none).</param>
    /// <param name="delay">The wait before each retry.</param>
    /// <returns>The source's values over all attempts; the last error when the retries run out.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="shouldRetry"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="retryCount"/> or <paramref name="delay"/> is negative.</exception>
    public static IObservable<T> OnErrorRetry<T>(this IObservable<T> source, Func<Exception, bool> shouldRetry, int retryCount, TimeSpan delay) =>
        OnErrorRetry(source, shouldRetry, retryCount, delay, Scheduler.Default);

    /// <summary>Resubscribes to the source <paramref name="delay"/> after an error for which <paramref name="shouldRetry"/> holds, at most <paramref name="retryCount"/> times.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="shouldRetry">Says whether an error is retried; otherwise it is passed on. A throw becomes <c>OnError</c>.</param>
    /// <param name="retryCount">The most retries over the subscription's life (0: none).</param>
    /// <param name="delay">The wait before each retry.</param>
    /// <param name="scheduler">The scheduler that waits and resubscribes.</param>
    /// <returns>The source's values over all attempts; the last error when the retries run out.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/>, <paramref name="shouldRetry"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="retryCount"/> or <paramref name="delay"/> is negative.</exception>
    public static IObservable<T> OnErrorRetry<T>(this IObservable<T> source, Func<Exception, bool> shouldRetry, int retryCount, TimeSpan delay, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(shouldRetry);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfNegative(retryCount);
        ArgumentOutOfRangeException.ThrowIfLessThan(delay, TimeSpan.Zero);
        return new Operators.DelayedRetry<T>(source, new RetryPolicies.PredicateRetryPolicy(shouldRetry, retryCount, delay), scheduler);
    }

    /// <summary>
    /// Retries with exponential backoff on <see cref="Scheduler.Default"/>: the n-th retry waits
    /// <paramref name="initialDelay"/> × 2^(n-1), capped at <paramref name="maxDelay"/>.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="maxRetries">The most retries over the subscription's life.</param>
    /// <param name="initialDelay">The wait before the first retry.</param>
    /// <param name="maxDelay">The longest wait.</param>
    /// <returns>The source's values over all attempts; the last error when the retries run out.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException">A count or delay is negative, or <paramref name="maxDelay"/> is less than <paramref name="initialDelay"/>.</exception>
    public static IObservable<T> RetryWithBackoff<T>(this IObservable<T> source, int maxRetries, TimeSpan initialDelay, TimeSpan maxDelay) =>
        RetryWithBackoff(source, maxRetries, initialDelay, maxDelay, 2.0, null, Scheduler.Default);

    /// <summary>
    /// Retries with exponential backoff: the n-th retry waits <paramref name="initialDelay"/> ×
    /// <paramref name="factor"/>^(n-1), capped at <paramref name="maxDelay"/>, then passed through
    /// <paramref name="jitter"/> if given (e.g. <c>d =&gt; d * (0.5 + random.NextDouble() / 2)</c> with a seeded
    /// <see cref="Random"/> for "equal jitter"); a negative result counts as zero.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="maxRetries">The most retries over the subscription's life.</param>
    /// <param name="initialDelay">The wait before the first retry.</param>
    /// <param name="maxDelay">The longest wait before jitter.</param>
    /// <param name="factor">The growth factor, at least 1.</param>
    /// <param name="jitter">Turns the computed wait into the actual one; null for none. A throw becomes <c>OnError</c>.</param>
    /// <param name="scheduler">The scheduler that waits and resubscribes.</param>
    /// <returns>The source's values over all attempts; the last error when the retries run out.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException">A count or delay is negative, <paramref name="maxDelay"/> is less than <paramref name="initialDelay"/>, or <paramref name="factor"/> is less than 1.</exception>
    public static IObservable<T> RetryWithBackoff<T>(this IObservable<T> source, int maxRetries, TimeSpan initialDelay, TimeSpan maxDelay, double factor, Func<TimeSpan, TimeSpan>? jitter, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfNegative(maxRetries);
        ArgumentOutOfRangeException.ThrowIfLessThan(initialDelay, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxDelay, initialDelay);
        ArgumentOutOfRangeException.ThrowIfLessThan(factor, 1.0);
        return new Operators.DelayedRetry<T>(source, new RetryPolicies.BackoffRetryPolicy(maxRetries, initialDelay, maxDelay, factor, jitter), scheduler);
    }

    /// <summary>Retries at most <paramref name="retryCount"/> times, waiting <paramref name="delay"/> before each, on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="retryCount">The most retries over the subscription's life.</param>
    /// <param name="delay">The wait before each retry.</param>
    /// <returns>The source's values over all attempts; the last error when the retries run out.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="retryCount"/> or <paramref name="delay"/> is negative.</exception>
    public static IObservable<T> RetryWithFixedDelay<T>(this IObservable<T> source, int retryCount, TimeSpan delay) =>
        RetryWithFixedDelay(source, retryCount, delay, Scheduler.Default);

    /// <summary>Retries at most <paramref name="retryCount"/> times, waiting <paramref name="delay"/> before each.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="retryCount">The most retries over the subscription's life.</param>
    /// <param name="delay">The wait before each retry.</param>
    /// <param name="scheduler">The scheduler that waits and resubscribes.</param>
    /// <returns>The source's values over all attempts; the last error when the retries run out.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="retryCount"/> or <paramref name="delay"/> is negative.</exception>
    public static IObservable<T> RetryWithFixedDelay<T>(this IObservable<T> source, int retryCount, TimeSpan delay, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfNegative(retryCount);
        ArgumentOutOfRangeException.ThrowIfLessThan(delay, TimeSpan.Zero);
        return new Operators.DelayedRetry<T>(source, new RetryPolicies.PredicateRetryPolicy(null, retryCount, delay), scheduler);
    }

    /// <summary>Retries every error, forever, waiting <paramref name="delay"/> before each retry, on <see cref="Scheduler.Default"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="delay">The wait before each retry.</param>
    /// <returns>The source's values over all attempts; never fails.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="delay"/> is negative.</exception>
    public static IObservable<T> RetryForeverWithDelay<T>(this IObservable<T> source, TimeSpan delay) =>
        RetryForeverWithDelay(source, delay, Scheduler.Default);

    /// <summary>Retries every error, forever, waiting <paramref name="delay"/> before each retry.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="delay">The wait before each retry.</param>
    /// <param name="scheduler">The scheduler that waits and resubscribes.</param>
    /// <returns>The source's values over all attempts; never fails.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="scheduler"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="delay"/> is negative.</exception>
    public static IObservable<T> RetryForeverWithDelay<T>(this IObservable<T> source, TimeSpan delay, IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentOutOfRangeException.ThrowIfLessThan(delay, TimeSpan.Zero);
        return new Operators.DelayedRetry<T>(source, new RetryPolicies.PredicateRetryPolicy(null, int.MaxValue, delay), scheduler);
    }
}
