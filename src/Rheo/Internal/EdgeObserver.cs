namespace Rheo.Internal;

/// <summary>The edge for a foreign <see cref="IObserver{T}"/> subscribed to a Rheo observable.</summary>
/// <remarks>
/// An operator subscribed with a foreign observer may skip the edge's <see cref="OnNext"/> and call
/// <see cref="Observer"/> directly (<c>Producer.RunEdge</c>), keeping the edge's guarantees: a guard that calls
/// <see cref="EdgeBase{T}.Dispose"/> and rethrows when the observer throws (around a whole loop, not each value),
/// terminal messages through the edge's <see cref="EdgeBase{T}.OnCompleted"/>/<see cref="EdgeBase{T}.OnError"/>, and
/// <see cref="IsEnded"/> read before each value. A synchronous loop run inside <c>RunEdge</c> with no handle of its
/// own (<see cref="UpstreamHolder.OnSubscribe"/> with <c>Disposable.Empty</c>) may skip that read: nobody holds the
/// edge before <c>Subscribe</c> returns, so only the loop itself can end it. A sink that other threads or later
/// calls can reach (any operator after a subscription returned) must read it.
/// </remarks>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class EdgeObserver<T>(IObserver<T> observer) : EdgeBase<T>
{
    /// <summary>Gets the foreign observer, for a loop source that calls it directly (see the remarks).</summary>
    public IObserver<T> Observer => observer;

    /// <summary>Gets whether the subscription ended (terminal message or dispose): a direct loop sends nothing more.</summary>
    public bool IsEnded => IsDone;

    public override void OnNext(T value)
    {
        if (IsDone)
        {
            return;
        }

        try
        {
            observer.OnNext(value);
        }
        catch
        {
            // The user's observer failed: nothing more reaches it, and the source stops.
            Dispose();
            throw;
        }
    }

    protected override void Error(Exception error) => observer.OnError(error);

    protected override void Completed() => observer.OnCompleted();
}
