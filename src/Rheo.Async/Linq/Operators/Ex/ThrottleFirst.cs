using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>ThrottleFirst</c>: a value opens a window of <c>window</c>; values inside it are dropped. Source messages and
/// timer callbacks meet under the gate of <c>AsyncExTimerSink</c> (Ex/AsyncExTimerSink.cs), held until the downstream's
/// task completes, so a slow observer holds back both the source and the timer; that base also holds the deadline, the
/// lazy timer, termination and the stop on a failing observer; this file holds what a value and the end of the period
/// do.
/// </summary>
internal sealed class ThrottleFirst<T>(IAsyncObservable<T> source, TimeSpan window, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, window, scheduler));

    private sealed class Sink(IAsyncObserver<T> downstream, TimeSpan window, IScheduler scheduler) : AsyncExTimerSink<T, T>(downstream, scheduler)
    {
        protected override ValueTask NextAsync(T value)
        {
            if (IsArmed)
            {
                return default;
            }

            Arm(window);
            return Downstream.OnNextAsync(value);
        }

        protected override ValueTask ElapsedAsync() => default;
    }
}
