namespace Rheo.Linq.Operators;

/// <summary>
/// A source whose whole sequence is known without subscribing: at most one value, then completion (<c>Return</c>,
/// <c>Empty</c>). The sinks that subscribe one source after another (<see cref="TailLoopSink{T}"/>) deliver it in
/// their loop instead of subscribing it.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface IScalarSource<T>
{
    /// <summary>Gets the value the source sends before it completes; false when it completes empty.</summary>
    bool TryGetValue(out T value);
}
