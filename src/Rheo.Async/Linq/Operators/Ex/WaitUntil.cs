using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary><c>WaitUntil</c>: the first value for which the predicate holds, then completion (upstream disposed).</summary>
internal sealed class WaitUntil<T>(IAsyncObservable<T> source, Func<T, bool> predicate) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, predicate));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, bool> predicate) : AsyncSink<T, T>(downstream)
    {
        private bool _done;

        public override ValueTask OnNextAsync(T value)
        {
            if (_done || IsTerminated)
            {
                return default;
            }

            bool match;
            try
            {
                match = predicate(value);
            }
            catch (Exception error)
            {
                _done = true;
                return FailAsync(error);
            }

            if (!match)
            {
                return default;
            }

            _done = true;
            return CompleteEarlyAfterAsync(Downstream.OnNextAsync(value));
        }
    }
}
