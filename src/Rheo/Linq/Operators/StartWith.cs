using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>StartWith</c> and <c>Prepend</c>: emits the given values in a loop that checks the disposed flag before
/// each one, then subscribes the source. The values are enumerated at each subscription.
/// </summary>
internal sealed class StartWith<T>(IObservable<T> source, IEnumerable<T> values) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        if (!sink.EmitAll(values))
        {
            return;
        }

        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<T, T>(downstream)
    {
        public bool EmitAll(IEnumerable<T> values)
        {
            if (values is T[] array)
            {
                foreach (var value in array)
                {
                    if (IsDisposed)
                    {
                        return false;
                    }

                    Downstream.OnNext(value);
                }

                return !IsDisposed;
            }

            try
            {
                foreach (var value in values)
                {
                    if (IsDisposed)
                    {
                        return false;
                    }

                    Downstream.OnNext(value);
                }
            }
            catch (Exception error) when (!IsDisposed)
            {
                Fail(error);
                return false;
            }

            return !IsDisposed;
        }

        public override void OnNext(T value) => Downstream.OnNext(value);
    }
}

/// <summary>
/// <c>Prepend(value, scheduler)</c>: one work item on the scheduler emits the value and then subscribes the
/// source, as Rx.NET does.
/// </summary>
internal sealed class ScheduledPrepend<T>(IObservable<T> source, T value, Concurrency.IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, source, value);
        subscriber.OnSubscribe(sink);
        sink.Start(scheduler);
    }

    private sealed class Sink(ISubscriber<T> downstream, IObservable<T> source, T first) : Sink<T, T>(downstream)
    {
        private IDisposable? _task;

        public void Start(Concurrency.IScheduler scheduler) =>
            DisposableSlot.TrySetOnce(ref _task, scheduler.Schedule(this, static (_, sink) => sink.EmitThenSubscribe()));

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref _task);
            base.Dispose();
        }

        private IDisposable EmitThenSubscribe()
        {
            if (!IsDisposed)
            {
                Downstream.OnNext(first);
                if (!IsDisposed)
                {
                    source.Run(this);
                }
            }

            return Disposables.Disposable.Empty;
        }
    }
}
