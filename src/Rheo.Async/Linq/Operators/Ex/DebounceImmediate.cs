using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DebounceImmediate</c>: a value arriving when the operator is idle goes out at once and starts a quiet period;
/// values inside it restart the period and the last one goes out when it ends; then idle again. Completion sends a
/// waiting value first. The waiting value (sent when the quiet period ends, and before completion) lives in
/// <c>AsyncExDebounceSink</c> (Ex/AsyncExDebounceSink.cs); the gate, held until the downstream's task completes so a
/// slow observer holds back both the source and the timer, the deadline, the lazy timer and termination in
/// <c>AsyncExTimerSink</c>; this file holds what a value does.
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
