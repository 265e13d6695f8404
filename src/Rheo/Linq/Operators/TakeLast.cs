using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>TakeLast(count)</c>: keeps the last <c>count</c> values in a ring that grows only as values arrive, and
/// emits them in a loop on completion (stopping if disposed mid-loop).
/// </summary>
internal sealed class TakeLast<T>(IObservable<T> source, int count) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, count);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, int count) : Sink<T, T>(downstream)
    {
        private readonly Queue<T> _queue = new();

        public override void OnNext(T value)
        {
            if (count == 0)
            {
                return;
            }

            if (_queue.Count == count)
            {
                _queue.Dequeue();
            }

            _queue.Enqueue(value);
        }

        public override void OnCompleted()
        {
            while (_queue.TryDequeue(out var value))
            {
                if (IsDisposed)
                {
                    return;
                }

                Downstream.OnNext(value);
            }

            if (!IsDisposed)
            {
                Downstream.OnCompleted();
            }
        }
    }
}
