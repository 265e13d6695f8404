using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary><c>WhereNotNull</c> over references: one null check per value, no allocation.</summary>
internal sealed class WhereNotNull<T>(IAsyncObservable<T?> source) : AsyncObservableBase<T>
    where T : class
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer));

    private sealed class Sink(IAsyncObserver<T> downstream) : AsyncSink<T?, T>(downstream)
    {
        public override ValueTask OnNextAsync(T? value) => value is null ? default : Downstream.OnNextAsync(value);
    }
}

/// <summary><c>WhereNotNull</c> over nullable value types: unwraps the values that have one.</summary>
internal sealed class WhereHasValue<T>(IAsyncObservable<T?> source) : AsyncObservableBase<T>
    where T : struct
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer));

    private sealed class Sink(IAsyncObserver<T> downstream) : AsyncSink<T?, T>(downstream)
    {
        public override ValueTask OnNextAsync(T? value) => value.HasValue ? Downstream.OnNextAsync(value.GetValueOrDefault()) : default;
    }
}
