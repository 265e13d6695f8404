using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Delay(dueTime)</c>: every value is queued as a <c>(value, due)</c> struct and one timer drains the queue,
/// rescheduling itself for the head's due time, so a busy source costs one scheduled item per drain, not per
/// value. Completion is shifted like a value; an error is delivered at once and drops the queue. Times come
/// from one stopwatch started at subscription.
/// </summary>
internal sealed class Delay<T>(IObservable<T> source, TimeSpan dueTime, DateTimeOffset? absoluteDueTime, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var delay = absoluteDueTime is { } at ? Scheduler.Normalize(at - scheduler.Now) : dueTime;
        var sink = new Sink(subscriber, delay, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, TimeSpan delay, IScheduler scheduler) : Sink<T, T>(downstream)
    {
        private readonly Lock _gate = new();
        private readonly Queue<(T Value, long Due)> _queue = new();
        private readonly IStopwatch _watch = scheduler.StartStopwatch();
        private IDisposable? _timer;
        private bool _timerActive;
        private bool _draining;
        private bool _done;
        private long _completeDue = -1;
        private Exception? _pendingError;

        public override void OnNext(T value)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _queue.Enqueue((value, _watch.Elapsed.Ticks + delay.Ticks));
                if (!_timerActive && !_draining)
                {
                    _timerActive = true;
                    ScheduleDrain(delay);
                }
            }
        }

        public override void OnError(Exception error)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                _queue.Clear();
                DisposableSlot.Dispose(ref _timer);
                if (_draining)
                {
                    _pendingError = error;
                    return;
                }
            }

            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            lock (_gate)
            {
                if (_done || _completeDue >= 0)
                {
                    return;
                }

                _completeDue = _watch.Elapsed.Ticks + delay.Ticks;
                if (!_timerActive && !_draining)
                {
                    _timerActive = true;
                    ScheduleDrain(delay);
                }
            }
        }

        public override void Dispose()
        {
            lock (_gate)
            {
                _done = true;
                _queue.Clear();
            }

            DisposableSlot.Dispose(ref _timer);
            base.Dispose();
        }

        private void ScheduleDrain(TimeSpan after) =>
            DisposableSlot.TrySetMultiple(ref _timer, scheduler.Schedule(this, after, static (_, sink) =>
            {
                sink.Drain();
                return Disposable.Empty;
            }));

        private void Drain()
        {
            while (true)
            {
                T value;
                lock (_gate)
                {
                    _timerActive = false;
                    if (_done)
                    {
                        _draining = false;
                        return;
                    }

                    var now = _watch.Elapsed.Ticks;
                    if (_queue.TryPeek(out var head))
                    {
                        if (head.Due > now)
                        {
                            _draining = false;
                            _timerActive = true;
                            ScheduleDrain(TimeSpan.FromTicks(head.Due - now));
                            return;
                        }

                        value = _queue.Dequeue().Value;
                        _draining = true;
                    }
                    else
                    {
                        _draining = false;
                        if (_completeDue < 0)
                        {
                            return;
                        }

                        if (_completeDue > now)
                        {
                            _timerActive = true;
                            ScheduleDrain(TimeSpan.FromTicks(_completeDue - now));
                            return;
                        }

                        _done = true;
                        break;
                    }
                }

                Downstream.OnNext(value);
                lock (_gate)
                {
                    if (_pendingError is { } error)
                    {
                        _pendingError = null;
                        _draining = false;
                        Downstream.OnError(error);
                        return;
                    }
                }
            }

            DisposeUpstream();
            Downstream.OnCompleted();
        }
    }
}
