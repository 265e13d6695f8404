namespace Rheo.PlatformServices;

/// <summary>(Infrastructure) Supplies platform services to Rheo: the clock, the concurrency layer, exception services, schedulers by name.</summary>
public interface IPlatformEnlightenmentProvider
{
    /// <summary>Gets the service of type <typeparamref name="T"/>, or null if this provider has none.</summary>
    /// <typeparam name="T">The service type.</typeparam>
    /// <param name="args">Arguments some services take (a scheduler's name for <see cref="Concurrency.IScheduler"/>).</param>
    /// <returns>The service or null.</returns>
    T? GetService<T>(params object[] args)
        where T : class;
}
