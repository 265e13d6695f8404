using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Delay</c>: shifts every value and the completion by a constant time; an error goes out at once and drops what is
/// queued. Values wait in a queue of (value, due) structs (Delay buffers by nature); one timer is outstanding at most,
/// set for the head of the queue, and the values that are due go out one after another, each awaited. While they do,
/// the next source message waits, so a slow observer slows the source instead of growing the queue. With an absolute
/// due time the shift is the time from the subscription to it. Source messages and timer ticks meet under the gate of
/// <c>Internal/AsyncTimedSink</c>, which keeps one timer outstanding, makes a source message wait for a downstream call
/// in flight, sends a source error at once (after a call in flight) and stops the sink when the observer throws or
/// faults; this file holds the operator's own steps (what a value, a tick and the end of a downstream call do).
/// </summary>
internal sealed class Delay<T>(IAsyncObservable<T> source, TimeSpan dueTime, DateTimeOffset? absolute, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var shift = absolute is { } at ? at - scheduler.Now : dueTime;
        return new Sink(observer, Math.Max(0, shift.Ticks), scheduler).SubscribeToAsync(source);
    }

    private sealed class Sink(IAsyncObserver<T> downstream, long shift, IScheduler scheduler) : AsyncTimedSink<T, T>(downstream, scheduler)
    {
        private readonly Queue<(T Value, long Due)> _queue = new();
        private bool _atEnd;
        private long _completeAt;

        public override ValueTask OnNextAsync(T value)
        {
            lock (Gate)
            {
                if (Done || _atEnd)
                {
                    return default;
                }

                if (!Emitting)
                {
                    var due = Now + shift;
                    _queue.Enqueue((value, due));
                    if (_queue.Count == 1)
                    {
                        ArmLocked(due);
                    }

                    return default;
                }

                BeginWaitLocked();
            }

            return RetryNextAsync(value);
        }

        public override ValueTask OnCompletedAsync()
        {
            lock (Gate)
            {
                if (Done || _atEnd)
                {
                    return default;
                }

                _atEnd = true;
                _completeAt = Now + shift;
                if (_queue.Count == 0 && !Emitting)
                {
                    ArmLocked(_completeAt);
                }
            }

            return default;
        }

        protected override bool OnTimerLocked() => !Emitting && NextDueLocked();

        protected override bool ContinueLocked() => NextDueLocked();

        protected override void ClearLocked() => _queue.Clear();

        private bool NextDueLocked()
        {
            var now = Now;
            if (_queue.TryPeek(out var head))
            {
                if (head.Due <= now)
                {
                    _queue.Dequeue();
                    return PrepareNextLocked(head.Value);
                }

                ArmLocked(head.Due);
                return false;
            }

            if (_atEnd)
            {
                if (_completeAt <= now)
                {
                    return PrepareCompletedLocked();
                }

                ArmLocked(_completeAt);
            }

            return false;
        }
    }
}
