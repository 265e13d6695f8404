using System.Runtime.CompilerServices;
using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Conflate</c>: at most one value per <c>period</c>. A value arriving when the last emission is at least a period
/// old goes out at once; values arriving sooner replace each other and the latest goes out when the period ends, so the
/// last value of a burst is never dropped. Completion waits for that value. Source messages and timer callbacks meet
/// under the gate of <c>AsyncExTimerSink</c> (Ex/AsyncExTimerSink.cs), held until the downstream's task completes, so a
/// slow observer holds back both the source and the timer; that base also holds the deadline, the lazy timer,
/// termination and the stop on a failing observer; this file holds what a value, completion and the end of the period
/// do.
/// </summary>
internal sealed class Conflate<T>(IAsyncObservable<T> source, TimeSpan period, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, period, scheduler));

    private sealed class Sink(IAsyncObserver<T> downstream, TimeSpan period, IScheduler scheduler) : AsyncExTimerSink<T, T>(downstream, scheduler)
    {
        private T _pending = default!;
        private bool _hasPending;
        private bool _completePending;

        protected override ValueTask NextAsync(T value)
        {
            if (IsArmed)
            {
                _pending = value;
                _hasPending = true;
                return default;
            }

            Arm(period);
            return Downstream.OnNextAsync(value);
        }

        protected override ValueTask ElapsedAsync()
        {
            if (!_hasPending)
            {
                return _completePending ? SendCompletedAsync() : default;
            }

            var value = _pending;
            _pending = default!;
            _hasPending = false;
            Arm(period);
            var task = Downstream.OnNextAsync(value);
            if (!_completePending)
            {
                return task;
            }

            return CompleteAfter(task);
        }

        protected override ValueTask CompletedAsync()
        {
            if (_hasPending)
            {
                _completePending = true;
                return default;
            }

            return SendCompletedAsync();
        }

        [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
        private async ValueTask CompleteAfter(ValueTask task)
        {
            await task.ConfigureAwait(false);
            await SendCompletedAsync().ConfigureAwait(false);
        }
    }
}
