using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SkipLast(duration)</c>: each value waits in a queue of <c>(value, time)</c> structs and goes out when a
/// later message shows it is older than <c>duration</c>; at completion the values of the last
/// <c>duration</c> are dropped. The queue is reused, so the steady state allocates nothing.
/// </summary>
internal sealed class SkipLastTime<T>(IObservable<T> source, TimeSpan duration, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, duration.Ticks, scheduler.StartStopwatch());
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, long duration, IStopwatch watch) : Sink<T, T>(downstream)
    {
        private readonly Queue<(T Value, long Time)> _queue = new();

        public override void OnNext(T value)
        {
            var now = watch.Elapsed.Ticks;
            _queue.Enqueue((value, now));
            Release(now);
        }

        public override void OnError(Exception error)
        {
            _queue.Clear();
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            Release(watch.Elapsed.Ticks);
            _queue.Clear();
            if (!IsDisposed)
            {
                Downstream.OnCompleted();
            }
        }

        private void Release(long now)
        {
            while (!IsDisposed && _queue.TryPeek(out var head) && now - head.Time >= duration)
            {
                Downstream.OnNext(_queue.Dequeue().Value);
            }
        }
    }
}
