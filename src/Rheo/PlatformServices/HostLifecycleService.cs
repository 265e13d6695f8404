namespace Rheo.PlatformServices;

/// <summary>
/// (Infrastructure) The host's suspend and resume notifications, forwarded from the enlightenment provider's
/// <see cref="IHostLifecycleNotifications"/> (resolved on first use) while at least one reference is held. The
/// default provider supplies none (a .NET process has no suspend/resume lifecycle), so the events are raised only when
/// a custom provider supplies notifications.
/// </summary>
public static class HostLifecycleService
{
    private static readonly Lazy<HostLifecycleRelay> LazyRelay = new(static () =>
        new HostLifecycleRelay(PlatformEnlightenmentProvider.Current.GetService<IHostLifecycleNotifications>()));

    /// <summary>Raised, while a reference is held, when the host suspends the application.</summary>
    public static event EventHandler<HostSuspendingEventArgs>? Suspending
    {
        add => LazyRelay.Value.Suspending += value;
        remove => LazyRelay.Value.Suspending -= value;
    }

    /// <summary>Raised, while a reference is held, when the host resumes the application.</summary>
    public static event EventHandler<HostResumingEventArgs>? Resuming
    {
        add => LazyRelay.Value.Resuming += value;
        remove => LazyRelay.Value.Resuming -= value;
    }

    /// <summary>Adds a reference: from the first one on, the host's notifications are forwarded to the events.</summary>
    public static void AddRef() => LazyRelay.Value.AddRef();

    /// <summary>Removes a reference added by <see cref="AddRef"/>; after the last one nothing is forwarded. Without a reference it does nothing.</summary>
    public static void Release() => LazyRelay.Value.Release();
}

/// <summary>
/// The reference-counted link behind <see cref="HostLifecycleService"/>: the first <see cref="AddRef"/> attaches to the
/// host's notifications (if there are any), the last <see cref="Release"/> detaches; a release without a reference does
/// nothing.
/// </summary>
internal sealed class HostLifecycleRelay(IHostLifecycleNotifications? notifications)
{
    private readonly object _gate = new();
    private int _references;

    public event EventHandler<HostSuspendingEventArgs>? Suspending;

    public event EventHandler<HostResumingEventArgs>? Resuming;

    public void AddRef()
    {
        lock (_gate)
        {
            if (++_references == 1 && notifications is not null)
            {
                notifications.Suspending += OnSuspending;
                notifications.Resuming += OnResuming;
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

            if (--_references == 0 && notifications is not null)
            {
                notifications.Suspending -= OnSuspending;
                notifications.Resuming -= OnResuming;
            }
        }
    }

    private void OnSuspending(object? sender, HostSuspendingEventArgs e) => Suspending?.Invoke(sender, e);

    private void OnResuming(object? sender, HostResumingEventArgs e) => Resuming?.Invoke(sender, e);
}
