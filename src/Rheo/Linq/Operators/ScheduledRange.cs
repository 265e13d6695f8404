using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Range(start, count, scheduler)</c>. On a long-running scheduler: one loop that checks its cancel flag
/// before each value. Elsewhere: one value per work item, each scheduling the next on the scheduler it
/// runs on (so a shared event loop stays fair and dispose stops it between values); completion is a step of its own.
/// </summary>
internal sealed class ScheduledRange(int start, int count, IScheduler scheduler) : Producer<int>
{
    public override void Run(ISubscriber<int> subscriber)
    {
        var sink = new Sink(subscriber, start, start + count);
        subscriber.OnSubscribe(sink);
        if (scheduler.AsLongRunning() is { } longRunning)
        {
            sink.Start(longRunning);
        }
        else
        {
            sink.Start(scheduler);
        }
    }

    private sealed class Sink(ISubscriber<int> downstream, int next, int end) : ScheduledSinkBase<int>(downstream)
    {
        private int _next = next;

        public void Start(IScheduler scheduler) => SetTask(scheduler.Schedule(this, static (s, sink) => sink.Step(s)));

        public void Start(ISchedulerLongRunning scheduler) => SetTask(scheduler.ScheduleLongRunning(this, static (sink, cancel) => sink.Loop(cancel)));

        private IDisposable Step(IScheduler scheduler)
        {
            if (IsDisposed)
            {
                return Disposable.Empty;
            }

            if (_next != end)
            {
                Downstream.OnNext(_next++);
                if (!IsDisposed)
                {
                    SetTask(scheduler.Schedule(this, static (s, sink) => sink.Step(s)));
                }
            }
            else
            {
                Downstream.OnCompleted();
            }

            return Disposable.Empty;
        }

        private void Loop(ICancelable cancel)
        {
            for (var i = _next; i != end; i++)
            {
                if (cancel.IsDisposed)
                {
                    return;
                }

                Downstream.OnNext(i);
            }

            if (!cancel.IsDisposed)
            {
                Downstream.OnCompleted();
            }
        }
    }
}
