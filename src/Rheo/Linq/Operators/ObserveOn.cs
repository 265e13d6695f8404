using System.Collections.Concurrent;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ObserveOn</c>: messages are queued and delivered from the scheduler, in order, each exactly once. On a real
/// scheduler the sink is a <see cref="ScheduledSubscriber{T}"/> (see there for the long-running loop and the per-burst
/// work items; a terminal message follows the values sent before it). On a virtual-time scheduler
/// (<c>TestScheduler</c>, <c>HistoricalScheduler</c>) the sink is <see cref="Stepping"/>, Rx.NET's step per message, so
/// tests see Rx.NET's ticks.
/// </summary>
internal sealed class ObserveOn<T>(IObservable<T> source, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        if (IsVirtualTime(scheduler))
        {
            var stepping = new Stepping(subscriber, scheduler);
            subscriber.OnSubscribe(stepping);
            source.RunLeavingDisposal(stepping);
            return;
        }

        var sink = ScheduledSubscriber.Create(subscriber, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    /// <summary>True for schedulers deriving from <see cref="VirtualTimeSchedulerBase{TAbsolute, TRelative}"/>.</summary>
    private static bool IsVirtualTime(IScheduler scheduler)
    {
        for (var type = scheduler.GetType(); type is not null; type = type.BaseType)
        {
            if (type.IsGenericType && type.GetGenericTypeDefinition() == typeof(VirtualTimeSchedulerBase<,>))
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// Rx.NET's short-running drain, message by message: each message the source sends counts one step; a step is one
    /// work item that delivers one message, and schedules the next step while steps are owed. So messages sent at one
    /// tick arrive on consecutive ticks, a terminal message takes a step of its own after the last value, an error is
    /// delivered at the next step and drops the values still queued (as in Rx.NET), and the source is let go when the
    /// terminal message has been delivered (Rx.NET logs <c>Subscribe(200, 531)</c> for a source completing at 530).
    /// </summary>
    private sealed class Stepping(ISubscriber<T> downstream, IScheduler scheduler) : Sink<T, T>(downstream)
    {
        private readonly ConcurrentQueue<T> _queue = new();
        private IDisposable? _task;
        private Exception? _error;
        private int _wip;
        private volatile bool _done;
        private volatile bool _stopped;

        public override void OnNext(T value)
        {
            _queue.Enqueue(value);
            Signal();
        }

        public override void OnError(Exception error)
        {
            _error = error;
            _done = true;
            Signal();
        }

        public override void OnCompleted()
        {
            _done = true;
            Signal();
        }

        public override void Dispose()
        {
            _stopped = true;
            DisposeUpstream();
            DisposableSlot.Dispose(ref _task);
            _queue.Clear();
        }

        private void Signal()
        {
            if (Interlocked.Increment(ref _wip) == 1)
            {
                DisposableSlot.TrySetMultiple(ref _task, scheduler.Schedule(this, static (s, sink) => sink.Step(s)));
            }
        }

        private IDisposable Step(IScheduler on)
        {
            DeliverOne();
            if (Interlocked.Decrement(ref _wip) != 0 && !_stopped)
            {
                DisposableSlot.TrySetMultiple(ref _task, on.Schedule(this, static (s, sink) => sink.Step(s)));
            }

            return Disposable.Empty;
        }

        private void DeliverOne()
        {
            if (_stopped)
            {
                _queue.Clear();
                return;
            }

            var done = _done;
            if (done && _error is { } error)
            {
                _stopped = true;
                Downstream.OnError(error);
                DisposeUpstream();
                return;
            }

            if (_queue.TryDequeue(out var value))
            {
                Downstream.OnNext(value);
            }
            else if (done)
            {
                _stopped = true;
                Downstream.OnCompleted();
                DisposeUpstream();
            }
        }
    }
}
