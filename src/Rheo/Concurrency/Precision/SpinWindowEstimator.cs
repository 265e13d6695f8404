namespace Rheo.Concurrency.Precision;

/// <summary>
/// Learns how late the OS wakes a sleeping thread, to decide how long before a due time the timer stops
/// sleeping and starts spinning. Balanced covers the overshoot of 995 sleeps in 1,000 (a streaming estimate of
/// the 99.5th percentile, never under twice the moving average): with only half a percent of the ticks left to a
/// late wake-up, the 99th percentile of the ticks' lateness stays clear of the tail, where aiming at the 99th
/// percentile of the overshoot left it on the edge (a p99 of 32 µs in one run, 336 µs in the next). The estimate
/// climbs in steps up to twenty times larger over the first 2,000 sleeps, so that a timer learns the machine's tail
/// within its first second at 1 ms. LowestLatency follows the recent worst case (a maximum that decays slowly), so it
/// learns the whole tail.
/// </summary>
internal sealed class SpinWindowEstimator
{
    /// <summary>The quantile of the overshoot Balanced spins for.</summary>
    internal const double BalancedQuantile = 0.995;

    /// <summary>How many sleeps the larger first steps take to shrink to the settled step.</summary>
    internal const int StartSamples = 2_000;

    private readonly PrecisionTimerMode _mode;
    private readonly long _floor;
    private readonly long _ceiling;
    private readonly double _quantileStep;
    private double _average;
    private double _decayingMax;
    private double _quantile;
    private int _samples;

    public SpinWindowEstimator(PrecisionTimerMode mode, long frequency)
    {
        _mode = mode;
        _floor = MicrosecondsToTicks(mode == PrecisionTimerMode.LowestLatency ? 100 : 30, frequency);
        _ceiling = MicrosecondsToTicks(mode == PrecisionTimerMode.LowestLatency ? 5_000 : 500, frequency);

        // The quantile moves by this step: up by 0.995 of it when a sample lands above it, down by 0.005 of it
        // otherwise, so it settles where 1 sample in 200 lands above. Settled, 2 µs climbs 100 µs in about 50 late
        // wake-ups and comes down 100 µs in about 10,000 quiet ones: a tail is learned fast and forgotten slowly.
        // Over the first StartSamples sleeps a climb is up to twenty times larger (see Observe).
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
            var step = _quantileStep;
            if (_samples < StartSamples)
            {
                // A new timer knows nothing of the machine's tail: it climbs from twenty times the settled step
                // down to it, and comes down at the settled step, so it errs towards spinning while it learns.
                step *= 1 + (19.0 * (StartSamples - _samples) / StartSamples);
            }

            _quantile = Math.Min(_quantile + (step * BalancedQuantile), _ceiling);
        }
        else
        {
            _quantile = Math.Max(_quantile - (_quantileStep * (1 - BalancedQuantile)), 0);
        }

        if (_samples < StartSamples)
        {
            _samples++;
        }
    }

    private static long MicrosecondsToTicks(long microseconds, long frequency) => Math.Max(1, microseconds * frequency / 1_000_000);
}
