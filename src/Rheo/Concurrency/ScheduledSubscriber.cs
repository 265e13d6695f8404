using System.Collections.Concurrent;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Concurrency;

/// <summary>Creates the <see cref="ScheduledSubscriber{T}"/> that suits a scheduler.</summary>
internal static class ScheduledSubscriber
{
    /// <summary>
    /// A subscriber that delivers to <paramref name="downstream"/> through <paramref name="scheduler"/>: a long-running
    /// loop where the scheduler offers one, work items per burst elsewhere. The caller hands it to the downstream as its
    /// handle (<c>OnSubscribe</c>) and subscribes it to the source.
    /// </summary>
    public static ScheduledSubscriber<T> Create<T>(ISubscriber<T> downstream, IScheduler scheduler) =>
        scheduler.AsLongRunning() is { } longRunning
            ? new LongRunningScheduledSubscriber<T>(downstream, longRunning)
            : new BurstScheduledSubscriber<T>(downstream, scheduler);
}

/// <summary>
/// A subscriber that delivers what it receives to its downstream through a scheduler, in order, each message exactly
/// once (Rx.NET's scheduled observer): producers enqueue and signal; the single drainer delivers values, checking the
/// disposed flag before each, and the terminal message once the queue is empty. On a long-running scheduler one
/// dedicated loop drains the queue (it sleeps on a monitor when the queue is empty and is woken only then); elsewhere
/// one work item is scheduled when the queue goes from empty to non-empty, not one per value (on the immediate
/// scheduler the producer that starts a burst drains it in place; values sent meanwhile queue behind it). The queue is
/// a <see cref="ConcurrentQueue{T}"/>: lock-free for the producer, and its ring segment is reused while the consumer
/// keeps up, so the steady state allocates nothing per value. Used by <c>ObserveOn</c> and by a
/// <c>ReplaySubject</c> given a scheduler (one per observer).
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class ScheduledSubscriber<T>(ISubscriber<T> downstream) : Sink<T, T>(downstream)
{
    private Exception? _error;
    private volatile bool _done;
    private volatile bool _stopped;
    private bool _terminated;

    // Created by the first value that has to wait: the immediate scheduler's pass-through may never need it.
    private ConcurrentQueue<T>? _queue;

    /// <summary>The queue, created on first use (a racing creator's instance is discarded).</summary>
    protected ConcurrentQueue<T> Queue => Volatile.Read(ref _queue) ?? CreateQueue();

    /// <summary>True when nothing is queued (without creating the queue).</summary>
    protected bool QueueIsEmpty => Volatile.Read(ref _queue) is not { } queue || queue.IsEmpty;

    protected bool IsDone => _done;

    protected bool IsStopped => _stopped;

    public override void OnNext(T value)
    {
        if (!_stopped)
        {
            Queue.Enqueue(value);
            Signal();
        }
    }

    public override void OnError(Exception error)
    {
        if (!_stopped)
        {
            _error = error;
            _done = true;
            Signal();
        }
    }

    public override void OnCompleted()
    {
        if (!_stopped)
        {
            _done = true;
            Signal();
        }
    }

    public override void Dispose()
    {
        _stopped = true;
        DisposeUpstream();
        Stop();
        _queue?.Clear();
    }

    /// <summary>Wakes or schedules the drainer.</summary>
    protected abstract void Signal();

    /// <summary>Cancels the drainer's pending work.</summary>
    protected abstract void Stop();

    /// <summary>Delivers queued values while the budget lasts; false if the sink was disposed.</summary>
    protected bool DeliverValues(ref int budget)
    {
        while (budget > 0 && Volatile.Read(ref _queue) is { } queue && queue.TryDequeue(out var value))
        {
            if (_stopped)
            {
                queue.Clear();
                return false;
            }

            Downstream.OnNext(value);
            budget--;
        }

        return !_stopped;
    }

    private ConcurrentQueue<T> CreateQueue()
    {
        var created = new ConcurrentQueue<T>();
        return Interlocked.CompareExchange(ref _queue, created, null) ?? created;
    }

    /// <summary>Delivers the terminal message if it has arrived and no value is left; true once delivered.</summary>
    protected bool TryDeliverTerminal()
    {
        // The producer enqueues its last value before setting the flag, so the queue check is reliable.
        if (!_done || _terminated || !QueueIsEmpty || _stopped)
        {
            return _terminated;
        }

        _terminated = true;
        var error = _error;
        _error = null;
        if (error is null)
        {
            Downstream.OnCompleted();
        }
        else
        {
            Downstream.OnError(error);
        }

        return true;
    }
}

/// <summary>A <see cref="ScheduledSubscriber{T}"/> that drains from work items; a work-in-progress count decides who schedules the next drain.</summary>
internal sealed class BurstScheduledSubscriber<T>(ISubscriber<T> downstream, IScheduler scheduler) : ScheduledSubscriber<T>(downstream)
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
        public BurstScheduledSubscriber<T>? Sink { get; set; }

        protected override IDisposable InvokeCore() => Sink!.Drain(Sink.Scheduler);
    }

    private IScheduler Scheduler => scheduler;
}

/// <summary>A <see cref="ScheduledSubscriber{T}"/> that drains from one long-running loop, started by the first message.</summary>
internal sealed class LongRunningScheduledSubscriber<T>(ISubscriber<T> downstream, ISchedulerLongRunning scheduler) : ScheduledSubscriber<T>(downstream)
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
