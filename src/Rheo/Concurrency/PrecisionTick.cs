namespace Rheo.Concurrency;

/// <summary>One tick of a <see cref="PrecisionTimer"/>: when it was due, when it ran, and how late it was.</summary>
/// <remarks>Timestamps are in the ticks of the timer's clock (<see cref="PrecisionTimer.Frequency"/> per second).</remarks>
/// <param name="sequence">The tick's number, counting fired and skipped ticks from zero.</param>
/// <param name="dueTimestamp">When the tick was due.</param>
/// <param name="actualTimestamp">When the handler was called (or the tick was skipped).</param>
/// <param name="frequency">Timestamp ticks per second.</param>
public readonly struct PrecisionTick(long sequence, long dueTimestamp, long actualTimestamp, long frequency)
{
    /// <summary>Gets the tick's number, counting fired and skipped ticks from zero.</summary>
    public long Sequence { get; } = sequence;

    /// <summary>Gets the timestamp at which the tick was due.</summary>
    public long DueTimestamp { get; } = dueTimestamp;

    /// <summary>Gets the timestamp at which the handler was called (or the tick was skipped).</summary>
    public long ActualTimestamp { get; } = actualTimestamp;

    /// <summary>Gets the lateness in timestamp ticks (zero or more).</summary>
    public long LatenessTimestampTicks => Math.Max(0, ActualTimestamp - DueTimestamp);

    /// <summary>Gets the lateness in microseconds.</summary>
    public double LatenessMicroseconds => LatenessTimestampTicks * 1_000_000.0 / frequency;

    /// <summary>Gets the lateness as a <see cref="TimeSpan"/>.</summary>
    public TimeSpan Lateness => TimeSpan.FromTicks((long)(LatenessTimestampTicks * (double)TimeSpan.TicksPerSecond / frequency));
}
