namespace Rheo.Linq.RetryPolicies;

/// <summary>
/// Says whether and after how long an error is retried (<c>OnErrorRetry</c>, <c>RetryWithBackoff</c>,
/// <c>RetryWithFixedDelay</c>, <c>RetryForeverWithDelay</c>). <c>attempt</c> is 1 for the first retry. Shared by the
/// delayed retry operators of Rheo (<c>Linq/Operators/Ex/DelayedRetry.cs</c>) and of Rheo.Async, which is why it
/// lives apart from both.
/// </summary>
internal abstract class RetryPolicy
{
    public abstract bool TryGetDelay(Exception error, int attempt, out TimeSpan delay);
}

/// <summary>Retries while the predicate holds, up to a count, after a fixed delay.</summary>
internal sealed class PredicateRetryPolicy(Func<Exception, bool>? shouldRetry, int maxRetries, TimeSpan delay) : RetryPolicy
{
    public override bool TryGetDelay(Exception error, int attempt, out TimeSpan result)
    {
        result = delay;
        return attempt <= maxRetries && (shouldRetry is null || shouldRetry(error));
    }
}

/// <summary>Exponential backoff: initial × factor^(attempt - 1), capped, then jittered.</summary>
internal sealed class BackoffRetryPolicy(int maxRetries, TimeSpan initialDelay, TimeSpan maxDelay, double factor, Func<TimeSpan, TimeSpan>? jitter) : RetryPolicy
{
    public override bool TryGetDelay(Exception error, int attempt, out TimeSpan result)
    {
        result = TimeSpan.Zero;
        if (attempt > maxRetries)
        {
            return false;
        }

        var ticks = initialDelay.Ticks * Math.Pow(factor, attempt - 1);
        var delay = ticks >= maxDelay.Ticks || double.IsNaN(ticks) ? maxDelay : TimeSpan.FromTicks((long)ticks);
        if (jitter is not null)
        {
            delay = jitter(delay);
        }

        result = delay < TimeSpan.Zero ? TimeSpan.Zero : delay;
        return true;
    }
}
