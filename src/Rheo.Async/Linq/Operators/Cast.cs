using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Cast</c>: casts each value to <c>TResult</c> and passes it with the downstream task returned as is; an
/// <see cref="InvalidCastException"/> disposes the upstream and is sent as the error. A source that already is an
/// <c>IAsyncObservable&lt;TResult&gt;</c> is returned as is at the entry point.
/// </summary>
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
