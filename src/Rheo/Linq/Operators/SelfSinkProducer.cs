using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// An operator that is its own sink for its first subscription: a query built for one subscription (the usual case,
/// e.g. <c>xs.Sum().Wait()</c> inside a loop) allocates the operator and nothing more. The first <see cref="Run"/>
/// claims the instance (one compare-and-swap); any later or concurrent subscription gets a fresh instance built
/// from the same arguments (<see cref="CreateSink"/>), so every subscription still has a sink of its own and sees
/// the same messages, in the same order, as with a separate sink.
/// </summary>
/// <remarks>
/// Once its subscription ends (a terminal message sent, or disposed) the instance lets go of its downstream and,
/// after a terminal message, of its state (<see cref="ReleaseState"/>), so an operator kept for later does not keep
/// its first subscriber alive. A derived class follows the rules of <see cref="Sink{TSource, TResult}"/>: the
/// upstream handle lives in the <see cref="UpstreamHolder"/> slot only.
/// </remarks>
/// <typeparam name="TSource">The upstream element type.</typeparam>
/// <typeparam name="TResult">The downstream element type.</typeparam>
internal abstract class SelfSinkProducer<TSource, TResult> : UpstreamHolder, IProducer<TResult>, ISubscriber<TSource>, IDisposable
{
    private ISubscriber<TResult>? _downstream;
    private int _claimed;

    /// <summary>Gets the subscriber of this sink's subscription.</summary>
    protected ISubscriber<TResult> Downstream => _downstream!;

    /// <summary>Gets whether the upstream handle was disposed (by the downstream or by this sink).</summary>
    protected bool IsDisposed => IsUpstreamDisposed;

    public IDisposable Subscribe(IObserver<TResult> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var edge = new EdgeObserver<TResult>(observer);
        edge.Track(this);
        Run(edge);
        return edge;
    }

    public void Run(ISubscriber<TResult> subscriber)
    {
        var sink = Volatile.Read(ref _claimed) == 0 && Interlocked.CompareExchange(ref _claimed, 1, 0) == 0 ? this : CreateSink();
        sink._claimed = 1;
        sink._downstream = subscriber;
        subscriber.OnSubscribe(sink);
        sink.RunSource();
    }

    public abstract void OnNext(TSource value);

    public virtual void OnError(Exception error)
    {
        var downstream = Downstream;
        Release();
        downstream.OnError(error);
    }

    public virtual void OnCompleted()
    {
        var downstream = Downstream;
        Release();
        downstream.OnCompleted();
    }

    /// <summary>Disposes the upstream; the downstream is let go (it receives nothing more).</summary>
    public void Dispose()
    {
        DisposeUpstream();
        Volatile.Write(ref _downstream, EndedSubscriber<TResult>.Instance);
    }

    /// <summary>A new, unclaimed instance with this operator's arguments: the sink of a second subscription.</summary>
    protected abstract SelfSinkProducer<TSource, TResult> CreateSink();

    /// <summary>Subscribes this sink to the source (called once, after the downstream has its handle).</summary>
    protected abstract void RunSource();

    /// <summary>Clears per-subscription state after the terminal message (an accumulation, a current value).</summary>
    protected virtual void ReleaseState()
    {
    }

    /// <summary>Ends the subscription with an error raised by this sink: the upstream is disposed first, then the error goes downstream.</summary>
    protected void Fail(Exception error)
    {
        DisposeUpstream();
        var downstream = Downstream;
        Release();
        downstream.OnError(error);
    }

    /// <summary>Sends the result after the upstream completed, then completion unless the downstream disposed this sink while receiving it.</summary>
    protected void Emit(TResult value)
    {
        var downstream = Downstream;
        downstream.OnNext(value);
        if (!IsDisposed)
        {
            Release();
            downstream.OnCompleted();
        }
        else
        {
            ReleaseState();
        }
    }

    /// <summary>
    /// Sends the result from inside <c>OnNext</c>: the upstream is disposed before this returns, so a synchronous
    /// source stops mid-loop. The caller must ignore values that arrive re-entrantly while the result is sent.
    /// </summary>
    protected void EmitEarly(TResult value)
    {
        var downstream = Downstream;
        downstream.OnNext(value);
        if (!IsDisposed)
        {
            DisposeUpstream();
            Release();
            downstream.OnCompleted();
        }
    }

    /// <summary>Lets go of the downstream and the state: the subscription has ended.</summary>
    private void Release()
    {
        Volatile.Write(ref _downstream, EndedSubscriber<TResult>.Instance);
        ReleaseState();
    }
}
