using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Return(value, scheduler)</c>: one work item sends the value and the completion.</summary>
internal sealed class ScheduledReturn<T>(T value, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, value);
        subscriber.OnSubscribe(sink);
        sink.Start(scheduler);
    }

    private sealed class Sink(ISubscriber<T> downstream, T value) : ScheduledSinkBase<T>(downstream)
    {
        public void Start(IScheduler scheduler) => SetTask(scheduler.Schedule(this, static (_, s) => s.Emit()));

        private IDisposable Emit()
        {
            if (!IsDisposed)
            {
                Downstream.OnNext(value);
                if (!IsDisposed)
                {
                    Downstream.OnCompleted();
                }
            }

            return Disposables.Disposable.Empty;
        }
    }
}
