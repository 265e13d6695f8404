using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DebounceUntil</c>: a value for which the predicate holds goes out at once (dropping a debounced value still
/// waiting); any other value waits for a quiet period of <c>dueTime</c> and is replaced by a later one. The waiting
/// value (sent when the quiet period ends, and before completion) lives in <c>AsyncExDebounceSink</c>
/// (Ex/AsyncExDebounceSink.cs); the gate, held until the downstream's task completes so a slow observer holds back both
/// the source and the timer, the deadline, the lazy timer and termination in <c>AsyncExTimerSink</c>; this file holds
/// what a value does.
/// </summary>
internal sealed class DebounceUntil<T>(IAsyncObservable<T> source, TimeSpan dueTime, Func<T, bool> predicate, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, dueTime, predicate, scheduler));

    private sealed class Sink(IAsyncObserver<T> downstream, TimeSpan dueTime, Func<T, bool> predicate, IScheduler scheduler) : AsyncExDebounceSink<T>(downstream, scheduler)
    {
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
                DropPending();
                return Downstream.OnNextAsync(value);
            }

            SetPending(value);
            Arm(dueTime);
            return default;
        }
    }
}
