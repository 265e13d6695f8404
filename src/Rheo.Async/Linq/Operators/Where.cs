using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

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
