using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ThrottleDistinct</c>: Rx <c>Throttle</c> (the last value of a burst, after a quiet period) that sends a
/// value only if it differs from the last value it sent.
/// </summary>
internal sealed class ThrottleDistinct<T>(IObservable<T> source, TimeSpan dueTime, IEqualityComparer<T> comparer, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, dueTime, comparer, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, TimeSpan dueTime, IEqualityComparer<T> comparer, IScheduler scheduler) : ExTimerSink<T, T>(downstream, scheduler)
    {
        private T _pending = default!;
        private T _last = default!;
        private bool _hasPending;
        private bool _hasLast;

        protected override void Next(T value)
        {
            _pending = value;
            _hasPending = true;
            Arm(dueTime);
        }

        protected override void Elapsed() => Flush();

        protected override void Completed()
        {
            Flush();
            if (!Done)
            {
                SendCompleted();
            }
        }

        private void Flush()
        {
            if (!_hasPending)
            {
                return;
            }

            var value = _pending;
            _pending = default!;
            _hasPending = false;
            bool same;
            try
            {
                same = _hasLast && comparer.Equals(_last, value);
            }
            catch (Exception error)
            {
                SendError(error);
                return;
            }

            if (!same)
            {
                _last = value;
                _hasLast = true;
                Downstream.OnNext(value);
            }
        }
    }
}
