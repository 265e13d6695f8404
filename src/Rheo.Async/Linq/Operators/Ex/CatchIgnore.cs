using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary><c>CatchIgnore</c>: an error becomes completion, after the optional handler saw it; a throwing handler's error is sent instead.</summary>
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

/// <summary><c>CatchAndReturn</c>: an error becomes one last value (fixed or made from the error), then completion.</summary>
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
