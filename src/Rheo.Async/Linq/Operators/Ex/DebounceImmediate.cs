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

    private sealed class Sink(IAsyncObserver<T> downstream, TimeSpan dueTime, IScheduler scheduler) : AsyncExDebounceSink<T>(downstream, scheduler)
    {
        protected override ValueTask NextAsync(T value)
        {
            var idle = !IsArmed;
            Arm(dueTime);
            if (idle)
            {
                return Downstream.OnNextAsync(value);
            }

            SetPending(value);
            return default;
        }
    }
}
