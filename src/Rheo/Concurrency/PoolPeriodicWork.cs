namespace Rheo.Concurrency;

/// <summary>
/// Native periodic work for the pool schedulers: one long-lived <see cref="Timer"/>. Ticks never overlap:
/// a tick that fires while the previous one still runs is counted and run right after it.
/// </summary>
/// <typeparam name="TState">The state type.</typeparam>
internal sealed class PoolPeriodicWork<TState> : IDisposable
{
    private readonly Func<TState, TState> _action;
    private readonly Timer _timer;
    private TState _state;
    private int _pending;
    private volatile bool _disposed;

    public PoolPeriodicWork(TState state, TimeSpan period, Func<TState, TState> action)
    {
        _state = state;
        _action = action;
        var ms = Math.Max(1L, (long)Math.Ceiling(period.TotalMilliseconds));
        using (ExecutionContext.SuppressFlow())
        {
            _timer = new Timer(static self => ((PoolPeriodicWork<TState>)self!).Tick(), this, ms, ms);
        }
    }

    public void Dispose()
    {
        _disposed = true;
        _timer.Dispose();
    }

    private void Tick()
    {
        if (Interlocked.Increment(ref _pending) != 1)
        {
            return;
        }

        do
        {
            if (_disposed)
            {
                return;
            }

            _state = _action(_state);
        }
        while (Interlocked.Decrement(ref _pending) != 0);
    }
}
