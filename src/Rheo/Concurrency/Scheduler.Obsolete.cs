using Rheo.PlatformServices;

namespace Rheo.Concurrency;

public static partial class Scheduler
{
    private const string ObsoleteRefactoring = "This property is no longer supported due to refactoring of the API surface and elimination of platform-specific dependencies.";

    private static readonly Lazy<IScheduler> LazyThreadPool = new(static () => Resolve("ThreadPool"));
    private static readonly Lazy<IScheduler> LazyNewThread = new(static () => Resolve("NewThread"));
    private static readonly Lazy<IScheduler> LazyTaskPool = new(static () => Resolve("TaskPool"));

    /// <summary>
    /// Gets the thread-pool scheduler (<see cref="ThreadPoolScheduler.Instance"/>), as resolved by the
    /// platform enlightenment provider (<see cref="PlatformEnlightenmentProvider.Current"/>) on first use.
    /// </summary>
    /// <exception cref="NotSupportedException">The provider does not supply the scheduler.</exception>
    [Obsolete(ObsoleteRefactoring + " Consider using Scheduler.Default to obtain the platform's most appropriate pool-based scheduler. In order to access a specific pool-based scheduler, use the appropriate scheduler in the Rheo.Concurrency namespace.")]
    public static IScheduler ThreadPool => LazyThreadPool.Value;

    /// <summary>
    /// Gets the new-thread scheduler (<see cref="NewThreadScheduler.Default"/>), as resolved by the
    /// platform enlightenment provider (<see cref="PlatformEnlightenmentProvider.Current"/>) on first use.
    /// </summary>
    /// <exception cref="NotSupportedException">The provider does not supply the scheduler.</exception>
    [Obsolete(ObsoleteRefactoring + " Please use NewThreadScheduler.Default to obtain an instance of this scheduler type.")]
    public static IScheduler NewThread => LazyNewThread.Value;

    /// <summary>
    /// Gets the task-pool scheduler (<see cref="TaskPoolScheduler.Default"/>), as resolved by the
    /// platform enlightenment provider (<see cref="PlatformEnlightenmentProvider.Current"/>) on first use.
    /// </summary>
    /// <exception cref="NotSupportedException">The provider does not supply the scheduler.</exception>
    [Obsolete(ObsoleteRefactoring + " Please use TaskPoolScheduler.Default to obtain an instance of this scheduler type.")]
    public static IScheduler TaskPool => LazyTaskPool.Value;

    internal static IScheduler Resolve(string name)
        => PlatformEnlightenmentProvider.Current.GetService<IScheduler>(name)
           ?? throw new NotSupportedException($"Could not find the '{name}' scheduler. Consider using the scheduler types in the Rheo.Concurrency namespace directly.");
}
