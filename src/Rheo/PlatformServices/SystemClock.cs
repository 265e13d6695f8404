namespace Rheo.PlatformServices;

/// <summary>
/// (Infrastructure) The system clock Rheo's local schedulers read (<see cref="Concurrency.Scheduler.Now"/>) and its
/// change notifications. The clock is the enlightenment provider's <see cref="ISystemClock"/>, else
/// <see cref="DefaultSystemClock"/>; the notifications come from the provider's <see cref="INotifySystemClockChanged"/>,
/// else a <see cref="PeriodicTimerSystemClockMonitor"/> polling every second. Both are resolved on first use.
/// </summary>
public static class SystemClock
{
    private static readonly Lazy<SystemClockChangedRelay> LazyRelay = new(static () => new SystemClockChangedRelay(
        PlatformEnlightenmentProvider.Current.GetService<INotifySystemClockChanged>() ?? new PeriodicTimerSystemClockMonitor(TimeSpan.FromSeconds(1))));

    private static ISystemClock? s_clock;

    /// <summary>Gets the current time (UTC) on the system clock.</summary>
    public static DateTimeOffset UtcNow => (s_clock ?? InitializeClock()).UtcNow;

    /// <summary>
    /// Adds a reference to the clock monitor: from the first reference on, the monitor runs and its notifications are
    /// forwarded to Rheo's listeners.
    /// </summary>
    public static void AddRef() => LazyRelay.Value.AddRef();

    /// <summary>Removes a reference added by <see cref="AddRef"/>; after the last one the monitor stops. Without a reference it does nothing.</summary>
    public static void Release() => LazyRelay.Value.Release();

    /// <summary>Gets the number of references held (for tests).</summary>
    internal static int References => LazyRelay.Value.References;

    /// <summary>Raised, while a reference is held, when the clock monitor detects a change of the system clock.</summary>
    internal static event EventHandler<SystemClockChangedEventArgs>? SystemClockChanged
    {
        add => LazyRelay.Value.SystemClockChanged += value;
        remove => LazyRelay.Value.SystemClockChanged -= value;
    }

    private static ISystemClock InitializeClock()
    {
        var clock = PlatformEnlightenmentProvider.Current.GetService<ISystemClock>() ?? new DefaultSystemClock();
        return Interlocked.CompareExchange(ref s_clock, clock, null) ?? clock;
    }
}

/// <summary>
/// The reference-counted link between a clock monitor and Rheo's listeners behind <see cref="SystemClock"/>: the first
/// <see cref="AddRef"/> attaches to the monitor, the last <see cref="Release"/> detaches; a release without a reference
/// does nothing, so the count never goes negative.
/// </summary>
internal sealed class SystemClockChangedRelay(INotifySystemClockChanged monitor)
{
    private readonly object _gate = new();
    private int _references;

    public event EventHandler<SystemClockChangedEventArgs>? SystemClockChanged;

    public int References
    {
        get
        {
            lock (_gate)
            {
                return _references;
            }
        }
    }

    public void AddRef()
    {
        lock (_gate)
        {
            if (++_references == 1)
            {
                monitor.SystemClockChanged += OnSystemClockChanged;
            }
        }
    }

    public void Release()
    {
        lock (_gate)
        {
            if (_references == 0)
            {
                return;
            }

            if (--_references == 0)
            {
                monitor.SystemClockChanged -= OnSystemClockChanged;
            }
        }
    }

    private void OnSystemClockChanged(object? sender, SystemClockChangedEventArgs e) => SystemClockChanged?.Invoke(sender, e);
}
