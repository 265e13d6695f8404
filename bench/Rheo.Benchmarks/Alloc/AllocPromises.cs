using System.Reflection;

namespace RheoBench.Alloc;

/// <summary>Every allocation promise <c>alloc</c> checks, by area.</summary>
public static class AllocPromises
{
    /// <summary>The promises of Rheo, Rheo.Async and Rheo.Dataflow, new (each holds its own state).</summary>
    public static IReadOnlyList<AllocPromise> All => [.. RheoPromises.All(), .. AsyncPromises.All(), .. ExhaustMapPromises.All(), .. ScrabblePromises.All(), .. DataflowPromises.All()];

    /// <summary>The assemblies the promises are about: they must be optimized.</summary>
    public static IReadOnlyList<Assembly> Libraries { get; } =
    [
        typeof(Rheo.Unit).Assembly,
        typeof(Rheo.Async.AsyncObserver).Assembly,
        typeof(Rheo.Dataflow.BufferBlock<>).Assembly,
        typeof(Rheo.Extensions.Logging.ObservableLoggingExtensions).Assembly,
    ];
}
