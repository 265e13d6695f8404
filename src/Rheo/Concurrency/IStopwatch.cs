namespace Rheo.Concurrency;

/// <summary>Measures time elapsed since it was started, on its scheduler's clock.</summary>
public interface IStopwatch
{
    /// <summary>Gets the time elapsed since the stopwatch was started.</summary>
    TimeSpan Elapsed { get; }
}
