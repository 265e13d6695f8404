namespace Rheo.Internal;

/// <summary>
/// A subscriber's own stop flag, in a non-generic base so that a synchronous source it subscribes reads that flag
/// (<see cref="LoopToken.Subscribe{T}"/>) instead of allocating one. Derive from it only when the subscriber's current
/// upstream is disposed with the whole subscriber, or once it has terminated and the next replaces it: the flag then
/// says all a source needs to know (the sinks that subscribe one source after another).
/// </summary>
internal abstract class StopFlagHolder
{
    /// <summary>Set when the subscriber stops (disposed, or finished on its own).</summary>
    private protected volatile bool _disposed;

    /// <summary>The work-in-progress count of a derived drain loop (here, next to the flag, so the two share one word).</summary>
    private protected int _wip;

    /// <summary>Gets whether the subscriber stopped: its current source must send nothing more.</summary>
    public bool IsStopped => _disposed;
}
