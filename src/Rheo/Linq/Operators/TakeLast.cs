using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>TakeLast(count)</c>: keeps the last <c>count</c> values in a ring that grows only as values arrive, and
/// emits them in a loop on completion (stopping if disposed mid-loop).
/// </summary>
internal sealed class TakeLast<T>(IObservable<T> source, int count) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, count);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, int count) : Sink<T, T>(downstream)
    {
        private readonly Queue<T> _queue = new();

        public override void OnNext(T value)
        {
            LastValues.AddKeepingLast(_queue, count, value);
        }

        public override void OnCompleted()
        {
            while (_queue.TryDequeue(out var value))
            {
                if (IsDisposed)
                {
                    return;
                }

                Downstream.OnNext(value);
            }

            if (!IsDisposed)
            {
                Downstream.OnCompleted();
            }
        }
    }
}

/// <summary>
/// <c>TakeLast(count, scheduler)</c>: keeps the last <c>count</c> values like <see cref="TakeLast{T}"/>; at
/// completion the values are emitted from the scheduler: in one loop on a long-running scheduler, elsewhere one
/// value per work item, each scheduling the next (the completion is a step of its own). Disposing stops the drain.
/// </summary>
internal sealed class ScheduledTakeLast<T>(IObservable<T> source, int count, Concurrency.IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, count, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, int count, Concurrency.IScheduler scheduler) : Sink<T, T>(downstream)
    {
        private readonly Queue<T> _queue = new();
        private IDisposable? _loop;
        private volatile bool _disposed;

        public override void OnNext(T value)
        {
            LastValues.AddKeepingLast(_queue, count, value);
        }

        public override void OnError(Exception error)
        {
            _queue.Clear();
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            if (scheduler.AsLongRunning() is { } longRunning)
            {
                DisposableSlot.TrySetSerial(ref _loop, longRunning.ScheduleLongRunning(this, static (sink, cancel) => sink.Loop(cancel)));
            }
            else
            {
                DisposableSlot.TrySetSerial(ref _loop, scheduler.Schedule(this, static (next, sink) => sink.Step(next)));
            }
        }

        public override void Dispose()
        {
            _disposed = true;
            DisposableSlot.Dispose(ref _loop);
            base.Dispose();
        }

        private void Loop(Disposables.ICancelable cancel)
        {
            while (_queue.TryDequeue(out var value))
            {
                if (_disposed || cancel.IsDisposed)
                {
                    return;
                }

                Downstream.OnNext(value);
            }

            if (!_disposed && !cancel.IsDisposed)
            {
                Downstream.OnCompleted();
            }
        }

        private IDisposable Step(Concurrency.IScheduler next)
        {
            if (_disposed)
            {
                return Disposables.Disposable.Empty;
            }

            if (_queue.TryDequeue(out var value))
            {
                Downstream.OnNext(value);
                if (!_disposed)
                {
                    DisposableSlot.TrySetSerial(ref _loop, next.Schedule(this, static (s, sink) => sink.Step(s)));
                }
            }
            else
            {
                Downstream.OnCompleted();
            }

            return Disposables.Disposable.Empty;
        }
    }
}
