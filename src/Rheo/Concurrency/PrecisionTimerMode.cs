namespace Rheo.Concurrency;

/// <summary>How a <see cref="PrecisionTimer"/> trades CPU time for lateness.</summary>
public enum PrecisionTimerMode
{
    /// <summary>
    /// Spins for the sleep overshoot that 99 sleeps in 100 stay under (learned as the timer runs, at least
    /// twice the average, capped at 500 µs), so the timer thread sleeps for most of each period and ticks land
    /// within tens of microseconds; the rare sleep that overshoots more makes its tick late by the difference.
    /// </summary>
    Balanced,

    /// <summary>
    /// Spins for the worst sleep overshoot it has seen recently (up to 5 ms), so even the tail of
    /// late wake-ups lands on time. At short periods this keeps one core busy most of the time.
    /// </summary>
    LowestLatency,
}
