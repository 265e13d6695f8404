using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ExhaustMap</c> (RxJS's <c>exhaustMap</c>): projects a value to an inner source and mirrors it; values that
/// arrive while an inner source is active are dropped without calling the selector (no allocation: a flag check),
/// and the index passed to the selector counts the values it is called with. Emission goes through a
/// <see cref="QueueDrainEmitter{T}"/> because the outer and inner sources may run on different threads. Completes
/// when the outer source has completed and no inner source is active; an error of either ends it.
/// </summary>
internal sealed class ExhaustMap<TSource, TResult>(IObservable<TSource> source, Func<TSource, int, IObservable<TResult>> selector) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, selector);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Func<TSource, int, IObservable<TResult>> selector) : ISubscriber<TSource>, IDisposable
    {
        private QueueDrainEmitter<TResult> _emitter;
        private readonly Lock _gate = new();
        private IDisposable? _outer;
        private IDisposable? _inner;
        private int _index;
        private bool _active;
        private bool _outerDone;
        private bool _done;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _outer, upstream);

        public void OnNext(TSource value)
        {
            // The steady state while an inner source runs: the value is dropped.
            if (Volatile.Read(ref _active) || Volatile.Read(ref _done))
            {
                return;
            }

            IObservable<TResult> inner;
            try
            {
                inner = selector(value, _index++);
            }
            catch (Exception e)
            {
                OnError(e);
                return;
            }

            if (inner is null)
            {
                OnError(new InvalidOperationException("The selector returned null."));
                return;
            }

            lock (_gate)
            {
                _active = true;
            }

            var subscriber = new Inner(this);

            // Disposes the previous (completed) inner; returns false when the sink was disposed meanwhile.
            if (DisposableSlot.TrySetSerial(ref _inner, subscriber))
            {
                inner.Run(subscriber);
            }
        }

        public void OnError(Exception error)
        {
            Volatile.Write(ref _done, true);
            DisposeUpstreams();
            _emitter.Error(error, downstream);
        }

        public void OnCompleted()
        {
            bool complete;
            lock (_gate)
            {
                _outerDone = true;
                complete = !_active;
            }

            if (complete)
            {
                Volatile.Write(ref _done, true);
                DisposeUpstreams();
                _emitter.Complete(downstream);
            }
        }

        public void Dispose()
        {
            Volatile.Write(ref _done, true);
            _emitter.Cancel();
            DisposeUpstreams();
        }

        private void DisposeUpstreams()
        {
            DisposableSlot.Dispose(ref _outer);
            DisposableSlot.Dispose(ref _inner);
        }

        private void InnerNext(TResult value) => _emitter.Next(value, downstream);

        private void InnerCompleted()
        {
            bool complete;
            lock (_gate)
            {
                _active = false;
                complete = _outerDone;
            }

            if (complete)
            {
                Volatile.Write(ref _done, true);
                DisposeUpstreams();
                _emitter.Complete(downstream);
            }
        }

        private sealed class Inner(Sink parent) : ISubscriber<TResult>, IDisposable
        {
            private IDisposable? _upstream;

            public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

            public void OnNext(TResult value) => parent.InnerNext(value);

            public void OnError(Exception error) => parent.OnError(error);

            public void OnCompleted() => parent.InnerCompleted();

            public void Dispose() => DisposableSlot.Dispose(ref _upstream);
        }
    }
}
