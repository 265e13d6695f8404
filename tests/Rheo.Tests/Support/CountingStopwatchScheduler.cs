using Rheo.Concurrency;

namespace Rheo.Tests.Support;

/// <summary>A scheduler for time-operator tests that counts how often its clock and its stopwatches are used.</summary>
internal sealed class CountingStopwatchScheduler : IScheduler, IStopwatchProvider
{
    public int NowReads;
    public int Stopwatches;

    public DateTimeOffset Now
    {
        get
        {
            NowReads++;
            return DateTimeOffset.UtcNow;
        }
    }

    public IStopwatch StartStopwatch()
    {
        Stopwatches++;
        return new Watch();
    }

    public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action) => Scheduler.Immediate.Schedule(state, action);

    public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action) => Scheduler.Default.Schedule(state, dueTime, action);

    public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action) => Scheduler.Default.Schedule(state, dueTime, action);

    private sealed class Watch : IStopwatch
    {
        private readonly System.Diagnostics.Stopwatch _watch = System.Diagnostics.Stopwatch.StartNew();

        public TimeSpan Elapsed => _watch.Elapsed;
    }
}
