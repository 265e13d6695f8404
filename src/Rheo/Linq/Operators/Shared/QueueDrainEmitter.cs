using System.Collections.Concurrent;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// Serializes messages from several upstreams into one downstream without a lock: the thread that finds the emitter
/// idle emits directly (a compare-and-swap, no allocation); a thread that finds it busy enqueues its value and leaves,
/// and the busy thread drains the queue before it lets go. A terminal message, error or completion, is emitted after
/// the values queued before it: an upstream's values always precede its own error, as they do in Rx.NET, where every
/// message goes through one lock. A value that arrives after a terminal message was requested is dropped (under a lock
/// it would have found the sequence ended). After a terminal message or <see cref="Cancel"/> nothing more is emitted.
/// <para>
/// A mutable struct, so it costs no object and no indirection: hold it in a non-<c>readonly</c> field of the sink and
/// call it on that field (a copy would be a second emitter), passing the same downstream every time. Used wherever
/// upstreams meet and the result must stay serialized: <c>Merge</c> (and the <c>Concat</c> of an observable of
/// observables built on it), <c>Merge</c> of tasks, <c>Switch</c>, <c>SelectMany</c> over observables, tasks and
/// value tasks.
/// </para>
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal struct QueueDrainEmitter<T>
{
    private static readonly Exception Completed = new();

    private ConcurrentQueue<T>? _queue;
    private Exception? _terminal;
    private int _wip;
    private volatile bool _done;

    /// <summary>Gets whether a terminal message was requested or the emitter was cancelled.</summary>
    public bool IsDone => _done || Volatile.Read(ref _terminal) is not null;

    /// <summary>Emits <paramref name="value"/> now, or after the values already being emitted by another thread.</summary>
    public void Next(T value, ISubscriber<T> downstream)
    {
        if (_done)
        {
            return;
        }

        if (Interlocked.CompareExchange(ref _wip, 1, 0) == 0)
        {
            if (Volatile.Read(ref _terminal) is null)
            {
                downstream.OnNext(value);
            }

            var missed = Interlocked.Decrement(ref _wip);
            if (missed != 0)
            {
                DrainLoop(missed, downstream);
            }

            return;
        }

        // A value that comes after a terminal message was requested is dropped, never queued behind it.
        if (Volatile.Read(ref _terminal) is not null)
        {
            return;
        }

        (_queue ?? CreateQueue()).Enqueue(value);
        if (Interlocked.Increment(ref _wip) == 1)
        {
            DrainLoop(1, downstream);
        }
    }

    /// <summary>Emits <paramref name="error"/> after the queued values. Only the first terminal message counts.</summary>
    public void Error(Exception error, ISubscriber<T> downstream)
    {
        if (RequestError(error))
        {
            Signal(downstream);
        }
    }

    /// <summary>
    /// The first half of <see cref="Error"/>, for an operator that stops its upstreams before the error goes out: records
    /// <paramref name="error"/> and returns whether it is the terminal message (the first one); if so, call
    /// <see cref="Signal"/> next.
    /// </summary>
    public bool RequestError(Exception error) => Interlocked.CompareExchange(ref _terminal, error, null) is null;

    /// <summary>Emits the terminal message recorded by <see cref="RequestError"/>, after the queued values.</summary>
    public void Signal(ISubscriber<T> downstream)
    {
        if (Interlocked.Increment(ref _wip) == 1)
        {
            DrainLoop(1, downstream);
        }
    }

    /// <summary>Emits completion after the queued values. Only the first terminal message counts.</summary>
    public void Complete(ISubscriber<T> downstream)
    {
        if (Interlocked.CompareExchange(ref _terminal, Completed, null) is null && Interlocked.Increment(ref _wip) == 1)
        {
            DrainLoop(1, downstream);
        }
    }

    /// <summary>Stops all emission (the downstream disposed the subscription).</summary>
    public void Cancel() => _done = true;

    private ConcurrentQueue<T> CreateQueue()
    {
        Interlocked.CompareExchange(ref _queue, new ConcurrentQueue<T>(), null);
        return _queue;
    }

    private void DrainLoop(int missed, ISubscriber<T> downstream)
    {
        while (true)
        {
            if (_done)
            {
                Volatile.Read(ref _queue)?.Clear();
                return;
            }

            var queue = Volatile.Read(ref _queue);
            if (queue is not null)
            {
                while (!_done && queue.TryDequeue(out var value))
                {
                    downstream.OnNext(value);
                }
            }

            // A value enqueued after the loop above raised the work count, so the next pass takes it.
            var terminal = Volatile.Read(ref _terminal);
            var current = Volatile.Read(ref _queue);
            if (terminal is not null && !_done && (current is null || current.IsEmpty))
            {
                _done = true;
                if (ReferenceEquals(terminal, Completed))
                {
                    downstream.OnCompleted();
                }
                else
                {
                    downstream.OnError(terminal);
                }

                return;
            }

            missed = Interlocked.Add(ref _wip, -missed);
            if (missed == 0)
            {
                return;
            }
        }
    }
}
