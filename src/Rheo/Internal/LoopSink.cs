using Rheo.Disposables;

namespace Rheo.Internal;

/// <summary>The handle of a synchronous source: a flag its loop checks before each message.</summary>
internal sealed class LoopSink : ICancelable
{
    private volatile bool _disposed;

    public bool IsDisposed => _disposed;

    public void Dispose() => _disposed = true;

    /// <summary>
    /// Hands <paramref name="subscriber"/> its handle and returns the flag the source's loop checks. A Rheo
    /// subscriber with an <see cref="UpstreamHolder"/> slot gets a shared no-op handle and its slot is the flag (no
    /// allocation), and so does a <see cref="TailLoopSink{T}"/>, whose stop flag is the flag; any other subscriber
    /// gets a new <see cref="LoopSink"/>.
    /// </summary>
    public static LoopToken Subscribe<T>(ISubscriber<T> subscriber)
    {
        if (subscriber is UpstreamHolder holder)
        {
            holder.OnSubscribe(Disposable.Empty);
            return new LoopToken(holder, null, null);
        }

        if (subscriber is TailLoopState tail)
        {
            subscriber.OnSubscribe(Disposable.Empty);
            return new LoopToken(null, tail, null);
        }

        var sink = new LoopSink();
        subscriber.OnSubscribe(sink);
        return new LoopToken(null, null, sink);
    }
}

/// <summary>What a synchronous source's loop checks before each message: its subscriber's slot or stop flag, or its own <see cref="LoopSink"/>.</summary>
internal readonly struct LoopToken
{
    private readonly UpstreamHolder? _holder;
    private readonly TailLoopState? _tail;
    private readonly LoopSink? _sink;

    internal LoopToken(UpstreamHolder? holder, TailLoopState? tail, LoopSink? sink)
    {
        _holder = holder;
        _tail = tail;
        _sink = sink;
    }

    /// <summary>Gets whether the subscription was disposed: the source sends nothing more.</summary>
    public bool IsDisposed => _holder is not null ? _holder.IsUpstreamDisposed : _tail is not null ? _tail.IsStopped : _sink!.IsDisposed;
}
