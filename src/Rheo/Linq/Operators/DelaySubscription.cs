using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>DelaySubscription</c>: subscribes to the source when a timer fires (relative or absolute due time).</summary>
internal sealed class DelaySubscription<T>(IObservable<T> source, TimeSpan dueTime, DateTimeOffset? absoluteDueTime, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, source);
        subscriber.OnSubscribe(sink);
        var timer = absoluteDueTime is { } at
            ? scheduler.Schedule(sink, at, static (_, s) => s.Start())
            : scheduler.Schedule(sink, dueTime, static (_, s) => s.Start());
        DisposableSlot.TrySetOnce(ref sink.Timer, timer);
    }

    private sealed class Sink(ISubscriber<T> downstream, IObservable<T> source) : Sink<T, T>(downstream)
    {
        public IDisposable? Timer;

        public IDisposable Start()
        {
            if (!IsDisposed)
            {
                source.Run(this);
            }

            return Disposable.Empty;
        }

        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref Timer);
            base.Dispose();
        }
    }
}
