using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>ThrottleDistinct</c>: Rx <c>Throttle</c> (the last value of a burst, after a quiet period) that sends a value
/// only if it differs from the last value it sent. Source messages and timer callbacks meet under the gate of
/// <c>AsyncExTimerSink</c> (Ex/AsyncExTimerSink.cs), held until the downstream's task completes, so a slow observer
/// holds back both the source and the timer; that base also holds the deadline, the lazy timer, termination and the
/// stop on a failing observer; this file holds what a value and the end of the period do.
/// </summary>
internal sealed class ThrottleDistinct<T>(IAsyncObservable<T> source, TimeSpan dueTime, IEqualityComparer<T> comparer, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, dueTime, comparer, scheduler));

    private sealed class Sink(IAsyncObserver<T> downstream, TimeSpan dueTime, IEqualityComparer<T> comparer, IScheduler scheduler) : AsyncExTimerSink<T, T>(downstream, scheduler)
    {
        private T _pending = default!;
        private T _last = default!;
        private bool _hasPending;
        private bool _hasLast;

        protected override ValueTask NextAsync(T value)
        {
            _pending = value;
            _hasPending = true;
            Arm(dueTime);
            return default;
        }

        protected override ValueTask ElapsedAsync() => Flush();

        protected override async ValueTask CompletedAsync()
        {
            await Flush().ConfigureAwait(false);
            await SendCompletedAsync().ConfigureAwait(false);
        }

        private ValueTask Flush()
        {
            if (!_hasPending)
            {
                return default;
            }

            var value = _pending;
            _pending = default!;
            _hasPending = false;
            bool same;
            try
            {
                same = _hasLast && comparer.Equals(_last, value);
            }
            catch (Exception error)
            {
                return SendErrorAsync(error);
            }

            if (same)
            {
                return default;
            }

            _last = value;
            _hasLast = true;
            return Downstream.OnNextAsync(value);
        }
    }
}
