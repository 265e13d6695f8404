namespace Rheo.Concurrency;

/// <summary>How a <see cref="PrecisionTimer"/> trades CPU time for lateness.</summary>
public enum PrecisionTimerMode
{
    /// <summary>
    /// Spins only for the typical sleep overshoot it has observed (capped at 500 µs), so the timer
    /// thread sleeps for most of each period. Ticks land within tens of microseconds when the machine
    /// is quiet; a tick whose sleep overshoots more than usual is late by the difference.
    /// </summary>
    Balanced,

    /// <summary>
    /// Spins for the worst sleep overshoot it has seen recently (up to 5 ms), so even the tail of
    /// late wake-ups lands on time. At short periods this keeps one core busy most of the time.
    /// </summary>
    LowestLatency,
}
