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

    /// <summary>
    /// Ends early with completion once <paramref name="delivery"/> (the downstream call of the last value) has ended,
    /// unless the sink was disposed meanwhile: the end of <c>Take</c>-like operators.
    /// </summary>
    protected ValueTask CompleteEarlyAfterAsync(ValueTask delivery)
    {
        if (!delivery.IsCompletedSuccessfully)
        {
            return CompleteEarlyAfterSlow(delivery);
        }

        delivery.GetAwaiter().GetResult();
        return IsDisposed ? default : CompleteEarlyAsync();
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask CompleteEarlyAfterSlow(ValueTask delivery)
    {
        await delivery.ConfigureAwait(false);
        if (!IsDisposed)
        {
            await CompleteEarlyAsync().ConfigureAwait(false);
        }
    }

    /// <summary>
    /// Ends with the failure of a user callback. <see cref="FailAsync"/> here; a sink that hands a token to its callbacks
    /// ignores the cancellation caused by its own disposal.
    /// </summary>
    protected virtual ValueTask FailCallbackAsync(Exception error) => FailAsync(error);

    /// <summary>
    /// Sends the result of an asynchronous selector downstream: at once when it already succeeded, otherwise once it
    /// completes (unless the sink was disposed meanwhile); a fault ends the sink through <see cref="FailCallbackAsync"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    protected ValueTask OnNextAwaitedAsync(ValueTask<TResult> result) =>
        result.IsCompletedSuccessfully ? Downstream.OnNextAsync(result.Result) : OnNextAwaitedSlow(result);

    /// <summary>
    /// Sends <paramref name="value"/> downstream if the asynchronous predicate passes: at once when it already
    /// completed, otherwise once it completes (unless the sink was disposed meanwhile); a fault ends the sink through
    /// <see cref="FailCallbackAsync"/>.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    protected ValueTask OnNextIfAwaitedAsync(ValueTask<bool> pass, TResult value)
    {
        if (pass.IsCompletedSuccessfully)
        {
            return pass.Result ? Downstream.OnNextAsync(value) : default;
        }

        return OnNextIfAwaitedSlow(pass, value);
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask OnNextAwaitedSlow(ValueTask<TResult> task)
    {
        TResult result;
        try
        {
            result = await task.ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            await FailCallbackAsync(ex).ConfigureAwait(false);
            return;
        }

        if (!IsDisposed)
        {
            await Downstream.OnNextAsync(result).ConfigureAwait(false);
        }
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask OnNextIfAwaitedSlow(ValueTask<bool> task, TResult value)
    {
        bool pass;
        try
        {
            pass = await task.ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            await FailCallbackAsync(ex).ConfigureAwait(false);
            return;
        }

        if (pass && !IsDisposed)
        {
            await Downstream.OnNextAsync(value).ConfigureAwait(false);
        }
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
