namespace Rheo.Diagnostics;

/// <summary>What a <see cref="DebugEvent{T}"/> reports.</summary>
public enum DebugEventKind
{
    /// <summary>A subscriber subscribed to the tagged stage (logged before the upstream is subscribed).</summary>
    Subscribe,

    /// <summary>A value passed the tagged stage (logged before it is forwarded).</summary>
    OnNext,

    /// <summary>An error passed the tagged stage (logged before it is forwarded).</summary>
    OnError,

    /// <summary>Completion passed the tagged stage (logged before it is forwarded).</summary>
    OnCompleted,

    /// <summary>The subscription of the tagged stage was disposed (by the subscriber, or after a terminal message).</summary>
    Dispose,
}
