namespace Rheo.Internal;

/// <summary>
/// The per-subscription half of an operator: observer of the upstream and the handle given downstream.
/// It holds the upstream handle (<see cref="UpstreamHolder"/>); disposing the sink disposes the upstream.
/// </summary>
/// <typeparam name="TSource">The upstream element type.</typeparam>
/// <typeparam name="TResult">The downstream element type.</typeparam>
internal abstract class Sink<TSource, TResult>(ISubscriber<TResult> downstream) : UpstreamHolder, ISubscriber<TSource>, IDisposable
{
    protected ISubscriber<TResult> Downstream { get; } = downstream;

    /// <summary>Gets whether the upstream handle was disposed (by downstream or by this sink).</summary>
    protected bool IsDisposed => IsUpstreamDisposed;

    public abstract void OnNext(TSource value);

    public virtual void OnError(Exception error) => Downstream.OnError(error);

    public virtual void OnCompleted() => Downstream.OnCompleted();

    public virtual void Dispose() => DisposeUpstream();

    /// <summary>
    /// Ends the subscription with an error raised by this sink (a throwing user callback): the upstream is
    /// disposed first, so by the protocol it sends nothing more, then the error goes downstream.
    /// </summary>
    protected void Fail(Exception error)
    {
        DisposeUpstream();
        Downstream.OnError(error);
    }
}
