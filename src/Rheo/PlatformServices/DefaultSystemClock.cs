namespace Rheo.PlatformServices;

/// <summary>(Infrastructure) The machine's clock: <see cref="DateTimeOffset.UtcNow"/>. <see cref="SystemClock"/> uses it unless an enlightenment provider supplies another <see cref="ISystemClock"/>.</summary>
public class DefaultSystemClock : ISystemClock
{
    /// <summary>Gets the current time, <see cref="DateTimeOffset.UtcNow"/>.</summary>
    public DateTimeOffset UtcNow => DateTimeOffset.UtcNow;
}
