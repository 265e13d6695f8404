using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Throw(error, scheduler)</c>: one work item sends the error.</summary>
internal sealed class ScheduledThrow<T>(Exception error, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, error);
        subscriber.OnSubscribe(sink);
        sink.Start(scheduler);
    }

    private sealed class Sink(ISubscriber<T> downstream, Exception error) : ScheduledSinkBase<T>(downstream)
    {
        public void Start(IScheduler scheduler) => SetTask(scheduler.Schedule(this, static (_, s) => s.Emit()));

        private IDisposable Emit()
        {
            if (!IsDisposed)
            {
                Downstream.OnError(error);
            }

            return Disposables.Disposable.Empty;
        }
    }
}
