namespace Rheo.PlatformServices;

/// <summary>(Infrastructure) A source of the current time, for <see cref="SystemClock"/>; an enlightenment provider may supply one.</summary>
public interface ISystemClock
{
    /// <summary>Gets the current time (UTC).</summary>
    DateTimeOffset UtcNow { get; }
}
