using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Switch</c>: each new inner source replaces the previous one (which is disposed); values of a
/// replaced inner are dropped by an id check. Emission goes through a <see cref="QueueDrainEmitter{T}"/>
/// because the outer and inner sources may run on different threads. Completes when the outer source
/// and the latest inner have completed.
/// </summary>
internal sealed class Switch<T>(IObservable<IObservable<T>> sources) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        sources.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : ISubscriber<IObservable<T>>, IDisposable
    {
        private QueueDrainEmitter<T> _emitter;
        private readonly Lock _gate = new();
        private IDisposable? _outer;
        private IDisposable? _inner;
        private long _latest;
        private bool _outerDone;
        private bool _innerActive;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _outer, upstream);

        public void OnNext(IObservable<T> value)
        {
            if (value is null)
            {
                OnError(new InvalidOperationException("The sequence of sources contains null."));
                return;
            }

            Inner inner;
            lock (_gate)
            {
                inner = new Inner(this, ++_latest);
                _innerActive = true;
            }

            // Disposes the previous inner; returns false when the sink was disposed meanwhile.
            if (DisposableSlot.TrySetSerial(ref _inner, inner))
            {
                value.Run(inner);
            }
        }

        public void OnError(Exception error)
        {
            DisposeUpstreams();
            _emitter.Error(error, downstream);
        }

        public void OnCompleted()
        {
            bool complete;
            lock (_gate)
            {
                _outerDone = true;
                complete = !_innerActive;
            }

            if (complete)
            {
                DisposeUpstreams();
                _emitter.Complete(downstream);
            }
        }

        public void Dispose()
        {
            _emitter.Cancel();
            DisposeUpstreams();
        }

        private void DisposeUpstreams()
        {
            DisposableSlot.Dispose(ref _outer);
            DisposableSlot.Dispose(ref _inner);
        }

        private ISubscriber<T> Downstream => downstream;

        private bool IsLatest(long id) => Volatile.Read(ref _latest) == id;

        private void InnerCompleted(long id)
        {
            bool complete;
            lock (_gate)
            {
                if (_latest != id)
                {
                    return;
                }

                _innerActive = false;
                complete = _outerDone;
            }

            if (complete)
            {
                DisposeUpstreams();
                _emitter.Complete(downstream);
            }
        }

        private sealed class Inner(Sink parent, long id) : ISubscriber<T>, IDisposable
        {
            private IDisposable? _upstream;

            public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

            public void OnNext(T value)
            {
                if (parent.IsLatest(id))
                {
                    parent._emitter.Next(value, parent.Downstream);
                }
            }

            public void OnError(Exception error)
            {
                if (parent.IsLatest(id))
                {
                    parent.OnError(error);
                }
            }

            public void OnCompleted() => parent.InnerCompleted(id);

            public void Dispose() => DisposableSlot.Dispose(ref _upstream);
        }
    }
}
