using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>OfType</c>: passes the values that are a <c>TResult</c> (never <see langword="null"/>), with the downstream task
/// returned as is; other values are dropped and acknowledged at once. Error and completion pass through.
/// </summary>
internal sealed class OfType<TResult>(IAsyncObservable<object?> source) : AsyncObservableBase<TResult>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer));

    private sealed class Sink(IAsyncObserver<TResult> downstream) : AsyncSink<object?, TResult>(downstream)
    {
        public override ValueTask OnNextAsync(object? value) => value is TResult result ? Downstream.OnNextAsync(result) : default;
    }
}
