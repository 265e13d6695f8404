using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// Says whether and after how long an error is retried (<c>OnErrorRetry</c>, <c>RetryWithBackoff</c>,
/// <c>RetryWithFixedDelay</c>, <c>RetryForeverWithDelay</c>). <c>attempt</c> is 1 for the first retry.
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

/// <summary>
/// The retry operators with a delay: on an error the policy decides; a retry resubscribes the source from a
/// work item on the scheduler (so a source that fails synchronously never grows the stack), the error is
/// passed on otherwise. Disposing cancels a pending retry and the current subscription.
/// </summary>
internal sealed class DelayedRetry<T>(IObservable<T> source, RetryPolicy policy, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, source, policy, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, IObservable<T> source, RetryPolicy policy, IScheduler scheduler) : ISubscriber<T>, IDisposable
    {
        private IDisposable? _upstream;
        private IDisposable? _timer;
        private int _attempt;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetSerial(ref _upstream, upstream);

        public void OnNext(T value) => downstream.OnNext(value);

        public void OnCompleted() => downstream.OnCompleted();

        public void OnError(Exception error)
        {
            bool retry;
            TimeSpan delay;
            try
            {
                retry = policy.TryGetDelay(error, ++_attempt, out delay);
            }
            catch (Exception policyError)
            {
                Dispose();
                downstream.OnError(policyError);
                return;
            }

            if (!retry)
            {
                downstream.OnError(error);
                return;
            }

            if (DisposableSlot.IsDisposed(Volatile.Read(ref _upstream)))
            {
                return;
            }

            DisposableSlot.TrySetSerial(ref _timer, scheduler.Schedule(this, delay, static (_, sink) => sink.Resubscribe()));
        }

        public void Dispose()
        {
            DisposableSlot.Dispose(ref _upstream);
            DisposableSlot.Dispose(ref _timer);
        }

        private IDisposable Resubscribe()
        {
            if (!DisposableSlot.IsDisposed(Volatile.Read(ref _upstream)))
            {
                source.Run(this);
            }

            return Rheo.Disposables.Disposable.Empty;
        }
    }
}
