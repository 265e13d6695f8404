using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Throttle(dueTime)</c> (also <c>Debounce</c>): a value goes out once <c>dueTime</c> passed without a newer
/// one. A value only records itself and its due time; one timer is outstanding at most, and when it fires
/// early (newer values arrived) it reschedules for the remaining time, so a busy source allocates nothing per
/// value. Completion first releases the pending value; an error drops it.
/// </summary>
internal sealed class Throttle<T>(IObservable<T> source, TimeSpan dueTime, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, dueTime, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, TimeSpan dueTime, IScheduler scheduler) : Sink<T, T>(downstream)
    {
        private readonly Lock _gate = new();
        private readonly IStopwatch _watch = scheduler.StartStopwatch();
        private IDisposable? _timer;
        private T? _value;
        private bool _hasValue;
        private long _due;
        private bool _timerActive;
        private bool _done;

        public override void OnNext(T value)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _value = value;
                _hasValue = true;
                _due = _watch.Elapsed.Ticks + dueTime.Ticks;
                if (!_timerActive)
                {
                    _timerActive = true;
                    ScheduleTimer(dueTime);
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
                _hasValue = false;
                _value = default;
                DisposableSlot.Dispose(ref _timer);
                Downstream.OnError(error);
            }
        }

        public override void OnCompleted()
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                DisposableSlot.Dispose(ref _timer);
                if (_hasValue)
                {
                    var value = _value!;
                    _hasValue = false;
                    _value = default;
                    Downstream.OnNext(value);
                }

                Downstream.OnCompleted();
            }
        }

        public override void Dispose()
        {
            lock (_gate)
            {
                _done = true;
                _hasValue = false;
                _value = default;
            }

            DisposableSlot.Dispose(ref _timer);
            base.Dispose();
        }

        private void ScheduleTimer(TimeSpan after) =>
            DisposableSlot.TrySetMultiple(ref _timer, scheduler.Schedule(this, after, static (_, sink) =>
            {
                sink.OnTimer();
                return Disposable.Empty;
            }));

        private void OnTimer()
        {
            lock (_gate)
            {
                _timerActive = false;
                if (_done || !_hasValue)
                {
                    return;
                }

                var now = _watch.Elapsed.Ticks;
                if (_due > now)
                {
                    _timerActive = true;
                    ScheduleTimer(TimeSpan.FromTicks(_due - now));
                    return;
                }

                var value = _value!;
                _hasValue = false;
                _value = default;
                Downstream.OnNext(value);
            }
        }
    }
}
