namespace Rheo.PlatformServices;

/// <summary>(Infrastructure) Notifications of the host suspending and resuming the application; an enlightenment provider may supply them.</summary>
public interface IHostLifecycleNotifications
{
    /// <summary>Raised when the host suspends the application.</summary>
    event EventHandler<HostSuspendingEventArgs> Suspending;

    /// <summary>Raised when the host resumes the application.</summary>
    event EventHandler<HostResumingEventArgs> Resuming;
}

/// <summary>(Infrastructure) The arguments of <see cref="IHostLifecycleNotifications.Suspending"/>.</summary>
public class HostSuspendingEventArgs : EventArgs
{
}

/// <summary>(Infrastructure) The arguments of <see cref="IHostLifecycleNotifications.Resuming"/>.</summary>
public class HostResumingEventArgs : EventArgs
{
}
