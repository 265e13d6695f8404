namespace Rheo.Concurrency;

/// <summary>
/// (Infrastructure) The platform's timers, threads, thread pool and stopwatch as Rheo's platform services see them.
/// The implementation is supplied by the platform enlightenment provider
/// (<c>PlatformEnlightenmentProvider.Current.GetService&lt;IConcurrencyAbstractionLayer&gt;()</c>).
/// </summary>
public interface IConcurrencyAbstractionLayer
{
    /// <summary>Gets whether <see cref="StartThread"/> gives work a thread of its own (long-running work is supported).</summary>
    bool SupportsLongRunning { get; }

    /// <summary>Runs <paramref name="action"/> once after <paramref name="dueTime"/> (a negative time means now).</summary>
    /// <param name="action">The work, given <paramref name="state"/>.</param>
    /// <param name="state">The state.</param>
    /// <param name="dueTime">The delay.</param>
    /// <returns>Cancels the timer if it has not fired.</returns>
    IDisposable StartTimer(Action<object?> action, object? state, TimeSpan dueTime);

    /// <summary>Runs <paramref name="action"/> every <paramref name="period"/>; a zero period calls it back to back on a thread of its own.</summary>
    /// <param name="action">The work.</param>
    /// <param name="period">The period.</param>
    /// <returns>Stops the timer.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    IDisposable StartPeriodicTimer(Action action, TimeSpan period);

    /// <summary>Queues <paramref name="action"/> to the thread pool.</summary>
    /// <param name="action">The work, given <paramref name="state"/>.</param>
    /// <param name="state">The state.</param>
    /// <returns>Cancels the work if it has not started.</returns>
    IDisposable QueueUserWorkItem(Action<object?> action, object? state);

    /// <summary>Blocks the calling thread for <paramref name="timeout"/> (a negative time means not at all).</summary>
    /// <param name="timeout">How long to block.</param>
    void Sleep(TimeSpan timeout);

    /// <summary>Starts a stopwatch on the monotonic high-resolution clock.</summary>
    /// <returns>The running stopwatch.</returns>
    IStopwatch StartStopwatch();

    /// <summary>Runs <paramref name="action"/> on a new background thread.</summary>
    /// <param name="action">The work, given <paramref name="state"/>.</param>
    /// <param name="state">The state.</param>
    void StartThread(Action<object?> action, object? state);
}
