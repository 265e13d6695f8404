using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Delay(delayDurationSelector)</c> and <c>Delay(subscriptionDelay, delayDurationSelector)</c>: each value waits
/// for the first message of the sequence its selector returns (a value or completion releases it, an error fails
/// the result). The source is subscribed when <c>subscriptionDelay</c> signals, if given. The result completes
/// when the source has completed and no value is waiting; a source error is delivered at once.
/// </summary>
internal sealed class DelaySelector<T, TDelay>(IObservable<T> source, IObservable<TDelay>? subscriptionDelay, Func<T, IObservable<TDelay>> delayDurationSelector) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, delayDurationSelector);
        subscriber.OnSubscribe(sink);
        if (subscriptionDelay is null)
        {
            source.Run(sink);
        }
        else
        {
            subscriptionDelay.Run(new SubscriptionDelayObserver(sink, source));
        }
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, IObservable<TDelay>> selector) : Sink<T, T>(downstream)
    {
        public readonly Lock Gate = new();
        public IDisposable? SubscriptionDelay;
        private readonly HashSet<DelayObserver> _delays = [];
        private bool _atEnd;
        private bool _done;

        public override void OnNext(T value)
        {
            IObservable<TDelay> delay;
            try
            {
                delay = selector(value);
            }
            catch (Exception error)
            {
                Error(error);
                return;
            }

            var observer = new DelayObserver(this, value);
            lock (Gate)
            {
                if (_done)
                {
                    return;
                }

                _delays.Add(observer);
            }

            delay.Run(observer);
        }

        public override void OnError(Exception error) => Error(error);

        public override void OnCompleted()
        {
            lock (Gate)
            {
                _atEnd = true;
                CompleteIfDone();
            }
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref SubscriptionDelay);
            DisposeDelays();
            base.Dispose();
        }

        public void Error(Exception error)
        {
            lock (Gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
            }

            DisposableSlot.Dispose(ref SubscriptionDelay);
            DisposeUpstream();
            DisposeDelays();
            Downstream.OnError(error);
        }

        public void Release(DelayObserver observer)
        {
            lock (Gate)
            {
                if (_done || !_delays.Remove(observer))
                {
                    return;
                }

                Downstream.OnNext(observer.Value);
                CompleteIfDone();
            }

            observer.Dispose();
        }

        private void CompleteIfDone()
        {
            if (_atEnd && !_done && _delays.Count == 0)
            {
                _done = true;
                Downstream.OnCompleted();
            }
        }

        private void DisposeDelays()
        {
            DelayObserver[] delays;
            lock (Gate)
            {
                _done = true;
                delays = [.. _delays];
                _delays.Clear();
            }

            foreach (var delay in delays)
            {
                delay.Dispose();
            }
        }
    }

    private sealed class DelayObserver(Sink parent, T value) : ISubscriber<TDelay>, IDisposable
    {
        private IDisposable? _upstream;

        public T Value => value;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref _upstream, upstream);

        public void OnNext(TDelay item) => parent.Release(this);

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted() => parent.Release(this);

        public void Dispose() => DisposableSlot.Dispose(ref _upstream);
    }

    private sealed class SubscriptionDelayObserver(Sink parent, IObservable<T> source) : ISubscriber<TDelay>
    {
        private int _started;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref parent.SubscriptionDelay, upstream);

        public void OnNext(TDelay value) => Start();

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted() => Start();

        private void Start()
        {
            if (Interlocked.Exchange(ref _started, 1) == 0)
            {
                DisposableSlot.Dispose(ref parent.SubscriptionDelay);
                source.Run(parent);
            }
        }
    }
}
