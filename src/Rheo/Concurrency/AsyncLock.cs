namespace Rheo.Concurrency;

/// <summary>
/// A lock that never blocks and never nests, as in Rx.NET: <see cref="Wait(Action)"/> runs the action at once if
/// no action is running, and otherwise queues it; the caller that got the lock runs the queued actions one after
/// another, in order, before it returns. A call made from inside a running action (re-entrant) is therefore queued,
/// not nested. An action that throws faults the lock: the exception reaches the caller that was running it, the
/// queued actions are dropped and later calls do nothing. <see cref="Dispose"/> drops the queued actions and makes
/// later calls do nothing; an action already running finishes.
/// </summary>
public sealed class AsyncLock : IDisposable
{
    private readonly object _guard = new();
    private Queue<(Action<object?> Action, object? State)>? _queue;
    private bool _isAcquired;
    private bool _hasFaulted;

    /// <summary>Creates an unlocked lock.</summary>
    public AsyncLock()
    {
    }

    /// <summary>Runs <paramref name="action"/> now if the lock is free, otherwise queues it behind the running and queued actions.</summary>
    /// <param name="action">The action to run under the lock.</param>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> is null.</exception>
    public void Wait(Action action)
    {
        ArgumentNullException.ThrowIfNull(action);
        Wait(static state => ((Action)state!)(), action);
    }

    /// <summary>The allocation-light form: the state is passed to the action.</summary>
    internal void Wait(Action<object?> action, object? state)
    {
        lock (_guard)
        {
            if (_hasFaulted)
            {
                return;
            }

            if (_isAcquired)
            {
                (_queue ??= new()).Enqueue((action, state));
                return;
            }

            _isAcquired = true;
        }

        while (true)
        {
            try
            {
                action(state);
            }
            catch
            {
                lock (_guard)
                {
                    _queue = null;
                    _hasFaulted = true;
                }

                throw;
            }

            lock (_guard)
            {
                if (_hasFaulted || _queue is not { Count: > 0 } queue)
                {
                    _isAcquired = false;
                    return;
                }

                (action, state) = queue.Dequeue();
            }
        }
    }

    /// <summary>Drops the queued actions; later calls to <see cref="Wait(Action)"/> do nothing.</summary>
    public void Dispose()
    {
        lock (_guard)
        {
            _hasFaulted = true;
            _queue = null;
        }
    }
}
