namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>AutoConnect(minObservers, onConnect)</c>: subscribes each observer straight to the connectable source (no stage
/// of its own), connects it when the <c>minObservers</c>-th observer has subscribed (awaited in that subscription, then
/// handed to <c>onConnect</c>) and never disconnects; with a pending immediate connection (<c>minObservers</c> of 0),
/// observers wait for it first, so a failed connect reaches them.
/// </summary>
internal sealed class AutoConnect<T>(IConnectableAsyncObservable<T> source, int minObservers, Action<IAsyncDisposable>? onConnect, Task? connecting)
    : AsyncObservableBase<T>
{
    private int _count;

    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        if (connecting is not null)
        {
            await connecting.ConfigureAwait(false);
        }

        var handle = await source.SubscribeAsync(observer).ConfigureAwait(false);
        if (Interlocked.Increment(ref _count) == minObservers)
        {
            var connection = await source.ConnectAsync().ConfigureAwait(false);
            onConnect?.Invoke(connection);
        }

        return handle;
    }
}
