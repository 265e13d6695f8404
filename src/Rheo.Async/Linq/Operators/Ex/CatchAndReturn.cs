using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>CatchAndReturn</c>: values pass with the downstream task returned as is; an error becomes one last value (fixed
/// or made from the error) and, once its downstream call has ended, completion (upstream disposed first), unless the
/// subscription was disposed meanwhile. A throwing selector's error is sent instead.
/// </summary>
internal sealed class CatchAndReturn<T>(IAsyncObservable<T> source, T value, Func<Exception, T>? selector) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, value, selector));

    private sealed class Sink(IAsyncObserver<T> downstream, T fallback, Func<Exception, T>? selector) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value) => Downstream.OnNextAsync(value);

        public override ValueTask OnErrorAsync(Exception error)
        {
            if (IsTerminated)
            {
                return default;
            }

            var last = fallback;
            if (selector is not null)
            {
                try
                {
                    last = selector(error);
                }
                catch (Exception handlerError)
                {
                    return FailAsync(handlerError);
                }
            }

            return CompleteEarlyAfterAsync(Downstream.OnNextAsync(last));
        }
    }
}
