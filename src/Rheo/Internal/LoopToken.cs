using Rheo.Disposables;

namespace Rheo.Internal;

/// <summary>The handle of a synchronous source whose subscriber has no flag of its own: a cancel flag its loop checks before each message.</summary>
internal sealed class LoopCancelFlag : ICancelable
{
    private volatile bool _disposed;

    public bool IsDisposed => _disposed;

    public void Dispose() => _disposed = true;
}

/// <summary>
/// What a synchronous source's loop checks before each message: its subscriber's upstream slot
/// (<see cref="UpstreamHolder"/>), its subscriber's stop flag (<see cref="StopFlagHolder"/>), or a
/// <see cref="LoopCancelFlag"/> of its own.
/// </summary>
internal readonly struct LoopToken
{
    private readonly UpstreamHolder? _holder;
    private readonly StopFlagHolder? _stopFlag;
    private readonly LoopCancelFlag? _flag;

    private LoopToken(UpstreamHolder? holder, StopFlagHolder? stopFlag, LoopCancelFlag? flag)
    {
        _holder = holder;
        _stopFlag = stopFlag;
        _flag = flag;
    }

    /// <summary>Gets whether the subscription was disposed: the source sends nothing more.</summary>
    public bool IsDisposed => _holder is not null ? _holder.IsUpstreamDisposed : _stopFlag is not null ? _stopFlag.IsStopped : _flag!.IsDisposed;

    /// <summary>
    /// Hands <paramref name="subscriber"/> its handle and returns the token the source's loop checks. A Rheo
    /// subscriber with an <see cref="UpstreamHolder"/> slot gets no handle: its slot, left empty, is the flag (no
    /// allocation, no compare-and-swap); a <see cref="StopFlagHolder"/> gets a shared no-op handle and its stop flag is
    /// the flag; any other subscriber gets a new <see cref="LoopCancelFlag"/>.
    /// </summary>
    public static LoopToken Subscribe<T>(ISubscriber<T> subscriber)
    {
        if (subscriber is UpstreamHolder holder)
        {
            // No handle at all: the holder's empty slot is the loop's flag until it is disposed, and setting it would
            // cost a compare-and-swap per subscription for a handle that does nothing.
            return new LoopToken(holder, null, null);
        }

        if (subscriber is StopFlagHolder stopFlag)
        {
            subscriber.OnSubscribe(Disposable.Empty);
            return new LoopToken(null, stopFlag, null);
        }

        var flag = new LoopCancelFlag();
        subscriber.OnSubscribe(flag);
        return new LoopToken(null, null, flag);
    }
}
