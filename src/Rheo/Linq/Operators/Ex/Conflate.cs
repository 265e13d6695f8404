using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Conflate</c>: at most one value per <c>period</c>. A value arriving when the last emission is at least a
/// period old goes out at once; values arriving sooner replace each other and the latest goes out when the
/// period ends, so the last value of a burst is never dropped. Completion waits for that value.
/// </summary>
internal sealed class Conflate<T>(IObservable<T> source, TimeSpan period, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, period, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, TimeSpan period, IScheduler scheduler) : ExTimerSink<T, T>(downstream, scheduler)
    {
        private T _pending = default!;
        private bool _hasPending;
        private bool _completePending;

        protected override void Next(T value)
        {
            if (IsArmed)
            {
                _pending = value;
                _hasPending = true;
                return;
            }

            Arm(period);
            Downstream.OnNext(value);
        }

        protected override void Elapsed()
        {
            if (_hasPending)
            {
                var value = _pending;
                _pending = default!;
                _hasPending = false;
                Arm(period);
                Downstream.OnNext(value);
            }

            if (_completePending && !Done)
            {
                SendCompleted();
            }
        }

        protected override void Completed()
        {
            if (_hasPending)
            {
                _completePending = true;
            }
            else
            {
                SendCompleted();
            }
        }
    }
}
