using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Where(predicate)</c>: passes the values that satisfy the predicate, with the downstream task returned as is; the
/// others are dropped and acknowledged at once. A throwing predicate disposes the upstream and sends its error. No
/// allocation per value.
/// </summary>
internal sealed class Where<T>(IAsyncObservable<T> source, Func<T, bool> predicate) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, predicate));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, bool> predicate) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            bool pass;
            try
            {
                pass = predicate(value);
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            return pass ? Downstream.OnNextAsync(value) : default;
        }
    }
}

/// <summary>
/// <c>Where</c> with an asynchronous predicate: the source awaits the predicate and then the downstream call. A
/// predicate that completed synchronously costs nothing more than <c>Where</c>; a pending one is awaited on a pooled
/// state machine and the value is dropped if the subscription was disposed meanwhile. A throwing or faulting predicate
/// disposes the upstream and sends its error.
/// </summary>
internal sealed class WhereAwait<T>(IAsyncObservable<T> source, Func<T, ValueTask<bool>> predicate) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, predicate));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, ValueTask<bool>> predicate) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            ValueTask<bool> task;
            try
            {
                task = predicate(value);
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            return OnNextIfAwaitedAsync(task, value);
        }
    }
}

/// <summary>
/// <c>Where</c> with an asynchronous predicate that takes a token, cancelled when the subscription is disposed; the
/// cancellation caused by disposal is not reported as an error. Otherwise as <see cref="WhereAwait{T}"/>. Cost: one
/// <see cref="CancellationTokenSource"/> per subscription.
/// </summary>
internal sealed class WhereAwaitWithCancellation<T>(IAsyncObservable<T> source, Func<T, CancellationToken, ValueTask<bool>> predicate) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, predicate));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, CancellationToken, ValueTask<bool>> predicate) : AsyncCancelableSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            ValueTask<bool> task;
            try
            {
                task = predicate(value, Token);
            }
            catch (Exception ex)
            {
                return FailUnlessCancelled(ex);
            }

            return OnNextIfAwaitedAsync(task, value);
        }
    }
}
