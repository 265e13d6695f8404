using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary><c>AsSignal</c>: every value becomes <see cref="Unit.Default"/>.</summary>
internal sealed class AsSignal<T>(IAsyncObservable<T> source) : AsyncObservableBase<Unit>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<Unit> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer));

    private sealed class Sink(IAsyncObserver<Unit> downstream) : AsyncSink<T, Unit>(downstream)
    {
        public override ValueTask OnNextAsync(T value) => Downstream.OnNextAsync(Unit.Default);
    }
}
