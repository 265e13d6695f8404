using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DetectStale</c>: every source value as a fresh update; when nothing arrived for <c>period</c> (counting from the
/// subscription or the last value), one stale signal, not repeated until a value arrives again. Source messages and
/// timer callbacks meet under the gate of <c>AsyncExTimerSink</c> (Ex/AsyncExTimerSink.cs), held until the downstream's
/// task completes, so a slow observer holds back both the source and the timer; that base also holds the deadline, the
/// lazy timer, termination and the stop on a failing observer; this file holds what a value and the end of the period
/// do.
/// </summary>
internal sealed class DetectStale<T>(IAsyncObservable<T> source, TimeSpan period, IScheduler scheduler) : AsyncObservableBase<Stale<T>>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<Stale<T>> observer) =>
        new Sink(observer, period, scheduler).SubscribeArmedAsync(source, period);

    private sealed class Sink(IAsyncObserver<Stale<T>> downstream, TimeSpan period, IScheduler scheduler) : AsyncExTimerSink<T, Stale<T>>(downstream, scheduler)
    {
        protected override ValueTask NextAsync(T value)
        {
            Arm(period);
            return Downstream.OnNextAsync(new Stale<T>(value));
        }

        protected override ValueTask ElapsedAsync() => Downstream.OnNextAsync(default);
    }
}
