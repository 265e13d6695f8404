namespace Rheo.Concurrency.Precision;

/// <summary>
/// Learns how late the OS wakes a sleeping thread, to decide how long before a due time the timer stops
/// sleeping and starts spinning. Balanced follows the typical overshoot (a moving average times two);
/// LowestLatency follows the recent worst case (a maximum that decays slowly), so it learns the tail.
/// </summary>
internal sealed class SpinWindowEstimator
{
    private readonly PrecisionTimerMode _mode;
    private readonly long _floor;
    private readonly long _ceiling;
    private double _average;
    private double _decayingMax;

    public SpinWindowEstimator(PrecisionTimerMode mode, long frequency)
    {
        _mode = mode;
        _floor = MicrosecondsToTicks(mode == PrecisionTimerMode.LowestLatency ? 100 : 30, frequency);
        _ceiling = MicrosecondsToTicks(mode == PrecisionTimerMode.LowestLatency ? 5_000 : 500, frequency);
        _average = _floor;
        _decayingMax = _floor;
    }

    /// <summary>Gets the current spin window in timestamp ticks.</summary>
    public long Window
    {
        get
        {
            var estimate = _mode == PrecisionTimerMode.LowestLatency ? _decayingMax * 1.25 : _average * 2;
            return Math.Clamp((long)estimate, _floor, _ceiling);
        }
    }

    /// <summary>Records how late a sleep ended, in timestamp ticks (negative means early).</summary>
    public void Observe(long overshoot)
    {
        var sample = Math.Max(0, overshoot);
        _average += (sample - _average) / 16;
        _decayingMax = Math.Max(sample, _decayingMax * 0.999);
    }

    private static long MicrosecondsToTicks(long microseconds, long frequency) => Math.Max(1, microseconds * frequency / 1_000_000);
}
