using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

internal sealed class Take<T>(IAsyncObservable<T> source, int count) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, count));

    private sealed class Sink(IAsyncObserver<T> downstream, int remaining) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value)
        {
            if (remaining <= 0 || IsTerminated)
            {
                return default;
            }

            var task = Downstream.OnNextAsync(value);
            if (--remaining > 0)
            {
                return task;
            }

            return CompleteEarlyAfterAsync(task);
        }
    }
}

internal sealed class Skip<T>(IAsyncObservable<T> source, int count) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, count));

    private sealed class Sink(IAsyncObserver<T> downstream, int remaining) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            if (remaining > 0)
            {
                remaining--;
                return default;
            }

            return Downstream.OnNextAsync(value);
        }
    }
}

internal sealed class TakeWhile<T>(IAsyncObservable<T> source, Func<T, bool> predicate) : AsyncObservableBase<T>
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

            return pass ? Downstream.OnNextAsync(value) : CompleteEarlyAsync();
        }
    }
}

internal sealed class SkipWhile<T>(IAsyncObservable<T> source, Func<T, bool> predicate) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, predicate));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, bool> predicate) : AsyncSink<T, T>(downstream)
    {
        private bool _open;

        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            if (!_open)
            {
                try
                {
                    _open = !predicate(value);
                }
                catch (Exception ex)
                {
                    return FailAsync(ex);
                }

                if (!_open)
                {
                    return default;
                }
            }

            return Downstream.OnNextAsync(value);
        }
    }
}
