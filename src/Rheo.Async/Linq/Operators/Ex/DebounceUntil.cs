using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DebounceUntil</c>: a value for which the predicate holds goes out at once (dropping a debounced value still
/// waiting); any other value waits for a quiet period of <c>dueTime</c> and is replaced by a later one.
/// </summary>
internal sealed class DebounceUntil<T>(IAsyncObservable<T> source, TimeSpan dueTime, Func<T, bool> predicate, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, dueTime, predicate, scheduler));

    private sealed class Sink(IAsyncObserver<T> downstream, TimeSpan dueTime, Func<T, bool> predicate, IScheduler scheduler) : AsyncExTimerSink<T, T>(downstream, scheduler)
    {
        private T _pending = default!;
        private bool _hasPending;

        protected override ValueTask NextAsync(T value)
        {
            bool immediate;
            try
            {
                immediate = predicate(value);
            }
            catch (Exception error)
            {
                return SendErrorAsync(error);
            }

            if (immediate)
            {
                Disarm();
                _hasPending = false;
                _pending = default!;
                return Downstream.OnNextAsync(value);
            }

            _pending = value;
            _hasPending = true;
            Arm(dueTime);
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
