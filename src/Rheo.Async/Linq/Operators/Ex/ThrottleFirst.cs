using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary><c>ThrottleFirst</c>: a value opens a window of <c>window</c>; values inside it are dropped.</summary>
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
