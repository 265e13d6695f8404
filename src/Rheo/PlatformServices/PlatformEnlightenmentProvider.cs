namespace Rheo.PlatformServices;

/// <summary>
/// (Infrastructure) The enlightenment provider Rheo asks for platform services. Services are resolved on first use
/// (<see cref="SystemClock"/>, the obsolete scheduler properties of <see cref="Concurrency.Scheduler"/>), so set a
/// custom provider before Rheo first needs them.
/// </summary>
public static class PlatformEnlightenmentProvider
{
    private static IPlatformEnlightenmentProvider s_current = new CurrentPlatformEnlightenmentProvider();

    /// <summary>Gets or sets the provider; by default a <see cref="CurrentPlatformEnlightenmentProvider"/>.</summary>
    /// <exception cref="ArgumentNullException">The value set is null.</exception>
    public static IPlatformEnlightenmentProvider Current
    {
        get => Volatile.Read(ref s_current);
        set
        {
            ArgumentNullException.ThrowIfNull(value);
            Volatile.Write(ref s_current, value);
        }
    }
}
