using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>TakeWhile(predicate)</c>: passes values while the predicate holds, returning each downstream task as is; on the
/// first value that fails it disposes the upstream and completes (that value is not sent). A throwing predicate
/// disposes the upstream and sends its error. One sink, no allocation per value.
/// </summary>
internal sealed class TakeWhile<T>(IAsyncObservable<T> source, Func<T, bool> predicate) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, predicate));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, bool> predicate) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            bool pass;
            try
            {
                pass = predicate(value);
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            return pass ? Downstream.OnNextAsync(value) : CompleteEarlyAsync();
        }
    }
}
