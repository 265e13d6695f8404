namespace Rheo.PlatformServices;

/// <summary>(Infrastructure) The times before and after a jump of the system clock.</summary>
public class SystemClockChangedEventArgs : EventArgs
{
    /// <summary>Creates the arguments of a change whose times are not known: <see cref="DateTimeOffset.MinValue"/> and <see cref="DateTimeOffset.MaxValue"/>.</summary>
    public SystemClockChangedEventArgs()
        : this(DateTimeOffset.MinValue, DateTimeOffset.MaxValue)
    {
    }

    /// <summary>Creates the arguments of a change from <paramref name="oldTime"/> to <paramref name="newTime"/>.</summary>
    /// <param name="oldTime">The time the clock should have shown, or <see cref="DateTimeOffset.MinValue"/> if not known.</param>
    /// <param name="newTime">The time the clock showed instead, or <see cref="DateTimeOffset.MaxValue"/> if not known.</param>
    public SystemClockChangedEventArgs(DateTimeOffset oldTime, DateTimeOffset newTime)
    {
        OldTime = oldTime;
        NewTime = newTime;
    }

    /// <summary>Gets the time before the change, or <see cref="DateTimeOffset.MinValue"/> if not known.</summary>
    public DateTimeOffset OldTime { get; }

    /// <summary>Gets the time after the change, or <see cref="DateTimeOffset.MaxValue"/> if not known.</summary>
    public DateTimeOffset NewTime { get; }
}
