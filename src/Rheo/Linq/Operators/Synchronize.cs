using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Synchronize</c>: every message goes downstream under a monitor lock (the given gate, or the sink itself),
/// so a source that calls from several threads at once is serialized; messages after a terminal one are dropped.
/// </summary>
internal sealed class Synchronize<T>(IObservable<T> source, object? gate) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, gate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink : Sink<T, T>
    {
        private readonly object _gate;
        private bool _done;

        public Sink(ISubscriber<T> downstream, object? gate)
            : base(downstream)
        {
            // Locking on the sink itself saves an allocation; it is never handed to user code as a lock.
            _gate = gate ?? this;
        }

        public override void OnNext(T value)
        {
            lock (_gate)
            {
                if (!_done)
                {
                    Downstream.OnNext(value);
                }
            }
        }

        public override void OnError(Exception error)
        {
            lock (_gate)
            {
                if (!_done)
                {
                    _done = true;
                    Downstream.OnError(error);
                }
            }
        }

        public override void OnCompleted()
        {
            lock (_gate)
            {
                if (!_done)
                {
                    _done = true;
                    Downstream.OnCompleted();
                }
            }
        }
    }
}
