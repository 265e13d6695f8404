using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>BufferUntilInactive</c>: collects values until the source has been quiet for <c>period</c>, then sends
/// them as one list; a list still open at completion is sent before completing. No empty lists.
/// </summary>
internal sealed class BufferUntilInactive<T>(IObservable<T> source, TimeSpan period, IScheduler scheduler) : Producer<IList<T>>
{
    public override void Run(ISubscriber<IList<T>> subscriber)
    {
        var sink = new Sink(subscriber, period, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<IList<T>> downstream, TimeSpan period, IScheduler scheduler) : ExTimerSink<T, IList<T>>(downstream, scheduler)
    {
        private List<T>? _buffer;

        protected override void Next(T value)
        {
            (_buffer ??= []).Add(value);
            Arm(period);
        }

        protected override void Elapsed() => Flush();

        protected override void Completed()
        {
            Disarm();
            Flush();
            SendCompleted();
        }

        private void Flush()
        {
            var buffer = _buffer;
            if (buffer is not null)
            {
                _buffer = null;
                Downstream.OnNext(buffer);
            }
        }
    }
}
