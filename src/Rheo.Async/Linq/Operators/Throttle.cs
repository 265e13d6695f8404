using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Throttle(dueTime)</c> (debounce): a value goes out once <c>dueTime</c> passed without a newer one. A value only
/// records itself and its due time (one timer outstanding, rescheduled for the rest when it fires early), so a busy
/// source allocates nothing per value. While the chosen value is being delivered, the next source message waits.
/// Completion first delivers the pending value; an error drops it. The waiting value and the completion that sends it
/// first live in <c>Internal/AsyncThrottleValueSink</c>; the gate, the one outstanding timer, the waiting of source
/// messages for a call in flight and the stop on a failing observer in <c>Internal/AsyncTimedSink</c>; this file holds
/// what a value and a tick do.
/// </summary>
internal sealed class Throttle<T>(IAsyncObservable<T> source, TimeSpan dueTime, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new Sink(observer, dueTime.Ticks, scheduler).SubscribeToAsync(source);

    private sealed class Sink(IAsyncObserver<T> downstream, long dueTime, IScheduler scheduler) : AsyncThrottleValueSink<T>(downstream, scheduler)
    {
        public override ValueTask OnNextAsync(T value)
        {
            lock (Gate)
            {
                if (Done)
                {
                    return default;
                }

                if (!Emitting)
                {
                    SetValueLocked(value);
                    ArmLocked(Now + dueTime);
                    return default;
                }

                BeginWaitLocked();
            }

            return RetryNextAsync(value);
        }

        protected override bool OnTimerLocked()
        {
            if (!HasValueLocked || Emitting)
            {
                return false;
            }

            return PrepareNextLocked(TakeValueLocked());
        }
    }
}
