namespace Rheo.Async.Internal;

/// <summary>
/// An <see cref="AsyncSerialGate{T}"/> seen as an observer: the downstream of an <see cref="AsyncSink{TSource, TResult}"/>
/// whose messages must meet other upstreams' at the gate (an inner sequence's values, a pending selector's result), so
/// the sink's own terminal messages (<c>FailAsync</c>, <c>CompleteEarlyAsync</c>) go through the gate too.
/// </summary>
internal sealed class AsyncSerialGateObserver<T>(AsyncSerialGate<T> gate) : IAsyncObserver<T>
{
    public ValueTask OnNextAsync(T value) => gate.OnNextAsync(value);

    public ValueTask OnErrorAsync(Exception error) => gate.OnErrorAsync(error);

    public ValueTask OnCompletedAsync() => gate.OnCompletedAsync();
}
