using System.Collections.Concurrent;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The queue side of <c>ObserveOn</c>, the base of its two sinks (<see cref="ObserveOn{T}"/>: burst work items on
/// a scheduler, or one loop on a long-running scheduler): producers enqueue and signal; the single drainer delivers
/// values, checking the disposed flag before each, and the terminal message once the queue is empty.
/// </summary>
internal abstract class ObserveOnSinkBase<T>(ISubscriber<T> downstream) : Sink<T, T>(downstream)
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
