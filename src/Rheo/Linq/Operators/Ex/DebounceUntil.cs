using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>DebounceUntil</c>: a value for which the predicate holds goes out at once (dropping a debounced value
/// still waiting); any other value waits for a quiet period of <c>dueTime</c> and is replaced by a later one.
/// </summary>
internal sealed class DebounceUntil<T>(IObservable<T> source, TimeSpan dueTime, Func<T, bool> predicate, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, dueTime, predicate, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, TimeSpan dueTime, Func<T, bool> predicate, IScheduler scheduler) : ExTimerSink<T, T>(downstream, scheduler)
    {
        private T _pending = default!;
        private bool _hasPending;

        protected override void Next(T value)
        {
            bool immediate;
            try
            {
                immediate = predicate(value);
            }
            catch (Exception error)
            {
                SendError(error);
                return;
            }

            if (immediate)
            {
                Disarm();
                _hasPending = false;
                _pending = default!;
                Downstream.OnNext(value);
                return;
            }

            _pending = value;
            _hasPending = true;
            Arm(dueTime);
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
