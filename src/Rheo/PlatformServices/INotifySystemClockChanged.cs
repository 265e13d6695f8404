namespace Rheo.PlatformServices;

/// <summary>(Infrastructure) Raises an event when the system clock jumps (it was set, or the machine resumed from sleep).</summary>
public interface INotifySystemClockChanged
{
    /// <summary>Raised when a change of the system clock is detected.</summary>
    event EventHandler<SystemClockChangedEventArgs> SystemClockChanged;
}
