using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DetectStale</c>: every source value as a fresh update; when nothing arrived for <c>period</c> (counting from the
/// subscription or the last value), one stale signal, not repeated until a value arrives again.
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
