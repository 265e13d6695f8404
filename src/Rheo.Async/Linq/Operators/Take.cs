using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Take(count)</c>: passes the first <c>count</c> values, returning each downstream task as is (the source awaits
/// the observer). After the last value's downstream call has ended it disposes the upstream and completes, unless it
/// was disposed meanwhile; an earlier error or completion of the source passes through. One sink, no allocation per
/// value. <c>Take(0)</c> is <c>Empty</c> at the entry point.
/// </summary>
internal sealed class Take<T>(IAsyncObservable<T> source, int count) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, count));

    private sealed class Sink(IAsyncObserver<T> downstream, int remaining) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value)
        {
            if (remaining <= 0 || IsTerminated)
            {
                return default;
            }

            var task = Downstream.OnNextAsync(value);
            if (--remaining > 0)
            {
                return task;
            }

            return CompleteEarlyAfterAsync(task);
        }
    }
}
