namespace Rheo.Concurrency;

/// <summary>What a <see cref="PrecisionTimer"/> does with a tick that is later than its <see cref="PrecisionTimerOptions.MaxLateness"/>.</summary>
public enum LateTickPolicy
{
    /// <summary>Skip the late tick (report it to <see cref="PrecisionTimer.Skipped"/>) and every later one that is also too late.</summary>
    Skip,

    /// <summary>Fire the late tick once, then skip every other tick whose due time has already passed.</summary>
    FireLateOnce,

    /// <summary>Fire the late tick and shift the rest of the schedule later by its lateness.</summary>
    ShiftSchedule,
}
