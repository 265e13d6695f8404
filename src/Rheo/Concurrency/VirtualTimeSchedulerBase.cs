namespace Rheo.Concurrency;

/// <summary>
/// A scheduler whose clock moves only when told: <see cref="Start"/> runs all queued work in due-time order,
/// setting the clock to each item's due time; <see cref="AdvanceTo"/> and <see cref="AdvanceBy"/> run the
/// work due up to a time; <see cref="Sleep"/> moves the clock without running anything.
/// </summary>
/// <typeparam name="TAbsolute">The type of absolute virtual time.</typeparam>
/// <typeparam name="TRelative">The type of relative virtual time.</typeparam>
public abstract class VirtualTimeSchedulerBase<TAbsolute, TRelative> : IScheduler, IServiceProvider, IStopwatchProvider
    where TAbsolute : IComparable<TAbsolute>
{
    /// <summary>Creates the scheduler with the clock at <c>default(TAbsolute)</c>.</summary>
    protected VirtualTimeSchedulerBase()
        : this(default!, Comparer<TAbsolute>.Default)
    {
    }

    /// <summary>Creates the scheduler with the clock at <paramref name="initialClock"/>.</summary>
    /// <param name="initialClock">The initial virtual time.</param>
    /// <param name="comparer">Orders virtual times.</param>
    protected VirtualTimeSchedulerBase(TAbsolute initialClock, IComparer<TAbsolute> comparer)
    {
        ArgumentNullException.ThrowIfNull(comparer);
        Clock = initialClock;
        Comparer = comparer;
    }

    /// <summary>Gets whether the scheduler is running work (inside <see cref="Start"/> or an advance).</summary>
    public bool IsEnabled { get; private set; }

    /// <summary>Gets the current virtual time.</summary>
    public TAbsolute Clock { get; protected set; }

    /// <summary>Gets the comparer that orders virtual times.</summary>
    protected IComparer<TAbsolute> Comparer { get; }

    /// <summary>Gets the current virtual time as a <see cref="DateTimeOffset"/>.</summary>
    public DateTimeOffset Now => ToDateTimeOffset(Clock);

    /// <summary>Adds a relative virtual time to an absolute one.</summary>
    /// <param name="absolute">The absolute time.</param>
    /// <param name="relative">The relative time.</param>
    /// <returns>The sum.</returns>
    protected abstract TAbsolute Add(TAbsolute absolute, TRelative relative);

    /// <summary>Converts an absolute virtual time to a <see cref="DateTimeOffset"/>.</summary>
    /// <param name="absolute">The virtual time.</param>
    /// <returns>The corresponding point in time.</returns>
    protected abstract DateTimeOffset ToDateTimeOffset(TAbsolute absolute);

    /// <summary>Converts a <see cref="TimeSpan"/> to a relative virtual time.</summary>
    /// <param name="timeSpan">The time span.</param>
    /// <returns>The relative virtual time.</returns>
    protected abstract TRelative ToRelative(TimeSpan timeSpan);

    /// <summary>Gets the next item to run (the earliest one not canceled), without removing it; null if none.</summary>
    /// <returns>The next item or null.</returns>
    protected abstract IScheduledItem<TAbsolute>? GetNext();

    /// <summary>Schedules work at an absolute virtual time.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The virtual due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work.</returns>
    public abstract IDisposable ScheduleAbsolute<TState>(TState state, TAbsolute dueTime, Func<IScheduler, TState, IDisposable> action);

    /// <summary>Schedules work at a virtual time relative to <see cref="Clock"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The relative virtual due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work.</returns>
    public virtual IDisposable ScheduleRelative<TState>(TState state, TRelative dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return ScheduleAbsolute(state, Add(Clock, dueTime), action);
    }

    /// <summary>Schedules work at the current virtual time.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work.</returns>
    public IDisposable Schedule<TState>(TState state, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return ScheduleAbsolute(state, Clock, action);
    }

    /// <summary>Schedules work after a delay converted to virtual time.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The delay.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work.</returns>
    public IDisposable Schedule<TState>(TState state, TimeSpan dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return ScheduleRelative(state, ToRelative(dueTime), action);
    }

    /// <summary>Schedules work at a time converted to virtual time (relative to <see cref="Now"/>).</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dueTime">The absolute due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work.</returns>
    public IDisposable Schedule<TState>(TState state, DateTimeOffset dueTime, Func<IScheduler, TState, IDisposable> action)
    {
        ArgumentNullException.ThrowIfNull(action);
        return ScheduleRelative(state, ToRelative(dueTime - Now), action);
    }

    /// <summary>Runs queued work in due-time order until none is left or <see cref="Stop"/> is called.</summary>
    public void Start()
    {
        if (IsEnabled)
        {
            return;
        }

        IsEnabled = true;
        try
        {
            do
            {
                var next = GetNext();
                if (next is null)
                {
                    IsEnabled = false;
                }
                else
                {
                    if (Comparer.Compare(next.DueTime, Clock) > 0)
                    {
                        Clock = next.DueTime;
                    }

                    next.Invoke();
                }
            }
            while (IsEnabled);
        }
        finally
        {
            // Work that throws leaves the scheduler stopped, so a test can go on after asserting the exception.
            IsEnabled = false;
        }
    }

    /// <summary>Stops <see cref="Start"/> (or an advance) after the item it is running.</summary>
    public void Stop() => IsEnabled = false;

    /// <summary>Runs the work due up to <paramref name="time"/> and sets the clock to it.</summary>
    /// <param name="time">The virtual time to advance to.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="time"/> is before <see cref="Clock"/>.</exception>
    /// <exception cref="InvalidOperationException">The scheduler is already running.</exception>
    public void AdvanceTo(TAbsolute time)
    {
        var order = Comparer.Compare(time, Clock);
        if (order < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(time), "The time is in the virtual past.");
        }

        if (order == 0)
        {
            return;
        }

        if (IsEnabled)
        {
            throw new InvalidOperationException("The scheduler is already running; it cannot be advanced from its own work.");
        }

        IsEnabled = true;
        try
        {
            do
            {
                var next = GetNext();
                if (next is not null && Comparer.Compare(next.DueTime, time) <= 0)
                {
                    if (Comparer.Compare(next.DueTime, Clock) > 0)
                    {
                        Clock = next.DueTime;
                    }

                    next.Invoke();
                }
                else
                {
                    IsEnabled = false;
                }
            }
            while (IsEnabled);
        }
        finally
        {
            IsEnabled = false;
        }

        Clock = time;
    }

    /// <summary>Runs the work due within <paramref name="time"/> from now and moves the clock by it.</summary>
    /// <param name="time">The relative virtual time.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="time"/> is negative.</exception>
    /// <exception cref="InvalidOperationException">The scheduler is already running.</exception>
    public void AdvanceBy(TRelative time)
    {
        var target = Add(Clock, time);
        var order = Comparer.Compare(target, Clock);
        if (order < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(time), "The time must not be negative.");
        }

        if (order == 0)
        {
            return;
        }

        if (IsEnabled)
        {
            throw new InvalidOperationException("The scheduler is already running; it cannot be advanced from its own work.");
        }

        AdvanceTo(target);
    }

    /// <summary>Moves the clock forward by <paramref name="time"/> without running any work.</summary>
    /// <param name="time">The relative virtual time.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="time"/> is negative.</exception>
    public void Sleep(TRelative time)
    {
        var target = Add(Clock, time);
        if (Comparer.Compare(target, Clock) < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(time), "The time must not be negative.");
        }

        Clock = target;
    }

    /// <summary>Starts a stopwatch on the virtual clock.</summary>
    /// <returns>A stopwatch whose elapsed time is the virtual time passed since now.</returns>
    public IStopwatch StartStopwatch() => new VirtualStopwatch(this, Now);

    /// <summary>Returns the optional interfaces this scheduler implements.</summary>
    /// <param name="serviceType">The interface type.</param>
    /// <returns>The service or null.</returns>
    object? IServiceProvider.GetService(Type serviceType) => GetService(serviceType);

    /// <summary>Returns the optional interfaces this scheduler implements (the stopwatch).</summary>
    /// <param name="serviceType">The interface type.</param>
    /// <returns>The service or null.</returns>
    protected virtual object? GetService(Type serviceType)
    {
        ArgumentNullException.ThrowIfNull(serviceType);
        return serviceType == typeof(IStopwatchProvider) ? this : null;
    }

    private sealed class VirtualStopwatch(VirtualTimeSchedulerBase<TAbsolute, TRelative> scheduler, DateTimeOffset start) : IStopwatch
    {
        public TimeSpan Elapsed => scheduler.Now - start;
    }
}
