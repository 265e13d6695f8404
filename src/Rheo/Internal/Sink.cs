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
    /// Subscribes this sink itself to a foreign source, with no <see cref="ForeignSourceObserver{T}"/> frame per value.
    /// The sink must keep that edge's rules itself: its handle is with the downstream before this call; its
    /// <c>OnNext</c> drops values once <see cref="IsDisposed"/> (a terminal message, a failure or the downstream's
    /// dispose marks the slot); its <c>OnError</c>/<c>OnCompleted</c> go through <see cref="ErrorFromForeign"/> and
    /// <see cref="CompletedFromForeign"/>. A throwing <c>Subscribe</c> becomes <c>OnError</c>.
    /// </summary>
    protected void SubscribeForeign(IObservable<TSource> source)
    {
        IDisposable upstream;
        try
        {
            upstream = source.Subscribe(this);
        }
        catch (Exception error)
        {
            OnError(error);
            return;
        }

        SetUpstreamLate(upstream);
    }

    /// <summary>A foreign source's error: the first terminal message goes downstream, then the source's subscription is disposed.</summary>
    protected void ErrorFromForeign(Exception error)
    {
        if (TryDetachUpstream(out var upstream))
        {
            Downstream.OnError(error);
            upstream?.Dispose();
        }
    }

    /// <summary>A foreign source's completion: the first terminal message goes downstream, then the source's subscription is disposed.</summary>
    protected void CompletedFromForeign()
    {
        if (TryDetachUpstream(out var upstream))
        {
            Downstream.OnCompleted();
            upstream?.Dispose();
        }
    }

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
