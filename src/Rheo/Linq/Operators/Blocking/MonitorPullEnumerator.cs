using System.Runtime.ExceptionServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The blocking push-to-pull adapters (<c>ToEnumerable</c>, <c>Latest</c>, <c>Next</c>): the source offers each
/// element under the enumerator's monitor, <c>MoveNext</c> takes one or waits on that monitor. Elements already
/// taken in are delivered before the source's error or completion; disposing wakes a waiting <c>MoveNext</c>,
/// which then ends without a value.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal abstract class MonitorPullEnumerator<T> : PushToPullEnumerator<T, T>
{
    private Exception? _error;
    private bool _completed;
    private bool _waiting;

    /// <summary>Gets whether a <c>MoveNext</c> is waiting for an element (read under the monitor).</summary>
    protected bool IsWaiting => _waiting;

    public sealed override void OnNext(T value)
    {
        lock (this)
        {
            if (!_completed && Offer(value) && _waiting)
            {
                Monitor.Pulse(this);
            }
        }
    }

    public sealed override void OnError(Exception error)
    {
        lock (this)
        {
            if (!_completed)
            {
                _error = error;
                _completed = true;
                Monitor.Pulse(this);
            }
        }

        DisposeUpstream();
    }

    public sealed override void OnCompleted()
    {
        lock (this)
        {
            _completed = true;
            Monitor.Pulse(this);
        }

        DisposeUpstream();
    }

    public sealed override void Dispose()
    {
        base.Dispose();
        lock (this)
        {
            Clear();
            _completed = true;
            Monitor.PulseAll(this);
        }
    }

    /// <summary>Takes in an element under the monitor; true if a waiting <c>MoveNext</c> can now take one.</summary>
    protected abstract bool Offer(T value);

    /// <summary>Hands out an element taken in, under the monitor.</summary>
    protected abstract bool TryTake(out T value);

    /// <summary>Drops the elements taken in, under the monitor (the enumerator is being disposed).</summary>
    protected abstract void Clear();

    protected sealed override bool TryMoveNext(out T current)
    {
        lock (this)
        {
            while (true)
            {
                if (TryTake(out current))
                {
                    return true;
                }

                if (_error is { } error)
                {
                    ExceptionDispatchInfo.Throw(error);
                }

                if (_completed)
                {
                    return false;
                }

                _waiting = true;
                Monitor.Wait(this);
                _waiting = false;
                ThrowIfDisposed();
            }
        }
    }
}
