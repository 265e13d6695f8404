using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Select(selector)</c>: sends each value's projection, with the downstream task returned as is (the source awaits
/// the observer); a throwing selector disposes the upstream and sends its error. No allocation per value.
/// </summary>
internal sealed class Select<TSource, TResult>(IAsyncObservable<TSource> source, Func<TSource, TResult> selector) : AsyncObservableBase<TResult>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, selector));

    private sealed class Sink(IAsyncObserver<TResult> downstream, Func<TSource, TResult> selector) : AsyncSink<TSource, TResult>(downstream)
    {
        public override ValueTask OnNextAsync(TSource value)
        {
            if (IsTerminated)
            {
                return default;
            }

            TResult result;
            try
            {
                result = selector(value);
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            return Downstream.OnNextAsync(result);
        }
    }
}

/// <summary>
/// <c>Select</c> with an asynchronous selector: the source awaits the selector and then the downstream call. A selector
/// that completed synchronously costs nothing more than <c>Select</c>; a pending one is awaited on a pooled state
/// machine and its result is dropped if the subscription was disposed meanwhile. A throwing or faulting selector
/// disposes the upstream and sends its error.
/// </summary>
internal sealed class SelectAwait<TSource, TResult>(IAsyncObservable<TSource> source, Func<TSource, ValueTask<TResult>> selector) : AsyncObservableBase<TResult>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, selector));

    private sealed class Sink(IAsyncObserver<TResult> downstream, Func<TSource, ValueTask<TResult>> selector) : AsyncSink<TSource, TResult>(downstream)
    {
        public override ValueTask OnNextAsync(TSource value)
        {
            if (IsTerminated)
            {
                return default;
            }

            ValueTask<TResult> task;
            try
            {
                task = selector(value);
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            return OnNextAwaitedAsync(task);
        }
    }
}

/// <summary>
/// <c>Select</c> with an asynchronous selector that takes a token, cancelled when the subscription is disposed; the
/// cancellation caused by disposal is not reported as an error. Otherwise as <see
/// cref="SelectAwait{TSource,TResult}"/>. Cost: one <see cref="CancellationTokenSource"/> per subscription.
/// </summary>
internal sealed class SelectAwaitWithCancellation<TSource, TResult>(IAsyncObservable<TSource> source, Func<TSource, CancellationToken, ValueTask<TResult>> selector)
    : AsyncObservableBase<TResult>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, selector));

    private sealed class Sink(IAsyncObserver<TResult> downstream, Func<TSource, CancellationToken, ValueTask<TResult>> selector)
        : AsyncCancelableSink<TSource, TResult>(downstream)
    {
        public override ValueTask OnNextAsync(TSource value)
        {
            if (IsTerminated)
            {
                return default;
            }

            ValueTask<TResult> task;
            try
            {
                task = selector(value, Token);
            }
            catch (Exception ex)
            {
                return FailUnlessCancelled(ex);
            }

            return OnNextAwaitedAsync(task);
        }
    }
}
