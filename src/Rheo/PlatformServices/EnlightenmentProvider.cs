namespace Rheo.PlatformServices;

/// <summary>(Infrastructure) Checks which enlightenment provider is installed.</summary>
public static class EnlightenmentProvider
{
    /// <summary>Gets whether Rheo's own provider is installed (false when a host installed a custom one).</summary>
    /// <returns>Whether <see cref="PlatformEnlightenmentProvider.Current"/> is a <see cref="CurrentPlatformEnlightenmentProvider"/>.</returns>
    public static bool EnsureLoaded() => PlatformEnlightenmentProvider.Current is CurrentPlatformEnlightenmentProvider;
}
