namespace Rheo.Concurrency;

/// <summary>Settings of a <see cref="PrecisionTimer"/>.</summary>
public sealed class PrecisionTimerOptions
{
    private TimeSpan _maxLateness = TimeSpan.FromMilliseconds(1);
    private TimeProvider _timeProvider = TimeProvider.System;

    /// <summary>Gets or sets the CPU/lateness trade-off. Default: <see cref="PrecisionTimerMode.Balanced"/>.</summary>
    public PrecisionTimerMode Mode { get; set; } = PrecisionTimerMode.Balanced;

    /// <summary>Gets or sets the priority of the timer thread. Default: <see cref="ThreadPriority.Highest"/> (where the OS allows it).</summary>
    public ThreadPriority Priority { get; set; } = ThreadPriority.Highest;

    /// <summary>Gets or sets the lateness beyond which <see cref="LatePolicy"/> applies. Default: 1 ms.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is negative.</exception>
    public TimeSpan MaxLateness
    {
        get => _maxLateness;
        set
        {
            ArgumentOutOfRangeException.ThrowIfLessThan(value, TimeSpan.Zero);
            _maxLateness = value;
        }
    }

    /// <summary>Gets or sets what happens to a tick later than <see cref="MaxLateness"/>. Default: <see cref="LateTickPolicy.Skip"/>.</summary>
    public LateTickPolicy LatePolicy { get; set; } = LateTickPolicy.Skip;

    /// <summary>
    /// Gets or sets the clock. With <see cref="TimeProvider.System"/> (the default) the timer sleeps and
    /// spins on the <see cref="System.Diagnostics.Stopwatch"/> clock; any other provider is waited on with
    /// its own timers, so a virtual clock drives the timer without real waiting.
    /// </summary>
    public TimeProvider TimeProvider
    {
        get => _timeProvider;
        set
        {
            ArgumentNullException.ThrowIfNull(value);
            _timeProvider = value;
        }
    }

    /// <summary>Gets or sets the name of the timer thread. Default: <c>"Rheo PrecisionTimer"</c>.</summary>
    public string ThreadName
    {
        get;
        set
        {
            ArgumentNullException.ThrowIfNull(value);
            field = value;
        }
    } = "Rheo PrecisionTimer";
}
