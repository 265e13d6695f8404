using Rheo.Concurrency;

namespace Rheo.PlatformServices;

/// <summary>
/// (Infrastructure) The default enlightenment provider: it supplies <see cref="IExceptionServices"/> (rethrow keeping the
/// stack trace), <see cref="IConcurrencyAbstractionLayer"/> (timers, threads and the thread pool), and the schedulers
/// named "ThreadPool", "TaskPool" and "NewThread" as <see cref="IScheduler"/>. Other services (a custom
/// <see cref="ISystemClock"/>, clock-change or host-lifecycle notifications) are null, so Rheo uses its defaults;
/// derive and override <see cref="GetService{T}"/> to supply them.
/// </summary>
public class CurrentPlatformEnlightenmentProvider : IPlatformEnlightenmentProvider
{
    /// <summary>Gets the service of type <typeparamref name="T"/>, or null if this provider has none.</summary>
    /// <typeparam name="T">The service type.</typeparam>
    /// <param name="args">For <see cref="IScheduler"/>, the scheduler's name first; otherwise unused (may be null).</param>
    /// <returns>The service or null.</returns>
    public virtual T? GetService<T>(object[] args)
        where T : class
    {
        var type = typeof(T);
        if (type == typeof(IExceptionServices))
        {
            return (T)(object)new DefaultExceptionServices();
        }

        if (type == typeof(IConcurrencyAbstractionLayer))
        {
            return (T)(object)new DefaultConcurrencyAbstractionLayer();
        }

        if (type == typeof(IScheduler) && args is { Length: > 0 } && args[0] is string name)
        {
            IScheduler? scheduler = name switch
            {
                "ThreadPool" => ThreadPoolScheduler.Instance,
                "TaskPool" => TaskPoolScheduler.Default,
                "NewThread" => NewThreadScheduler.Default,
                _ => null,
            };
            return (T?)scheduler;
        }

        return null;
    }
}
