using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DebounceImmediate</c>: a value arriving when the operator is idle goes out at once and starts a quiet period;
/// values inside it restart the period and the last one goes out when it ends; then idle again. Completion sends a
/// waiting value first.
/// </summary>
internal sealed class DebounceImmediate<T>(IAsyncObservable<T> source, TimeSpan dueTime, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, dueTime, scheduler));

    private sealed class Sink(IAsyncObserver<T> downstream, TimeSpan dueTime, IScheduler scheduler) : AsyncExTimerSink<T, T>(downstream, scheduler)
    {
        private T _pending = default!;
        private bool _hasPending;

        protected override ValueTask NextAsync(T value)
        {
            var idle = !IsArmed;
            Arm(dueTime);
            if (idle)
            {
                return Downstream.OnNextAsync(value);
            }

            _pending = value;
            _hasPending = true;
            return default;
        }

        protected override ValueTask ElapsedAsync() => _hasPending ? Downstream.OnNextAsync(TakePending()) : default;

        protected override async ValueTask CompletedAsync()
        {
            if (_hasPending)
            {
                await Downstream.OnNextAsync(TakePending()).ConfigureAwait(false);
            }

            await SendCompletedAsync().ConfigureAwait(false);
        }

        private T TakePending()
        {
            var value = _pending;
            _pending = default!;
            _hasPending = false;
            return value;
        }
    }
}
