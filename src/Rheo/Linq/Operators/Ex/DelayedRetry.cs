using Rheo.Concurrency;
using Rheo.Internal;
using Rheo.Linq.RetryPolicies;

namespace Rheo.Linq.Operators;

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
