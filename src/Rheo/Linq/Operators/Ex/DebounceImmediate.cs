using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>DebounceImmediate</c>: a value arriving when the operator is idle goes out at once and starts a quiet
/// period; values inside it restart the period and the last one goes out when it ends; then idle again.
/// </summary>
internal sealed class DebounceImmediate<T>(IObservable<T> source, TimeSpan dueTime, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, dueTime, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, TimeSpan dueTime, IScheduler scheduler) : ExTimerSink<T, T>(downstream, scheduler)
    {
        private T _pending = default!;
        private bool _hasPending;

        protected override void Next(T value)
        {
            var idle = !IsArmed;
            Arm(dueTime);
            if (idle)
            {
                Downstream.OnNext(value);
            }
            else
            {
                _pending = value;
                _hasPending = true;
            }
        }

        protected override void Elapsed()
        {
            if (_hasPending)
            {
                var value = _pending;
                _pending = default!;
                _hasPending = false;
                Downstream.OnNext(value);
            }
        }

        protected override void Completed()
        {
            if (_hasPending)
            {
                _hasPending = false;
                Downstream.OnNext(_pending);
            }

            SendCompleted();
        }
    }
}
