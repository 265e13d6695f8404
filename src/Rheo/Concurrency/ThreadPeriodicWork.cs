namespace Rheo.Concurrency;

/// <summary>
/// The periodic work of <see cref="NewThreadScheduler"/>: one dedicated thread runs <see cref="Run"/>, which waits on
/// a monitor until the next due time (n × period on a stopwatch started when the work was created) and calls the
/// action. <see cref="Dispose"/> pulses the monitor, so the thread ends at once instead of at its next due time.
/// </summary>
/// <typeparam name="TState">The state type.</typeparam>
internal sealed class ThreadPeriodicWork<TState>(TState state, TimeSpan period, Func<TState, TState> action) : IDisposable
{
    private readonly TimeSpan _period = period;
    private readonly object _gate = new();
    private readonly MonotonicStopwatch _stopwatch = new();
    private TState _state = state;
    private TimeSpan _next = period;
    private bool _disposed;

    public void Run()
    {
        while (true)
        {
            lock (_gate)
            {
                while (!_disposed)
                {
                    var wait = _next - _stopwatch.Elapsed;
                    if (wait <= TimeSpan.Zero)
                    {
                        break;
                    }

                    // Monitor.Wait takes whole milliseconds; round up so the call is never early.
                    Monitor.Wait(_gate, (int)Math.Min(int.MaxValue - 1, Math.Ceiling(wait.TotalMilliseconds)));
                }

                if (_disposed)
                {
                    return;
                }
            }

            _state = action(_state);
            _next += _period;
        }
    }

    public void Dispose()
    {
        lock (_gate)
        {
            _disposed = true;
            Monitor.PulseAll(_gate);
        }
    }
}
