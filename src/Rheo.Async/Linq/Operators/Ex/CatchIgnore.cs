using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>CatchIgnore</c>: values pass with the downstream task returned as is; an error becomes completion (upstream
/// disposed first), after the optional handler saw it; a throwing handler's error is sent instead.
/// </summary>
internal sealed class CatchIgnore<T>(IAsyncObservable<T> source, Action<Exception>? onError) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, onError));

    private sealed class Sink(IAsyncObserver<T> downstream, Action<Exception>? onError) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value) => Downstream.OnNextAsync(value);

        public override ValueTask OnErrorAsync(Exception error)
        {
            try
            {
                onError?.Invoke(error);
            }
            catch (Exception handlerError)
            {
                return FailAsync(handlerError);
            }

            return CompleteEarlyAsync();
        }
    }
}
