using System.Collections.Concurrent;
using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ObserveOn</c>: messages are queued and delivered from the scheduler, in order, each exactly once; a
/// terminal message follows the values sent before it. On a long-running scheduler one dedicated loop
/// drains the queue (it sleeps on a monitor when the queue is empty and is woken only then); elsewhere
/// one work item is scheduled when the queue goes from empty to non-empty, not one per value (on the immediate
/// scheduler the producer that starts a burst drains it in place; values sent meanwhile queue behind it). The queue
/// is a <see cref="ConcurrentQueue{T}"/>: lock-free for the producer, and its ring segment is reused while
/// the consumer keeps up, so the steady state allocates nothing per value.
/// </summary>
internal sealed class ObserveOn<T>(IObservable<T> source, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = CreateSink(subscriber, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    /// <summary>The queue that delivers to <paramref name="subscriber"/> from <paramref name="scheduler"/> (also behind <c>Observer.NotifyOn</c>).</summary>
    internal static ObserveOnSinkBase<T> CreateSink(ISubscriber<T> subscriber, IScheduler scheduler)
        => scheduler.AsLongRunning() is { } longRunning
            ? new LongRunningSink(subscriber, longRunning)
            : new BurstSink(subscriber, scheduler);

    /// <summary>Drains from work items; a work-in-progress count decides who schedules the next drain.</summary>
    private sealed class BurstSink(ISubscriber<T> downstream, IScheduler scheduler) : ObserveOnSinkBase<T>(downstream)
    {
        // A drain yields its work item after this many values so other work on a shared scheduler can run.
        private const int DrainBudget = 4096;

        // On Rheo's pool and event-loop schedulers the drain is one reusable work item: no allocation per burst.
        private readonly DrainItem? _drainItem = scheduler is ISchedulerWorkItemQueue ? new DrainItem() : null;

        // On the immediate scheduler the producer that starts a burst drains it itself, in place, with no budget:
        // scheduling would only wrap the same call in a trampoline allocated per burst.
        private readonly bool _inline = scheduler is ImmediateScheduler;
        private int _wip;
        private IDisposable? _task;

        public override void OnNext(T value)
        {
            // Immediate scheduler, nothing queued and no drain running: hand the value straight through. Plain
            // reads and writes suffice because the observer grammar makes calls to OnNext serial; a re-entrant
            // value (sent from inside the downstream call) sees the count above zero, queues, and is drained
            // after this one.
            if (_inline && _wip == 0)
            {
                _wip = 1;
                if (!IsStopped)
                {
                    Downstream.OnNext(value);
                }

                if (--_wip != 0)
                {
                    Drain(scheduler);
                }

                return;
            }

            base.OnNext(value);
        }

        protected override void Signal()
        {
            if (Interlocked.Increment(ref _wip) == 1)
            {
                if (_inline)
                {
                    Drain(scheduler);
                }
                else
                {
                    ScheduleDrain(scheduler);
                }
            }
        }

        protected override void Stop()
        {
            _drainItem?.Dispose();
            DisposableSlot.Dispose(ref _task);
        }

        private void ScheduleDrain(IScheduler on)
        {
            if (_drainItem is not null && ReferenceEquals(on, scheduler))
            {
                _drainItem.Sink ??= this;
                ((ISchedulerWorkItemQueue)scheduler).Enqueue(_drainItem);
            }
            else
            {
                DisposableSlot.TrySetMultiple(ref _task, on.Schedule(this, static (s, sink) => sink.Drain(s)));
            }
        }

        private IDisposable Drain(IScheduler on)
        {
            var missed = Volatile.Read(ref _wip);
            var budget = _inline ? int.MaxValue : DrainBudget;
            while (true)
            {
                if (!DeliverValues(ref budget))
                {
                    return Disposable.Empty;
                }

                if (budget == 0 && !QueueIsEmpty)
                {
                    // The count stays above zero, so no producer schedules a drain meanwhile.
                    ScheduleDrain(on);
                    return Disposable.Empty;
                }

                if (TryDeliverTerminal())
                {
                    return Disposable.Empty;
                }

                missed = Interlocked.Add(ref _wip, -missed);
                if (missed == 0)
                {
                    return Disposable.Empty;
                }
            }
        }

        /// <summary>The reusable drain work item; it runs the drain each time it is dequeued until disposed.</summary>
        private sealed class DrainItem : SchedulerWorkItem
        {
            public BurstSink? Sink { get; set; }

            protected override IDisposable InvokeCore() => Sink!.Drain(Sink.Scheduler);
        }

        private IScheduler Scheduler => scheduler;
    }

    /// <summary>Drains from one long-running loop, started by the first message.</summary>
    private sealed class LongRunningSink(ISubscriber<T> downstream, ISchedulerLongRunning scheduler) : ObserveOnSinkBase<T>(downstream)
    {
        private readonly object _gate = new();
        private int _started;
        private int _waiting;
        private IDisposable? _task;

        protected override void Signal()
        {
            if (Volatile.Read(ref _started) == 0 && Interlocked.Exchange(ref _started, 1) == 0)
            {
                DisposableSlot.TrySetOnce(ref _task, scheduler.ScheduleLongRunning(this, static (sink, cancel) => sink.Loop(cancel)));
                return;
            }

            // The enqueue before this read is a full fence, so either the loop sees the value before it
            // waits, or this sees it waiting and wakes it.
            if (Volatile.Read(ref _waiting) != 0)
            {
                lock (_gate)
                {
                    Monitor.Pulse(_gate);
                }
            }
        }

        protected override void Stop()
        {
            lock (_gate)
            {
                Monitor.PulseAll(_gate);
            }

            DisposableSlot.Dispose(ref _task);
        }

        private void Loop(ICancelable cancel)
        {
            var budget = int.MaxValue;
            while (!cancel.IsDisposed)
            {
                if (!DeliverValues(ref budget) || TryDeliverTerminal())
                {
                    return;
                }

                lock (_gate)
                {
                    Interlocked.Exchange(ref _waiting, 1);
                    if (QueueIsEmpty && !IsDone && !IsStopped && !cancel.IsDisposed)
                    {
                        Monitor.Wait(_gate);
                    }

                    Volatile.Write(ref _waiting, 0);
                }
            }
        }
    }
}
