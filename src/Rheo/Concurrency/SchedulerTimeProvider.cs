namespace Rheo.Concurrency;

/// <summary>
/// A <see cref="TimeProvider"/> over any <see cref="IScheduler"/>: the wall clock is the scheduler's
/// <see cref="IScheduler.Now"/>, timestamps come from the scheduler's stopwatch, and timers are work items
/// on the scheduler. Code written against <see cref="TimeProvider"/> (<c>Task.Delay</c>, <c>PeriodicTimer</c>,
/// <c>CancellationTokenSource</c> timeouts) then runs on that scheduler's time, virtual time included.
/// </summary>
public class SchedulerTimeProvider : TimeProvider
{
    private readonly IScheduler _scheduler;
    private readonly IStopwatch _stopwatch;

    /// <summary>Creates a time provider over <paramref name="scheduler"/>.</summary>
    /// <param name="scheduler">The scheduler whose clock and queue are used.</param>
    public SchedulerTimeProvider(IScheduler scheduler)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        _scheduler = scheduler;
        _stopwatch = scheduler.StartStopwatch();
    }

    /// <summary>Gets the scheduler this provider runs on.</summary>
    public IScheduler Scheduler => _scheduler;

    /// <summary>Gets the frequency of <see cref="GetTimestamp"/>: one tick per <see cref="TimeSpan"/> tick.</summary>
    public override long TimestampFrequency => TimeSpan.TicksPerSecond;

    /// <summary>Gets the scheduler's current time, in UTC.</summary>
    /// <returns>The current time.</returns>
    public override DateTimeOffset GetUtcNow() => _scheduler.Now.ToUniversalTime();

    /// <summary>Gets the time elapsed on the scheduler's stopwatch since this provider was created, in <see cref="TimeSpan"/> ticks.</summary>
    /// <returns>The timestamp.</returns>
    public override long GetTimestamp() => _stopwatch.Elapsed.Ticks;

    /// <summary>Creates a timer whose callbacks are work items on the scheduler.</summary>
    /// <param name="callback">The callback.</param>
    /// <param name="state">The state passed to the callback.</param>
    /// <param name="dueTime">The delay of the first call; <see cref="Timeout.InfiniteTimeSpan"/> for none.</param>
    /// <param name="period">The period; <see cref="Timeout.InfiniteTimeSpan"/> or zero for one call.</param>
    /// <returns>The timer.</returns>
    public override ITimer CreateTimer(TimerCallback callback, object? state, TimeSpan dueTime, TimeSpan period)
    {
        ArgumentNullException.ThrowIfNull(callback);
        var timer = new SchedulerTimer(_scheduler, callback, state);
        timer.Change(dueTime, period);
        return timer;
    }

    /// <summary>An <see cref="ITimer"/> made of scheduled work items.</summary>
    private sealed class SchedulerTimer(IScheduler scheduler, TimerCallback callback, object? state) : ITimer
    {
        private readonly object _gate = new();
        private IDisposable? _pending;
        private TimeSpan _period;
        private long _generation;
        private bool _disposed;

        public bool Change(TimeSpan dueTime, TimeSpan period)
        {
            Validate(dueTime, nameof(dueTime));
            Validate(period, nameof(period));
            lock (_gate)
            {
                if (_disposed)
                {
                    return false;
                }

                _pending?.Dispose();
                _pending = null;
                _period = period;
                var generation = ++_generation;
                if (dueTime != Timeout.InfiniteTimeSpan)
                {
                    _pending = scheduler.Schedule((this, generation), dueTime, static (_, t) => t.Item1.Fire(t.generation));
                }

                return true;
            }
        }

        public void Dispose()
        {
            lock (_gate)
            {
                _disposed = true;
                _pending?.Dispose();
                _pending = null;
            }
        }

        public ValueTask DisposeAsync()
        {
            Dispose();
            return ValueTask.CompletedTask;
        }

        private static void Validate(TimeSpan value, string name)
        {
            if (value != Timeout.InfiniteTimeSpan && value < TimeSpan.Zero)
            {
                throw new ArgumentOutOfRangeException(name, value, "The time must be non-negative or Timeout.InfiniteTimeSpan.");
            }
        }

        private IDisposable Fire(long generation)
        {
            lock (_gate)
            {
                if (_disposed || generation != _generation)
                {
                    return Disposables.Disposable.Empty;
                }

                _pending = null;
                if (_period != Timeout.InfiniteTimeSpan && _period != TimeSpan.Zero)
                {
                    _pending = scheduler.Schedule((this, generation), _period, static (_, t) => t.Item1.Fire(t.generation));
                }
            }

            callback(state);
            return Disposables.Disposable.Empty;
        }
    }
}
