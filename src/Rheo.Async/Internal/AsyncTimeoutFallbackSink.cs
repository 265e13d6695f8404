using Rheo.Concurrency;

namespace Rheo.Async.Internal;

/// <summary>
/// Base of the sinks of the <c>Timeout</c> operators: what happens on timeout (fail with <see cref="TimeoutException"/>,
/// or continue with the <c>other</c> sequence) and the handle of that sequence, disposed with the sink.
/// </summary>
internal abstract class AsyncTimeoutFallbackSink<T>(IAsyncObserver<T> downstream, IScheduler scheduler, IAsyncObservable<T>? other)
    : AsyncTimedSink<T, T>(downstream, scheduler)
{
    private static readonly IAsyncDisposable DisposedMarker = new Marker();
    private IAsyncDisposable? _other;

    public override ValueTask OnErrorAsync(Exception error) => TerminateAsync(error);

    public override ValueTask OnCompletedAsync() => TerminateAsync(null);

    public override async ValueTask DisposeAsync()
    {
        await base.DisposeAsync().ConfigureAwait(false);
        var previous = Interlocked.Exchange(ref _other, DisposedMarker);
        if (previous is not null && !ReferenceEquals(previous, DisposedMarker))
        {
            await previous.DisposeAsync().ConfigureAwait(false);
        }
    }

    /// <summary>Under the gate: prepares the timeout, an error without <c>other</c>, else a switch to it (<see cref="RunCustomAsync"/>).</summary>
    protected bool TimeOutLocked() => other is null ? PrepareErrorLocked(new TimeoutException()) : PrepareCustomLocked();

    /// <summary>The switch to <c>other</c> after a timeout: the source is disposed first; a subscription disposed meanwhile never subscribes <c>other</c>.</summary>
    protected sealed override async ValueTask RunCustomAsync()
    {
        await DisposeUpstreamAsync().ConfigureAwait(false);
        if (IsDisposed)
        {
            return;
        }

        await SubscribeOtherAsync().ConfigureAwait(false);
    }

    /// <summary>Subscribes the downstream observer to <c>other</c> and keeps the handle (disposed at once if the sink was disposed meanwhile).</summary>
    private async ValueTask SubscribeOtherAsync()
    {
        IAsyncDisposable handle;
        try
        {
            handle = await other!.SubscribeAsync(Downstream).ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            await Downstream.OnErrorAsync(ex).ConfigureAwait(false);
            return;
        }

        if (Interlocked.CompareExchange(ref _other, handle, null) is not null)
        {
            await handle.DisposeAsync().ConfigureAwait(false);
        }
    }

    /// <summary>The source's error or completion: waits for a call in flight, then ends (timer and held state dropped).</summary>
    private ValueTask TerminateAsync(Exception? error)
    {
        lock (Gate)
        {
            if (Done)
            {
                return default;
            }

            if (Emitting)
            {
                BeginWaitLocked();
                return error is null ? RetryCompletedAsync() : RetryErrorAsync(error);
            }

            Done = true;
            ClearLocked();
        }

        CancelTimer();
        return SendTerminalAsync(error);
    }

    private sealed class Marker : IAsyncDisposable
    {
        public ValueTask DisposeAsync() => default;
    }
}
