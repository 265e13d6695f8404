using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Timeout(dueTime[, other])</c>: if <c>dueTime</c> passes without a value (counted from the subscription, then from
/// the end of each value's delivery, so a slow observer never causes a timeout), the source is disposed and the result
/// fails with <see cref="TimeoutException"/> or continues with <c>other</c>. A value only moves the due time of the one
/// outstanding timer. With an absolute due time the deadline is fixed: values do not move it, and a deadline that
/// passes while a value is being delivered takes effect at the end of that delivery. The timeout itself (the error or
/// the switch to <c>other</c>) and the source's error and completion live in <c>Internal/AsyncTimeoutFallbackSink</c>;
/// the gate, the one outstanding timer and the stop on a failing observer in <c>Internal/AsyncTimedSink</c>; this file
/// holds what a value, a tick and the end of a delivery do.
/// </summary>
internal sealed class Timeout<T>(IAsyncObservable<T> source, TimeSpan dueTime, DateTimeOffset? absolute, IAsyncObservable<T>? other, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, (absolute is { } at ? at - scheduler.Now : dueTime).Ticks, absolute is not null, other, scheduler);
        sink.Start();
        return sink.SubscribeToAsync(source);
    }

    private sealed class Sink(IAsyncObserver<T> downstream, long dueTime, bool fixedDeadline, IAsyncObservable<T>? other, IScheduler scheduler) : AsyncTimeoutFallbackSink<T>(downstream, scheduler, other)
    {
        private bool _timedOut;

        public void Start()
        {
            lock (Gate)
            {
                ArmLocked(dueTime);
            }
        }

        public override ValueTask OnNextAsync(T value)
        {
            lock (Gate)
            {
                if (DeferNextLocked(value, out var deferred))
                {
                    return deferred;
                }

                if (!fixedDeadline)
                {
                    DisarmLocked();
                }

                PrepareNextLocked(value);
            }

            return EmitFromSourceAsync();
        }

        protected override bool OnTimerLocked()
        {
            if (Emitting)
            {
                // Only a fixed deadline can pass during a delivery: it takes effect when the delivery ends.
                _timedOut = true;
                return false;
            }

            return TimeOutLocked();
        }

        protected override bool ContinueLocked()
        {
            if (_timedOut)
            {
                return TimeOutLocked();
            }

            if (!fixedDeadline)
            {
                ArmLocked(Now + dueTime);
            }

            return false;
        }
    }
}
