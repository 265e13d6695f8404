using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary><c>WhereTrue</c> / <c>WhereFalse</c>: passes the values equal to <c>expected</c>.</summary>
internal sealed class WhereBoolean(IAsyncObservable<bool> source, bool expected) : AsyncObservableBase<bool>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<bool> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, expected));

    private sealed class Sink(IAsyncObserver<bool> downstream, bool expected) : AsyncSink<bool, bool>(downstream)
    {
        public override ValueTask OnNextAsync(bool value) => value == expected ? Downstream.OnNextAsync(value) : default;
    }
}
