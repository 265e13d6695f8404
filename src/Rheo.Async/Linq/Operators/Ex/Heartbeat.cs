using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Heartbeat</c>: every source value as an update; whenever the source has been quiet for <c>period</c> (counting
/// from the subscription or the last item sent), a heartbeat, repeated every period while quiet. Source messages and
/// timer callbacks meet under the gate of <c>AsyncExTimerSink</c> (Ex/AsyncExTimerSink.cs), held until the downstream's
/// task completes, so a slow observer holds back both the source and the timer; that base also holds the deadline, the
/// lazy timer, termination and the stop on a failing observer; this file holds what a value and the end of the period
/// do.
/// </summary>
internal sealed class HeartbeatOperator<T>(IAsyncObservable<T> source, TimeSpan period, IScheduler scheduler) : AsyncObservableBase<Heartbeat<T>>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<Heartbeat<T>> observer) =>
        new Sink(observer, period, scheduler).SubscribeArmedAsync(source, period);

    private sealed class Sink(IAsyncObserver<Heartbeat<T>> downstream, TimeSpan period, IScheduler scheduler) : AsyncExTimerSink<T, Heartbeat<T>>(downstream, scheduler)
    {
        protected override ValueTask NextAsync(T value)
        {
            Arm(period);
            return Downstream.OnNextAsync(new Heartbeat<T>(value));
        }

        protected override ValueTask ElapsedAsync()
        {
            Arm(period);
            return Downstream.OnNextAsync(default);
        }
    }
}
