using System.Diagnostics;
using Rheo.Concurrency.Precision;

namespace Rheo.Concurrency;

/// <summary>
/// A timer with microsecond lateness: a dedicated thread sleeps until shortly before each due time and
/// spins the rest. It runs periodically (<see cref="Start(TimeSpan)"/>) or through a timetable of
/// absolute timestamps (<see cref="Enqueue(long)"/> and <see cref="Start()"/>).
/// </summary>
/// <remarks>
/// <para>One handler call runs at a time, on the timer thread. A handler that overruns never causes a
/// burst of catch-up calls: a tick later than <see cref="PrecisionTimerOptions.MaxLateness"/> is handled
/// by <see cref="PrecisionTimerOptions.LatePolicy"/>. A handler that throws is reported to
/// <see cref="Error"/> and the timer goes on.</para>
/// <para>CPU cost: the thread spins for the spin window before each tick (see
/// <see cref="PrecisionTimerMode"/>): about 30-500 µs per tick in <see cref="PrecisionTimerMode.Balanced"/>,
/// up to 5 ms per tick in <see cref="PrecisionTimerMode.LowestLatency"/> on a machine whose sleeps
/// overshoot that much. No allocation per tick.</para>
/// </remarks>
public sealed class PrecisionTimer : IDisposable
{
    private static readonly long MaxMonitorWaitTicks = TimeSpan.FromMilliseconds(int.MaxValue / 2).Ticks;

    private readonly Action<PrecisionTick> _handler;
    private readonly PrecisionTimerOptions _options;
    private readonly TimeProvider _clock;
    private readonly bool _systemClock;
    private readonly long _frequency;
    private readonly long _maxLateness;
    private readonly object _gate = new();
    private readonly object _callGate = new();
    private readonly TickPlanner _planner = new();
    private readonly LatenessRecorder _recorder = new();
    private readonly SpinWindowEstimator _spinWindow;
    private Thread? _thread;
    private ITimer? _providerTimer;
    private volatile bool _running;
    private volatile bool _disposed;
    private volatile bool _signaled;

    /// <summary>Creates a stopped timer that calls <paramref name="handler"/> on each tick.</summary>
    /// <param name="handler">Called on the timer thread with the tick's due time, actual time and lateness.</param>
    /// <param name="options">Settings; the defaults when null.</param>
    public PrecisionTimer(Action<PrecisionTick> handler, PrecisionTimerOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(handler);
        _handler = handler;
        _options = options ?? new PrecisionTimerOptions();
        _clock = _options.TimeProvider;
        _systemClock = ReferenceEquals(_clock, TimeProvider.System);
        _frequency = _clock.TimestampFrequency;
        _maxLateness = (long)(_options.MaxLateness.Ticks * (double)_frequency / TimeSpan.TicksPerSecond);
        _spinWindow = new SpinWindowEstimator(_options.Mode, _frequency);
    }

    /// <summary>Gets or sets the handler told about each skipped tick (on the timer thread).</summary>
    public Action<PrecisionTick>? Skipped { get; set; }

    /// <summary>Gets or sets the handler for exceptions thrown by the tick handlers; the timer keeps running either way.</summary>
    public Action<Exception>? Error { get; set; }

    /// <summary>Gets the number of timestamp ticks per second of the timer's clock.</summary>
    public long Frequency => _frequency;

    /// <summary>Gets whether the timer is started.</summary>
    public bool IsRunning => _running;

    /// <summary>Gets how long before a due time the thread currently stops sleeping and starts spinning.</summary>
    public TimeSpan SpinWindow => TicksToTimeSpan(_spinWindow.Window);

    /// <summary>Gets a snapshot of the timer's statistics.</summary>
    public PrecisionTimerStatistics Statistics => _recorder.Snapshot();

    /// <summary>Returns the current timestamp of the timer's clock.</summary>
    /// <returns>The timestamp, in <see cref="Frequency"/> ticks per second.</returns>
    public long GetTimestamp() => _clock.GetTimestamp();

    /// <summary>Converts a duration to timestamp ticks of the timer's clock.</summary>
    /// <param name="duration">The duration.</param>
    /// <returns>The number of timestamp ticks.</returns>
    public long ToTimestampTicks(TimeSpan duration) => (long)(duration.Ticks * (double)_frequency / TimeSpan.TicksPerSecond);

    /// <summary>Starts ticking every <paramref name="period"/>, the first tick one period from now.</summary>
    /// <param name="period">The period; greater than zero.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is zero or negative.</exception>
    /// <exception cref="ObjectDisposedException">The timer is disposed.</exception>
    public void Start(TimeSpan period)
    {
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(period, TimeSpan.Zero);
        var ticks = Math.Max(1, ToTimestampTicks(period));
        Start(period, GetTimestamp() + ticks);
    }

    /// <summary>Starts ticking every <paramref name="period"/> from <paramref name="firstDueTimestamp"/> (a time in the past runs at once, its lateness reported).</summary>
    /// <param name="period">The period; greater than zero.</param>
    /// <param name="firstDueTimestamp">The timestamp of the first tick.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is zero or negative.</exception>
    /// <exception cref="ObjectDisposedException">The timer is disposed.</exception>
    public void Start(TimeSpan period, long firstDueTimestamp)
    {
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(period, TimeSpan.Zero);
        var ticks = Math.Max(1, ToTimestampTicks(period));
        lock (_gate)
        {
            ObjectDisposedException.ThrowIf(_disposed, this);
            _planner.SetPeriodic(firstDueTimestamp, ticks);
            StartLocked();
        }
    }

    /// <summary>Starts running the timetable built with <see cref="Enqueue(long)"/> (entries may be added while it runs).</summary>
    /// <exception cref="ObjectDisposedException">The timer is disposed.</exception>
    public void Start()
    {
        lock (_gate)
        {
            ObjectDisposedException.ThrowIf(_disposed, this);
            _planner.SetTimetable();
            StartLocked();
        }
    }

    /// <summary>Adds an absolute due timestamp to the timetable; entries run in timestamp order, a past one at once.</summary>
    /// <param name="dueTimestamp">When the tick is due, in the clock's timestamps (<see cref="GetTimestamp"/>).</param>
    /// <exception cref="ObjectDisposedException">The timer is disposed.</exception>
    public void Enqueue(long dueTimestamp)
    {
        lock (_gate)
        {
            ObjectDisposedException.ThrowIf(_disposed, this);
            _planner.Add(dueTimestamp);
            SignalLocked();
        }
    }

    /// <summary>Stops ticking; after it returns (from any thread but the timer's) no handler is running or will run until the next start.</summary>
    public void Stop()
    {
        lock (_gate)
        {
            _running = false;
            SignalLocked();
        }

        WaitForHandler();
    }

    /// <summary>
    /// Stops the timer and ends its thread. After it returns, no handler runs; called from a handler, it
    /// returns at once and the thread ends when the handler returns. Idempotent.
    /// </summary>
    public void Dispose()
    {
        Thread? thread;
        lock (_gate)
        {
            if (_disposed)
            {
                return;
            }

            _disposed = true;
            _running = false;
            thread = _thread;
            SignalLocked();
        }

        WaitForHandler();
        if (thread is not null && thread != Thread.CurrentThread)
        {
            thread.Join();
        }

        _providerTimer?.Dispose();
    }

    private void StartLocked()
    {
        _running = true;
        if (_thread is null)
        {
            _thread = new Thread(Run) { IsBackground = true, Name = _options.ThreadName };
            try
            {
                _thread.Priority = _options.Priority;
            }
            catch (Exception e) when (e is ThreadStateException or PlatformNotSupportedException or UnauthorizedAccessException)
            {
                // Some systems do not let a process raise thread priority; the timer still works.
            }

            if (!_systemClock)
            {
                _providerTimer = _clock.CreateTimer(static state => ((PrecisionTimer)state!).Signal(), this, Timeout.InfiniteTimeSpan, Timeout.InfiniteTimeSpan);
            }

            _thread.Start();
        }

        SignalLocked();
    }

    private void Signal()
    {
        lock (_gate)
        {
            SignalLocked();
        }
    }

    private void SignalLocked()
    {
        _signaled = true;
        Monitor.PulseAll(_gate);
    }

    private void WaitForHandler()
    {
        if (_thread != Thread.CurrentThread)
        {
            lock (_callGate)
            {
            }
        }
    }

    private void Run()
    {
        if (_systemClock)
        {
            NativeSleep.TryLowerTimerSlack();
        }

        while (true)
        {
            TickAction action;
            long due;
            long sequence;
            long now;
            lock (_gate)
            {
                if (_disposed)
                {
                    return;
                }

                if (!_running)
                {
                    WaitForSignalLocked(Timeout.Infinite);
                    continue;
                }

                now = _clock.GetTimestamp();
                action = _planner.Next(now, _maxLateness, _options.LatePolicy, out due, out sequence);
                if (action == TickAction.Idle)
                {
                    WaitForSignalLocked(Timeout.Infinite);
                    continue;
                }

                _signaled = false;
            }

            switch (action)
            {
                case TickAction.Wait:
                    WaitUntil(due);
                    break;
                case TickAction.Fire:
                    Fire(new PrecisionTick(sequence, due, _clock.GetTimestamp(), _frequency));
                    break;
                case TickAction.Skip:
                    ReportSkipped(new PrecisionTick(sequence, due, now, _frequency));
                    break;
            }
        }
    }

    private void WaitForSignalLocked(int milliseconds)
    {
        if (!_signaled)
        {
            Monitor.Wait(_gate, milliseconds);
        }

        _signaled = false;
    }

    private void WaitUntil(long due)
    {
        if (!_systemClock)
        {
            // A virtual clock moves only when someone advances it: wait on its own timer.
            lock (_gate)
            {
                // A timer's due time is relative to the clock when it is armed: re-arm until the clock
                // did not move in between, so an advance racing the arming cannot push the tick later.
                var armedAt = _clock.GetTimestamp();
                while (true)
                {
                    if (due - armedAt <= 0 || _signaled)
                    {
                        return;
                    }

                    _providerTimer!.Change(TicksToTimeSpan(due - armedAt), Timeout.InfiniteTimeSpan);
                    var after = _clock.GetTimestamp();
                    if (after == armedAt)
                    {
                        break;
                    }

                    armedAt = after;
                }

                WaitForSignalLocked(Timeout.Infinite);
            }

            return;
        }

        var now = Stopwatch.GetTimestamp();
        var window = _spinWindow.Window;
        var sleep = due - now - window;
        var coarse = sleep - ToTimestampTicks(TimeSpan.FromMilliseconds(2));
        if (coarse > 0)
        {
            // Far from due: a wait that Stop, Dispose or an earlier timetable entry can cut short.
            lock (_gate)
            {
                if (!_signaled)
                {
                    var milliseconds = (int)Math.Min(TicksToTimeSpan(coarse).TotalMilliseconds, MaxMonitorWaitTicks / TimeSpan.TicksPerMillisecond);
                    if (milliseconds > 0)
                    {
                        Monitor.Wait(_gate, milliseconds);
                    }
                }
            }

            return;
        }

        if (sleep > 0)
        {
            var intended = now + sleep;
            NativeSleep.Sleep(TicksToTimeSpan(sleep));
            _spinWindow.Observe(Stopwatch.GetTimestamp() - intended);
            return;
        }

        while (Stopwatch.GetTimestamp() < due && !_signaled)
        {
            Thread.SpinWait(8);
        }
    }

    private void Fire(PrecisionTick tick)
    {
        lock (_callGate)
        {
            if (!_running)
            {
                return;
            }

            _recorder.RecordFired(tick.LatenessMicroseconds);
            try
            {
                _handler(tick);
            }
            catch (Exception error)
            {
                ReportError(error);
            }
        }
    }

    private void ReportSkipped(PrecisionTick tick)
    {
        lock (_callGate)
        {
            if (!_running)
            {
                return;
            }

            _recorder.RecordSkipped();
            var skipped = Skipped;
            if (skipped is null)
            {
                return;
            }

            try
            {
                skipped(tick);
            }
            catch (Exception error)
            {
                ReportError(error);
            }
        }
    }

    private void ReportError(Exception error)
    {
        _recorder.RecordError();
        try
        {
            Error?.Invoke(error);
        }
        catch (Exception)
        {
            // An error handler that fails has nowhere left to report to; the timer thread must survive it.
        }
    }

    private TimeSpan TicksToTimeSpan(long ticks) => TimeSpan.FromTicks((long)(ticks * (double)TimeSpan.TicksPerSecond / _frequency));
}
