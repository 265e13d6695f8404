using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Repeat(value[, count], scheduler)</c>: a loop on a long-running scheduler, a value per work item elsewhere. With a
/// count, completion comes with the last value (Rx.NET: <c>Repeat(42, 3, testScheduler)</c> sends 201, 202, 203 and
/// completes at 203; a count of 0 completes at 201).
/// </summary>
internal sealed class ScheduledRepeat<T>(T value, int? count, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, value, count);
        subscriber.OnSubscribe(sink);
        sink.Start(scheduler);
    }

    private sealed class Sink(ISubscriber<T> downstream, T value, int? count) : ScheduledLoopSink<T>(downstream)
    {
        private int _remaining = count ?? -1;

        // Rx.NET completes a counted repeat on the tick of its last value.
        protected override bool IsExhausted => _remaining == 0;

        protected override bool MoveNext(out T next)
        {
            next = value;
            if (_remaining < 0)
            {
                return true;
            }

            if (_remaining == 0)
            {
                return false;
            }

            _remaining--;
            return true;
        }
    }
}
