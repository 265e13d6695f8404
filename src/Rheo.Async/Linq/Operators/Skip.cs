using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Skip(count)</c>: drops the first <c>count</c> values (acknowledged at once, without calling the observer), then
/// passes the rest, returning each downstream task as is; error and completion pass through. One counter per
/// subscription, no allocation per value. <c>Skip(0)</c> is the source itself at the entry point.
/// </summary>
internal sealed class Skip<T>(IAsyncObservable<T> source, int count) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, count));

    private sealed class Sink(IAsyncObserver<T> downstream, int remaining) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            if (remaining > 0)
            {
                remaining--;
                return default;
            }

            return Downstream.OnNextAsync(value);
        }
    }
}
