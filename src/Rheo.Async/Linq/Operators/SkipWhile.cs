using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>SkipWhile(predicate)</c>: drops values (acknowledged at once) while the predicate holds; from the first value
/// that fails it passes that value and every later one without calling the predicate again, returning each
/// downstream task as is. A throwing predicate disposes the upstream and sends its error. One sink, no allocation per
/// value.
/// </summary>
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
