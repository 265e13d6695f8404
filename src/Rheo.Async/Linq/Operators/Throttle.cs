using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Throttle(dueTime)</c> (debounce): a value goes out once <c>dueTime</c> passed without a newer one. A value only
/// records itself and its due time (one timer outstanding, rescheduled for the rest when it fires early), so a busy
/// source allocates nothing per value. While the chosen value is being delivered, the next source message waits.
/// Completion first delivers the pending value; an error drops it.
/// </summary>
internal sealed class Throttle<T>(IAsyncObservable<T> source, TimeSpan dueTime, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new Sink(observer, dueTime.Ticks, scheduler).SubscribeToAsync(source);

    private sealed class Sink(IAsyncObserver<T> downstream, long dueTime, IScheduler scheduler) : AsyncTimedSink<T, T>(downstream, scheduler)
    {
        private T _value = default!;
        private bool _hasValue;

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
                    _value = value;
                    _hasValue = true;
                    ArmLocked(Now + dueTime);
                    return default;
                }

                BeginWaitLocked();
            }

            return RetryNextAsync(value);
        }

        public override ValueTask OnCompletedAsync()
        {
            T value;
            bool hasValue;
            lock (Gate)
            {
                if (Done)
                {
                    return default;
                }

                if (Emitting)
                {
                    BeginWaitLocked();
                    return RetryCompletedAsync();
                }

                Done = true;
                value = _value;
                hasValue = _hasValue;
                ClearLocked();
            }

            CancelTimer();
            return hasValue ? SendLastThenCompleteAsync(value) : SendTerminalAsync(null);
        }

        protected override bool OnTimerLocked()
        {
            if (!_hasValue || Emitting)
            {
                return false;
            }

            var value = _value;
            ClearLocked();
            return PrepareNextLocked(value);
        }

        protected override void ClearLocked()
        {
            _value = default!;
            _hasValue = false;
        }
    }
}
