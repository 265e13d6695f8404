using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Retry([count])</c>: after an error, subscribes to the source again, at most <c>count</c> subscriptions in all
/// (forever without a count); the error of the last attempt goes downstream and completion passes. Values already sent
/// by a failed attempt stay sent, as in Rx.NET. Values pass with the downstream task returned as is; disposal disposes
/// the current subscription. <c>Retry(0)</c> is <c>Empty</c> at the entry point. The sequencing lives in
/// <c>Internal/AsyncSequenceSink</c>.
/// </summary>
internal sealed class Retry<T>(IAsyncObservable<T> source, int? count) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, source, count);
        await sink.SubscribeNextAsync(source).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream, IAsyncObservable<T> source, int? count) : AsyncSequenceSink<T>(downstream)
    {
        private int _attempts = 1;

        protected override IAsyncObservable<T>? NextAfterCompletion() => null;

        protected override IAsyncObservable<T>? NextAfterError(Exception error)
        {
            if (count is { } max && _attempts >= max)
            {
                return null;
            }

            _attempts++;
            return source;
        }
    }
}
