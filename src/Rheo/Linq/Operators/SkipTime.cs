using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Skip(duration)</c> and <c>SkipUntil(startTime)</c>: values are dropped until a timer opens the gate;
/// after that a value costs one volatile read.
/// </summary>
internal sealed class SkipTime<T>(IObservable<T> source, TimeSpan duration, DateTimeOffset? startTime, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        var timer = startTime is { } at
            ? scheduler.Schedule(sink, at, static (_, s) => s.Open())
            : scheduler.Schedule(sink, duration, static (_, s) => s.Open());
        DisposableSlot.TrySetOnce(ref sink.Timer, timer);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<T, T>(downstream)
    {
        public IDisposable? Timer;
        private volatile bool _open;

        public IDisposable Open()
        {
            _open = true;
            return Disposable.Empty;
        }

        public override void OnNext(T value)
        {
            if (_open)
            {
                Downstream.OnNext(value);
            }
        }

        public override void OnError(Exception error)
        {
            DisposableSlot.Dispose(ref Timer);
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            DisposableSlot.Dispose(ref Timer);
            Downstream.OnCompleted();
        }

        public override void Dispose()
        {
            DisposableSlot.Dispose(ref Timer);
            base.Dispose();
        }
    }
}
