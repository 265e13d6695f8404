using Rheo.Concurrency;
using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ObserveOn</c>: messages are queued and delivered from the scheduler, in order, each exactly once; a
/// terminal message follows the values sent before it. On a long-running scheduler one dedicated loop
/// drains the queue (it waits when the queue is empty); elsewhere one work item is scheduled per burst,
/// not per value. The queues keep their arrays, so the steady state allocates nothing per value.
/// </summary>
internal sealed class ObserveOn<T>(IObservable<T> source, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        ObserveOnSinkBase<T> sink = scheduler.AsLongRunning() is { } longRunning
            ? new LongRunningSink(subscriber, longRunning)
            : new BurstSink(subscriber, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    /// <summary>Drains from work items: one is scheduled when a value arrives while none is pending.</summary>
    private sealed class BurstSink(ISubscriber<T> downstream, IScheduler scheduler) : ObserveOnSinkBase<T>(downstream)
    {
        // A drain yields its work item after this many values so other work on a shared scheduler can run.
        private const int DrainBudget = 4096;

        private bool _scheduled;
        private IDisposable? _task;

        protected override void Signal()
        {
            // Called under the gate by the producer.
            if (!_scheduled)
            {
                _scheduled = true;
                ScheduleDrain(scheduler);
            }
        }

        protected override void Stop() => DisposableSlot.Dispose(ref _task);

        private void ScheduleDrain(IScheduler on)
            => DisposableSlot.TrySetMultiple(ref _task, on.Schedule(this, static (s, sink) => sink.Drain(s)));

        private IDisposable Drain(IScheduler on)
        {
            var budget = DrainBudget;
            while (true)
            {
                switch (TakeBatch(out var terminal))
                {
                    case Batch.Values:
                        if (!DeliverBatch(ref budget))
                        {
                            return Disposable.Empty;
                        }

                        if (budget <= 0)
                        {
                            lock (Gate)
                            {
                                if (HasPending)
                                {
                                    ScheduleDrain(on);
                                    return Disposable.Empty;
                                }
                            }
                        }

                        break;
                    case Batch.Terminal:
                        DeliverTerminal(terminal);
                        return Disposable.Empty;
                    case Batch.Empty:
                        lock (Gate)
                        {
                            if (HasPending)
                            {
                                continue;
                            }

                            _scheduled = false;
                        }

                        return Disposable.Empty;
                    default:
                        return Disposable.Empty;
                }
            }
        }
    }

    /// <summary>Drains from one long-running loop, started with the first message, waiting on the gate when idle.</summary>
    private sealed class LongRunningSink(ISubscriber<T> downstream, ISchedulerLongRunning scheduler) : ObserveOnSinkBase<T>(downstream)
    {
        private bool _started;
        private bool _waiting;
        private IDisposable? _task;

        protected override void Signal()
        {
            // Called under the gate by the producer.
            if (_waiting)
            {
                Monitor.Pulse(Gate);
            }
            else if (!_started)
            {
                _started = true;
                DisposableSlot.TrySetOnce(ref _task, scheduler.ScheduleLongRunning(this, static (sink, cancel) => sink.Loop(cancel)));
            }
        }

        protected override void Stop()
        {
            lock (Gate)
            {
                Monitor.PulseAll(Gate);
            }

            DisposableSlot.Dispose(ref _task);
        }

        private void Loop(ICancelable cancel)
        {
            var budget = int.MaxValue;
            while (!cancel.IsDisposed)
            {
                switch (TakeBatch(out var terminal))
                {
                    case Batch.Values:
                        if (!DeliverBatch(ref budget))
                        {
                            return;
                        }

                        budget = int.MaxValue;
                        break;
                    case Batch.Terminal:
                        DeliverTerminal(terminal);
                        return;
                    case Batch.Empty:
                        lock (Gate)
                        {
                            while (!HasPending && !IsStopped)
                            {
                                _waiting = true;
                                Monitor.Wait(Gate);
                                _waiting = false;
                            }
                        }

                        break;
                    default:
                        return;
                }
            }
        }
    }
}

/// <summary>What <see cref="ObserveOnSinkBase{T}.TakeBatch"/> found.</summary>
internal enum Batch
{
    Empty,
    Values,
    Terminal,
    Stopped,
}

/// <summary>
/// The queue of <c>ObserveOn</c>: the producer appends to one queue under a lock; the single drainer swaps
/// it with its own and delivers the batch without the lock, checking the disposed flag before each value.
/// </summary>
internal abstract class ObserveOnSinkBase<T>(ISubscriber<T> downstream) : Sink<T, T>(downstream)
{
    private Queue<T> _incoming = new();
    private Queue<T> _draining = new();
    private Exception? _error;
    private bool _done;
    private bool _terminated;
    private volatile bool _stopped;

    protected object Gate { get; } = new();

    /// <summary>Gets whether values or a terminal message wait (read under the gate).</summary>
    protected bool HasPending => _incoming.Count != 0 || (_done && !_terminated);

    protected bool IsStopped => _stopped;

    public override void OnNext(T value)
    {
        lock (Gate)
        {
            if (_stopped)
            {
                return;
            }

            _incoming.Enqueue(value);
            Signal();
        }
    }

    public override void OnError(Exception error)
    {
        lock (Gate)
        {
            if (_stopped)
            {
                return;
            }

            _error = error;
            _done = true;
            Signal();
        }
    }

    public override void OnCompleted()
    {
        lock (Gate)
        {
            if (_stopped)
            {
                return;
            }

            _done = true;
            Signal();
        }
    }

    public override void Dispose()
    {
        _stopped = true;
        DisposeUpstream();
        Stop();
        lock (Gate)
        {
            _incoming.Clear();
        }
    }

    /// <summary>Wakes or schedules the drainer; called under the gate.</summary>
    protected abstract void Signal();

    /// <summary>Cancels the drainer's pending work.</summary>
    protected abstract void Stop();

    /// <summary>Takes the waiting values into the drainer's queue, or the terminal message once no value is left.</summary>
    protected Batch TakeBatch(out Exception? error)
    {
        error = null;
        lock (Gate)
        {
            if (_stopped)
            {
                return Batch.Stopped;
            }

            if (_incoming.Count != 0)
            {
                (_incoming, _draining) = (_draining, _incoming);
                return Batch.Values;
            }

            if (_done && !_terminated)
            {
                _terminated = true;
                error = _error;
                _error = null;
                return Batch.Terminal;
            }

            return Batch.Empty;
        }
    }

    /// <summary>Delivers the taken values; false if the sink was disposed meanwhile.</summary>
    protected bool DeliverBatch(ref int budget)
    {
        var queue = _draining;
        while (queue.TryDequeue(out var value))
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

    protected void DeliverTerminal(Exception? error)
    {
        if (_stopped)
        {
            return;
        }

        if (error is null)
        {
            Downstream.OnCompleted();
        }
        else
        {
            Downstream.OnError(error);
        }
    }
}
