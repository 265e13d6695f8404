using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SkipLast(count)</c>: holds the last <c>count</c> values in a queue that grows only as values arrive; a
/// value leaves it (downstream) when a newer one comes in. Steady state allocates nothing.
/// </summary>
internal sealed class SkipLast<T>(IObservable<T> source, int count) : Producer<T>
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
            _queue.Enqueue(value);
            if (_queue.Count > count)
            {
                Downstream.OnNext(_queue.Dequeue());
            }
        }
    }
}
