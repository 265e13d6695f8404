using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Timer</c> and <c>Interval</c>: 0 at the due time (relative or absolute), then, with a period, 1, 2, …
/// every period. When the due time equals the period the whole sequence is one <c>SchedulePeriodic</c>
/// (native on schedulers that offer <see cref="ISchedulerPeriodic"/>, drift-corrected elsewhere);
/// otherwise the first tick is a timed work item and the rest periodic from it.
/// </summary>
internal sealed class Timer : Producer<long>
{
    private readonly TimeSpan _relative;
    private readonly DateTimeOffset _absolute;
    private readonly bool _isAbsolute;
    private readonly TimeSpan? _period;
    private readonly IScheduler _scheduler;

    public Timer(TimeSpan dueTime, TimeSpan? period, IScheduler scheduler)
    {
        _relative = Scheduler.Normalize(dueTime);
        _period = period;
        _scheduler = scheduler;
    }

    public Timer(DateTimeOffset dueTime, TimeSpan? period, IScheduler scheduler)
    {
        _absolute = dueTime;
        _isAbsolute = true;
        _period = period;
        _scheduler = scheduler;
    }

    public override void Run(ISubscriber<long> subscriber)
    {
        var sink = new Sink(subscriber, _period, _scheduler);
        subscriber.OnSubscribe(sink);
        if (!_isAbsolute && _period is { } period && period == _relative)
        {
            sink.StartPeriodic();
        }
        else if (_isAbsolute)
        {
            sink.SetTask(_scheduler.Schedule(sink, _absolute, static (_, s) => s.First()));
        }
        else
        {
            sink.SetTask(_scheduler.Schedule(sink, _relative, static (_, s) => s.First()));
        }
    }

    private sealed class Sink(ISubscriber<long> downstream, TimeSpan? period, IScheduler scheduler) : ScheduledSinkBase<long>(downstream)
    {
        private long _count;

        public new void SetTask(IDisposable task) => base.SetTask(task);

        public void StartPeriodic() => SetTask(scheduler.SchedulePeriodic(this, period!.Value, static s => s.Tick()));

        public IDisposable First()
        {
            if (IsDisposed)
            {
                return Disposable.Empty;
            }

            Downstream.OnNext(_count++);
            if (IsDisposed)
            {
                return Disposable.Empty;
            }

            if (period is null)
            {
                Downstream.OnCompleted();
            }
            else
            {
                StartPeriodic();
            }

            return Disposable.Empty;
        }

        private Sink Tick()
        {
            if (!IsDisposed)
            {
                Downstream.OnNext(_count++);
            }

            return this;
        }
    }
}
