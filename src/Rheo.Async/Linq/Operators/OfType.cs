using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

internal sealed class OfType<TResult>(IAsyncObservable<object?> source) : AsyncObservableBase<TResult>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer));

    private sealed class Sink(IAsyncObserver<TResult> downstream) : AsyncSink<object?, TResult>(downstream)
    {
        public override ValueTask OnNextAsync(object? value) => value is TResult result ? Downstream.OnNextAsync(result) : default;
    }
}

internal sealed class Cast<TResult>(IAsyncObservable<object?> source) : AsyncObservableBase<TResult>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer));

    private sealed class Sink(IAsyncObserver<TResult> downstream) : AsyncSink<object?, TResult>(downstream)
    {
        public override ValueTask OnNextAsync(object? value)
        {
            if (IsTerminated)
            {
                return default;
            }

            TResult result;
            try
            {
                result = (TResult)value!;
            }
            catch (InvalidCastException ex)
            {
                return FailAsync(ex);
            }

            return Downstream.OnNextAsync(result);
        }
    }
}
