using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

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
