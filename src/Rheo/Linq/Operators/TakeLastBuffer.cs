using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>TakeLastBuffer(count)</c>: keeps the last <c>count</c> values; on completion emits them as one list (empty when
/// the source sent nothing or <c>count</c> is 0), then completes. An error passes through and the kept values are dropped.
/// </summary>
internal sealed class TakeLastBuffer<T>(IObservable<T> source, int count) : Producer<IList<T>>
{
    public override void Run(ISubscriber<IList<T>> subscriber)
    {
        var sink = new Sink(subscriber, count);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<IList<T>> downstream, int count) : ResultSink<T, IList<T>>(downstream)
    {
        private readonly Queue<T> _queue = new();

        public override void OnNext(T value)
        {
            LastValues.AddKeepingLast(_queue, count, value);
        }

        public override void OnError(Exception error)
        {
            _queue.Clear();
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            var list = new List<T>(_queue);
            _queue.Clear();
            Emit(list);
        }
    }
}

/// <summary>
/// <c>TakeLastBuffer(duration)</c>: timestamps values on the scheduler's stopwatch and keeps those younger than
/// <c>duration</c> (a value exactly <c>duration</c> old is dropped, as in <c>TakeLast(duration)</c>); on completion
/// emits them as one list on the completing thread, then completes. An error passes through.
/// </summary>
internal sealed class TakeLastBufferTime<T>(IObservable<T> source, TimeSpan duration, IScheduler scheduler) : Producer<IList<T>>
{
    public override void Run(ISubscriber<IList<T>> subscriber)
    {
        var sink = new Sink(subscriber, duration.Ticks, scheduler.StartStopwatch());
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<IList<T>> downstream, long duration, IStopwatch watch) : ResultSink<T, IList<T>>(downstream)
    {
        private readonly Queue<(T Value, long Time)> _queue = new();

        public override void OnNext(T value)
        {
            var now = watch.Elapsed.Ticks;
            _queue.Enqueue((value, now));
            Trim(now);
        }

        public override void OnError(Exception error)
        {
            _queue.Clear();
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            Trim(watch.Elapsed.Ticks);
            var list = new List<T>(_queue.Count);
            while (_queue.TryDequeue(out var item))
            {
                list.Add(item.Value);
            }

            Emit(list);
        }

        private void Trim(long now) => LastValues.DropOlder(_queue, now, duration);
    }
}
