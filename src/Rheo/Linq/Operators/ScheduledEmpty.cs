using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Empty(scheduler)</c>: one work item sends the completion.</summary>
internal sealed class ScheduledEmpty<T>(IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        sink.Start(scheduler);
    }

    private sealed class Sink(ISubscriber<T> downstream) : ScheduledSinkBase<T>(downstream)
    {
        public void Start(IScheduler scheduler) => SetTask(scheduler.Schedule(this, static (_, s) => s.Emit()));

        private IDisposable Emit()
        {
            if (!IsDisposed)
            {
                Downstream.OnCompleted();
            }

            return Disposables.Disposable.Empty;
        }
    }
}
