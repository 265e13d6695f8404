namespace Rheo.Concurrency;

/// <summary>A scheduler that can measure elapsed time more cheaply and reliably than subtracting <see cref="IScheduler.Now"/> values.</summary>
public interface IStopwatchProvider
{
    /// <summary>Starts a new stopwatch.</summary>
    /// <returns>The running stopwatch.</returns>
    IStopwatch StartStopwatch();
}
