using System.Runtime.CompilerServices;

namespace Rheo.Async.Internal;

/// <summary>
/// The per-subscription half of an asynchronous operator: observer of the upstream and handle given downstream.
/// It holds the upstream handle (assigned once, disposed at once if the sink was disposed first) and lets one
/// terminal message through.
/// </summary>
internal abstract class AsyncSink<TSource, TResult>(IAsyncObserver<TResult> downstream) : IAsyncObserver<TSource>, IAsyncDisposable
{
    private static readonly IAsyncDisposable DisposedMarker = new Marker();
    private IAsyncDisposable? _upstream;
    private int _terminated;

    protected IAsyncObserver<TResult> Downstream { get; } = downstream;

    /// <summary>Gets whether the upstream handle was disposed (by downstream or by this sink).</summary>
    public bool IsDisposed => ReferenceEquals(Volatile.Read(ref _upstream), DisposedMarker);

    /// <summary>Gets whether a terminal message went (or is going) downstream.</summary>
    protected bool IsTerminated => Volatile.Read(ref _terminated) != 0;

    public ValueTask SetUpstreamAsync(IAsyncDisposable upstream)
    {
        var previous = Interlocked.CompareExchange(ref _upstream, upstream, null);
        return previous is null ? default : upstream.DisposeAsync();
    }

    public abstract ValueTask OnNextAsync(TSource value);

    public virtual ValueTask OnErrorAsync(Exception error) => TryTerminate() ? Downstream.OnErrorAsync(error) : default;

    public virtual ValueTask OnCompletedAsync() => TryTerminate() ? Downstream.OnCompletedAsync() : default;

    public virtual ValueTask DisposeAsync() => DisposeUpstreamAsync();

    /// <summary>Claims the right to send the terminal message.</summary>
    protected bool TryTerminate() => Interlocked.Exchange(ref _terminated, 1) == 0;

    /// <summary>Disposes the upstream handle only; never waits for an in-flight message.</summary>
    protected ValueTask DisposeUpstreamAsync()
    {
        var previous = Interlocked.Exchange(ref _upstream, DisposedMarker);
        return previous is null || ReferenceEquals(previous, DisposedMarker) ? default : previous.DisposeAsync();
    }

    /// <summary>Ends with an error raised by this sink (a throwing or faulting user callback): upstream first, then downstream.</summary>
    protected ValueTask FailAsync(Exception error)
    {
        if (!TryTerminate())
        {
            return default;
        }

        var dispose = DisposeUpstreamAsync();
        return dispose.IsCompletedSuccessfully ? Downstream.OnErrorAsync(error) : FailSlow(dispose, error);
    }

    /// <summary>Ends early with completion (e.g. Take): upstream first, then downstream.</summary>
    protected ValueTask CompleteEarlyAsync()
    {
        if (!TryTerminate())
        {
            return default;
        }

        var dispose = DisposeUpstreamAsync();
        return dispose.IsCompletedSuccessfully ? Downstream.OnCompletedAsync() : CompleteSlow(dispose);
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask FailSlow(ValueTask dispose, Exception error)
    {
        try
        {
            await dispose.ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            error = new AggregateException(error, ex);
        }

        await Downstream.OnErrorAsync(error).ConfigureAwait(false);
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask CompleteSlow(ValueTask dispose)
    {
        await dispose.ConfigureAwait(false);
        await Downstream.OnCompletedAsync().ConfigureAwait(false);
    }

    private sealed class Marker : IAsyncDisposable
    {
        public ValueTask DisposeAsync() => default;
    }
}
