using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Throttle(throttleDurationSelector)</c> (also <c>Debounce</c>): each value starts its own quiet period, the
/// sequence its selector returns; the value goes out when that sequence signals (a value or completion) before a
/// newer value arrives. Completion first releases the pending value; an error from either side fails the result.
/// </summary>
internal sealed class ThrottleSelector<T, TThrottle>(IObservable<T> source, Func<T, IObservable<TThrottle>> throttleDurationSelector) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, throttleDurationSelector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, IObservable<TThrottle>> selector) : Sink<T, T>(downstream)
    {
        private readonly Lock _gate = new();
        private IDisposable? _throttle;
        private T? _value;
        private bool _hasValue;
        private long _id;
        private bool _done;

        public override void OnNext(T value)
        {
            IObservable<TThrottle> throttle;
            try
            {
                throttle = selector(value);
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            long id;
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _value = value;
                _hasValue = true;
                id = ++_id;
            }

            var observer = new ThrottleObserver(this, id);
            DisposableSlot.TrySetSerial(ref _throttle, observer);
            throttle.Run(observer);
        }

        public override void OnError(Exception error) => Error(error);

        public override void OnCompleted()
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                if (_hasValue)
                {
                    var value = _value!;
                    _hasValue = false;
                    _value = default;
                    Downstream.OnNext(value);
                }

                Downstream.OnCompleted();
            }

            DisposableSlot.Dispose(ref _throttle);
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref _throttle);
            base.Dispose();
        }

        public void Error(Exception error)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                _hasValue = false;
                _value = default;
                DisposeUpstream();
                Downstream.OnError(error);
            }

            DisposableSlot.Dispose(ref _throttle);
        }

        public void Release(long id)
        {
            lock (_gate)
            {
                if (_done || !_hasValue || id != _id)
                {
                    return;
                }

                var value = _value!;
                _hasValue = false;
                _value = default;
                Downstream.OnNext(value);
            }
        }
    }

    private sealed class ThrottleObserver(Sink parent, long id) : ISubscriber<TThrottle>, IDisposable
    {
        private IDisposable? _upstream;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref _upstream, upstream);

        public void OnNext(TThrottle value)
        {
            parent.Release(id);
            Dispose();
        }

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted() => parent.Release(id);

        public void Dispose() => DisposableSlot.Dispose(ref _upstream);
    }
}
