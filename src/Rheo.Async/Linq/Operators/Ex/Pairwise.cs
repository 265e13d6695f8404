using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary><c>Pairwise</c>: from the second value on, sends (previous, current) as a value tuple; no allocation.</summary>
internal sealed class Pairwise<T>(IAsyncObservable<T> source) : AsyncObservableBase<(T Previous, T Current)>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<(T Previous, T Current)> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer));

    private sealed class Sink(IAsyncObserver<(T Previous, T Current)> downstream) : AsyncSink<T, (T Previous, T Current)>(downstream)
    {
        private T _previous = default!;
        private bool _hasPrevious;

        public override ValueTask OnNextAsync(T value)
        {
            if (!_hasPrevious)
            {
                _hasPrevious = true;
                _previous = value;
                return default;
            }

            var previous = _previous;
            _previous = value;
            return Downstream.OnNextAsync((previous, value));
        }
    }
}
