namespace Rheo.Internal;

/// <summary>
/// The upstream slot of a Rheo subscriber (<see cref="Sink{TSource, TResult}"/>, <see cref="EdgeBase{T}"/>, the
/// observer of the blocking operators): the handle received in <c>OnSubscribe</c>, set once, and marked disposed when the
/// subscriber disposes it. Because the slot says whether the handle was disposed, a synchronous source subscribing
/// a holder gives it a shared no-op handle and reads <see cref="IsUpstreamDisposed"/> before each message instead of
/// allocating a flag of its own (<see cref="LoopToken.Subscribe{T}"/>).
/// </summary>
/// <remarks>
/// Rule for a class deriving from this: the handle from <c>OnSubscribe</c> lives in this slot only, and is
/// disposed only through <see cref="DisposeUpstream"/>.
/// </remarks>
internal abstract class UpstreamHolder
{
    private IDisposable? _upstream;

    /// <summary>Gets whether the upstream handle was disposed (by the downstream or by this subscriber).</summary>
    public bool IsUpstreamDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _upstream));

    /// <summary>Stores the upstream handle (once).</summary>
    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    /// <summary>Disposes the upstream handle; idempotent and thread-safe.</summary>
    protected void DisposeUpstream() => DisposableSlot.Dispose(ref _upstream);
}
