using Rheo.Concurrency;

namespace Rheo.PlatformServices;

/// <summary>
/// (Infrastructure) Detects jumps of the system clock by polling: every period it compares the time the clock shows
/// (<see cref="SystemClock.UtcNow"/>) with the time it should show, the clock at the previous poll plus the time a
/// monotonic stopwatch measured since. A difference of 100 ms or more raises <see cref="SystemClockChanged"/> with the
/// expected time as <see cref="SystemClockChangedEventArgs.OldTime"/> and the shown one as
/// <see cref="SystemClockChangedEventArgs.NewTime"/>. Because the stopwatch measures the real interval, a late timer
/// tick is not mistaken for a jump, and slow drift never adds up to one. The timer runs only while the event has
/// handlers; polls never overlap (one that comes while another runs is skipped).
/// </summary>
public class PeriodicTimerSystemClockMonitor : INotifySystemClockChanged
{
    private static readonly TimeSpan MaxError = TimeSpan.FromMilliseconds(100);

    private readonly TimeSpan _period;
    private readonly ISystemClock? _clock;
    private readonly Func<IStopwatch> _startStopwatch;
    private readonly Func<Action, TimeSpan, IDisposable> _startPeriodicTimer;
    private readonly object _gate = new();
    private EventHandler<SystemClockChangedEventArgs>? _handlers;
    private IDisposable? _timer;
    private IStopwatch? _stopwatch;
    private DateTimeOffset _lastTime;
    private TimeSpan _lastElapsed;
    private int _polling;

    /// <summary>Creates a monitor that polls the system clock every <paramref name="period"/> while it has handlers.</summary>
    /// <param name="period">The polling period; a jump is noticed at the first poll after it.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public PeriodicTimerSystemClockMonitor(TimeSpan period)
        : this(period, clock: null, startStopwatch: null, startPeriodicTimer: null)
    {
    }

    /// <summary>Creates a monitor over the given clock, stopwatch and timer (tests pass manual ones).</summary>
    internal PeriodicTimerSystemClockMonitor(TimeSpan period, ISystemClock? clock, Func<IStopwatch>? startStopwatch, Func<Action, TimeSpan, IDisposable>? startPeriodicTimer)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        _period = period;
        _clock = clock;
        _startStopwatch = startStopwatch ?? (static () => new MonotonicStopwatch());
        _startPeriodicTimer = startPeriodicTimer ?? (static (tick, p) => ConcurrencyAbstractionLayer.Current.StartPeriodicTimer(tick, p));
    }

    /// <summary>Raised when a jump of the system clock is detected; the first handler starts the polling, removing the last stops it.</summary>
    public event EventHandler<SystemClockChangedEventArgs> SystemClockChanged
    {
        add
        {
            lock (_gate)
            {
                _handlers += value;
                if (_handlers is not null && _timer is null)
                {
                    _stopwatch = _startStopwatch();
                    _lastElapsed = _stopwatch.Elapsed;
                    _lastTime = Now;
                    _timer = _startPeriodicTimer(Poll, _period);
                }
            }
        }

        remove
        {
            IDisposable? stopped = null;
            lock (_gate)
            {
                _handlers -= value;
                if (_handlers is null)
                {
                    stopped = _timer;
                    _timer = null;
                }
            }

            stopped?.Dispose();
        }
    }

    private DateTimeOffset Now => _clock?.UtcNow ?? SystemClock.UtcNow;

    private void Poll()
    {
        if (Interlocked.Exchange(ref _polling, 1) != 0)
        {
            return;
        }

        try
        {
            EventHandler<SystemClockChangedEventArgs>? handlers;
            SystemClockChangedEventArgs args;
            lock (_gate)
            {
                if (_timer is null || _stopwatch is null)
                {
                    return;
                }

                var now = Now;
                var elapsed = _stopwatch.Elapsed;
                var expected = _lastTime + (elapsed - _lastElapsed);
                _lastTime = now;
                _lastElapsed = elapsed;
                if ((now - expected).Duration() < MaxError)
                {
                    return;
                }

                handlers = _handlers;
                args = new SystemClockChangedEventArgs(expected, now);
            }

            handlers?.Invoke(this, args);
        }
        finally
        {
            Volatile.Write(ref _polling, 0);
        }
    }
}
