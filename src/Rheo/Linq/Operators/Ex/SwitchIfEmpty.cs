using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SwitchIfEmpty</c>: relays the source; if it completes without a value, relays <c>fallback</c> instead.
/// One sink is the subscriber of both; the handle slot is replaced when the fallback is subscribed.
/// </summary>
internal sealed class SwitchIfEmpty<T>(IObservable<T> source, IObservable<T> fallback) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, fallback);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, IObservable<T> fallback) : ISubscriber<T>, IDisposable
    {
        private IDisposable? _upstream;
        private bool _hasValue;
        private bool _switched;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetSerial(ref _upstream, upstream);

        public void OnNext(T value)
        {
            _hasValue = true;
            downstream.OnNext(value);
        }

        public void OnError(Exception error) => downstream.OnError(error);

        public void OnCompleted()
        {
            if (_hasValue || _switched)
            {
                downstream.OnCompleted();
                return;
            }

            _switched = true;
            if (!DisposableSlot.IsDisposed(Volatile.Read(ref _upstream)))
            {
                fallback.Run(this);
            }
        }

        public void Dispose() => DisposableSlot.Dispose(ref _upstream);
    }
}
