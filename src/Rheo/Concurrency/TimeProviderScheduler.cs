using Rheo.Disposables;

namespace Rheo.Concurrency;

/// <summary>
/// A scheduler over any <see cref="TimeProvider"/>: its clock is the provider's, and all work (even work
/// due now) runs from the provider's timers, so a fake provider controls exactly when everything runs.
/// </summary>
public sealed class TimeProviderScheduler : IScheduler, IStopwatchProvider, ISchedulerPeriodic, IServiceProvider
{
    private readonly TimeProvider _timeProvider;

    /// <summary>Creates a scheduler over <paramref name="timeProvider"/>.</summary>
    /// <param name="timeProvider">The provider of time and timers.</param>
    public TimeProviderScheduler(TimeProvider timeProvider)
    {
        ArgumentNullException.ThrowIfNull(timeProvider);
        _timeProvider = timeProvider;
    }

    /// <summary>Gets the provider this scheduler runs on.</summary>
    public TimeProvider TimeProvider => _timeProvider;

    /// <summary>Gets the provider's current UTC time.</summary>
    public DateTimeOffset Now => _timeProvider.GetUtcNow();

    /// <summary>Runs the work from a provider timer due now.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action) => Schedule(state, TimeSpan.Zero, action);

    /// <summary>Runs the work from a provider timer due after <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        var item = new TimerItem<TState>(this, state, action);
        item.Start(_timeProvider, Scheduler.Normalize(dueTime));
        return item;
    }

    /// <summary>Runs the work from a provider timer due at <paramref name="dueTime"/> (on the provider's clock).</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The absolute due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
        => Schedule(state, dueTime - Now, action);

    /// <summary>Starts a stopwatch on the provider's timestamps.</summary>
    /// <returns>The running stopwatch.</returns>
    public IStopwatch StartStopwatch() => new ProviderStopwatch(_timeProvider);

    /// <summary>Runs <paramref name="action"/> every <paramref name="period"/> from one periodic provider timer; calls never overlap.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The initial state.</param>
    /// <param name="period">The period.</param>
    /// <param name="action">Computes the next state.</param>
    /// <returns>Stops the periodic work.</returns>
    public IDisposable SchedulePeriodic<TState>(TState state, TimeSpan period, Func<TState, TState> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        if (period == TimeSpan.Zero)
        {
            return EmulatedPeriodic<TState>.Start(this, state, period, action);
        }

        var work = new PeriodicItem<TState>(state, action);
        work.Start(_timeProvider, period);
        return work;
    }

    /// <summary>Returns the optional interfaces this scheduler implements.</summary>
    /// <param name="serviceType">The interface type.</param>
    /// <returns>The service or null.</returns>
    public object? GetService(Type serviceType)
    {
        ArgumentNullException.ThrowIfNull(serviceType);
        return serviceType.IsInstanceOfType(this) ? this : null;
    }

    private sealed class ProviderStopwatch(TimeProvider timeProvider) : IStopwatch
    {
        private readonly long _start = timeProvider.GetTimestamp();

        public TimeSpan Elapsed => timeProvider.GetElapsedTime(_start);
    }

    private sealed class TimerItem<TState>(IScheduler scheduler, TState state, Func<IScheduler, TState, IDisposable> action) : ICancelable
    {
        private readonly SingleAssignmentDisposable _result = new();
        private ITimer? _timer;

        public bool IsDisposed => _result.IsDisposed;

        public void Start(TimeProvider timeProvider, TimeSpan dueTime)
        {
            var timer = timeProvider.CreateTimer(static s => ((TimerItem<TState>)s!).Fire(), this, Timeout.InfiniteTimeSpan, Timeout.InfiniteTimeSpan);
            Volatile.Write(ref _timer, timer);
            if (IsDisposed)
            {
                timer.Dispose();
                return;
            }

            timer.Change(dueTime, Timeout.InfiniteTimeSpan);
        }

        public void Dispose()
        {
            _result.Dispose();
            Volatile.Read(ref _timer)?.Dispose();
        }

        private void Fire()
        {
            Volatile.Read(ref _timer)?.Dispose();
            if (!IsDisposed)
            {
                _result.Disposable = action(scheduler, state);
            }
        }
    }

    private sealed class PeriodicItem<TState>(TState state, Func<TState, TState> action) : IDisposable
    {
        private TState _state = state;
        private ITimer? _timer;
        private int _pending;
        private volatile bool _disposed;

        public void Start(TimeProvider timeProvider, TimeSpan period)
        {
            var timer = timeProvider.CreateTimer(static s => ((PeriodicItem<TState>)s!).Tick(), this, Timeout.InfiniteTimeSpan, Timeout.InfiniteTimeSpan);
            Volatile.Write(ref _timer, timer);
            timer.Change(period, period);
        }

        public void Dispose()
        {
            _disposed = true;
            Volatile.Read(ref _timer)?.Dispose();
        }

        private void Tick()
        {
            if (Interlocked.Increment(ref _pending) != 1)
            {
                return;
            }

            do
            {
                if (_disposed)
                {
                    return;
                }

                _state = action(_state);
            }
            while (Interlocked.Decrement(ref _pending) != 0);
        }
    }
}
