using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>TakeLast(duration)</c>: keeps the values of the last <c>duration</c> in a queue of <c>(value, time)</c>
/// structs, trimmed on every value; at completion it trims once more and emits the rest, on the calling thread
/// or, with a loop scheduler, one value per scheduled step.
/// </summary>
internal sealed class TakeLastTime<T>(IObservable<T> source, TimeSpan duration, IScheduler scheduler, IScheduler? loopScheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, duration.Ticks, scheduler.StartStopwatch(), loopScheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, long duration, IStopwatch watch, IScheduler? loopScheduler) : Sink<T, T>(downstream)
    {
        private readonly Queue<(T Value, long Time)> _queue = new();
        private IDisposable? _loop;
        private volatile bool _disposed;

        public override void OnNext(T value)
        {
            var now = watch.Elapsed.Ticks;
            _queue.Enqueue((value, now));
            Trim(now);
        }

        public override void OnError(Exception error)
        {
            _queue.Clear();
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            Trim(watch.Elapsed.Ticks);
            if (loopScheduler is null)
            {
                while (!_disposed && _queue.TryDequeue(out var item))
                {
                    Downstream.OnNext(item.Value);
                }

                if (!_disposed)
                {
                    Downstream.OnCompleted();
                }

                return;
            }

            DisposableSlot.TrySetSerial(ref _loop, loopScheduler.Schedule(this, static (_, s) => s.Step()));
        }

        public override void Dispose()
        {
            _disposed = true;
            DisposableSlot.Dispose(ref _loop);
            base.Dispose();
        }

        private IDisposable Step()
        {
            if (_disposed)
            {
                return Disposable.Empty;
            }

            if (_queue.TryDequeue(out var item))
            {
                Downstream.OnNext(item.Value);
                if (!_disposed)
                {
                    DisposableSlot.TrySetSerial(ref _loop, loopScheduler!.Schedule(this, static (_, s) => s.Step()));
                }
            }
            else
            {
                Downstream.OnCompleted();
            }

            return Disposable.Empty;
        }

        private void Trim(long now) => LastValues.DropOlder(_queue, now, duration);
    }
}
