using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary><c>Not</c>: negates every value.</summary>
internal sealed class Not(IAsyncObservable<bool> source) : AsyncObservableBase<bool>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<bool> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer));

    private sealed class Sink(IAsyncObserver<bool> downstream) : AsyncSink<bool, bool>(downstream)
    {
        public override ValueTask OnNextAsync(bool value) => Downstream.OnNextAsync(!value);
    }
}
