namespace Rheo.Concurrency.Precision;

/// <summary>
/// Learns how late the OS wakes a sleeping thread, to decide how long before a due time the timer stops
/// sleeping and starts spinning. Balanced covers the overshoot of 99 sleeps in 100 (a streaming estimate of
/// the 99th percentile, never under twice the moving average), so only the rarest late wake-ups make a tick
/// late; LowestLatency follows the recent worst case (a maximum that decays slowly), so it learns the whole tail.
/// </summary>
internal sealed class SpinWindowEstimator
{
    /// <summary>The quantile of the overshoot Balanced spins for.</summary>
    internal const double BalancedQuantile = 0.99;

    private readonly PrecisionTimerMode _mode;
    private readonly long _floor;
    private readonly long _ceiling;
    private readonly double _quantileStep;
    private double _average;
    private double _decayingMax;
    private double _quantile;

    public SpinWindowEstimator(PrecisionTimerMode mode, long frequency)
    {
        _mode = mode;
        _floor = MicrosecondsToTicks(mode == PrecisionTimerMode.LowestLatency ? 100 : 30, frequency);
        _ceiling = MicrosecondsToTicks(mode == PrecisionTimerMode.LowestLatency ? 5_000 : 500, frequency);

        // The quantile moves by this step: up by 0.99 of it when a sample lands above it, down by 0.01 of it
        // otherwise, so it settles where 1 sample in 100 lands above. 2 µs climbs 100 µs in about 50 late
        // wake-ups and comes down 100 µs in about 5,000 quiet ones: a tail is learned fast and forgotten slowly.
        _quantileStep = Math.Max(1, 2 * frequency / 1_000_000.0);
        _average = _floor;
        _decayingMax = _floor;
        _quantile = _floor;
    }

    /// <summary>Gets the current spin window in timestamp ticks.</summary>
    public long Window
    {
        get
        {
            var estimate = _mode == PrecisionTimerMode.LowestLatency ? _decayingMax * 1.25 : Math.Max(_average * 2, _quantile);
            return Math.Clamp((long)estimate, _floor, _ceiling);
        }
    }

    /// <summary>Records how late a sleep ended, in timestamp ticks (negative means early).</summary>
    public void Observe(long overshoot)
    {
        var sample = Math.Max(0, overshoot);
        _average += (sample - _average) / 16;
        _decayingMax = Math.Max(sample, _decayingMax * 0.999);
        if (sample > _quantile)
        {
            _quantile = Math.Min(_quantile + (_quantileStep * BalancedQuantile), _ceiling);
        }
        else
        {
            _quantile = Math.Max(_quantile - (_quantileStep * (1 - BalancedQuantile)), 0);
        }
    }

    private static long MicrosecondsToTicks(long microseconds, long frequency) => Math.Max(1, microseconds * frequency / 1_000_000);
}
