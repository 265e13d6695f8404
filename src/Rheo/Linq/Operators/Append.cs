using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Append</c>: passes the source, then emits one more value before completing.</summary>
internal sealed class Append<T>(IObservable<T> source, T value) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, value);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, T last) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void OnCompleted()
        {
            Downstream.OnNext(last);
            if (!IsDisposed)
            {
                Downstream.OnCompleted();
            }
        }
    }
}

/// <summary>
/// <c>Append(value, scheduler)</c>: passes the source; when it completes, one work item on the scheduler emits
/// the value and the completion, as Rx.NET does.
/// </summary>
internal sealed class ScheduledAppend<T>(IObservable<T> source, T value, Concurrency.IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, value, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, T last, Concurrency.IScheduler scheduler) : Sink<T, T>(downstream)
    {
        private IDisposable? _task;

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void OnCompleted() =>
            DisposableSlot.TrySetOnce(ref _task, scheduler.Schedule(this, static (_, sink) => sink.EmitLast()));

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref _task);
            base.Dispose();
        }

        private IDisposable EmitLast()
        {
            if (!IsDisposed)
            {
                Downstream.OnNext(last);
                if (!IsDisposed)
                {
                    Downstream.OnCompleted();
                }
            }

            return Disposables.Disposable.Empty;
        }
    }
}
