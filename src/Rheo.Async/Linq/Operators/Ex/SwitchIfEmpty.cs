using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>SwitchIfEmpty</c>: relays the source; if it completes without a value, relays <c>fallback</c> instead. The
/// sink is an <see cref="AsyncSequenceSink{T}"/> (which owns the current subscription and replaces it safely) that
/// re-implements <c>OnNextAsync</c> to note that a value went by.
/// </summary>
internal sealed class SwitchIfEmpty<T>(IAsyncObservable<T> source, IAsyncObservable<T> fallback) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, fallback);
        await sink.SubscribeNextAsync(source).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream, IAsyncObservable<T> fallback) : AsyncSequenceSink<T>(downstream), IAsyncObserver<T>
    {
        private bool _hasValue;
        private bool _switched;

        ValueTask IAsyncObserver<T>.OnNextAsync(T value)
        {
            _hasValue = true;
            return Downstream.OnNextAsync(value);
        }

        protected override IAsyncObservable<T>? NextAfterCompletion()
        {
            if (_hasValue || _switched)
            {
                return null;
            }

            _switched = true;
            return fallback;
        }

        protected override IAsyncObservable<T>? NextAfterError(Exception error) => null;
    }
}
