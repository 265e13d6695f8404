using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Finally(action)</c>: values pass with the downstream task returned as is; the action runs once, after the
/// terminal message has been delivered (awaited, even if the observer threw), when the subscription is disposed, or
/// when subscribing to the source fails; it is awaited by whichever of those calls ran it.
/// </summary>
internal sealed class Finally<T>(IAsyncObservable<T> source, Func<ValueTask> action) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, action);
        try
        {
            return await AsyncSinkSubscription.Run(source, sink).ConfigureAwait(false);
        }
        catch
        {
            await sink.RunActionAsync().ConfigureAwait(false);
            throw;
        }
    }

    private sealed class Sink(IAsyncObserver<T> downstream, Func<ValueTask> action) : AsyncSink<T, T>(downstream)
    {
        private int _ran;

        public override ValueTask OnNextAsync(T value) => Downstream.OnNextAsync(value);

        public override async ValueTask OnErrorAsync(Exception error)
        {
            try
            {
                await base.OnErrorAsync(error).ConfigureAwait(false);
            }
            finally
            {
                await RunActionAsync().ConfigureAwait(false);
            }
        }

        public override async ValueTask OnCompletedAsync()
        {
            try
            {
                await base.OnCompletedAsync().ConfigureAwait(false);
            }
            finally
            {
                await RunActionAsync().ConfigureAwait(false);
            }
        }

        public override async ValueTask DisposeAsync()
        {
            try
            {
                await base.DisposeAsync().ConfigureAwait(false);
            }
            finally
            {
                await RunActionAsync().ConfigureAwait(false);
            }
        }

        public ValueTask RunActionAsync() => Interlocked.Exchange(ref _ran, 1) == 0 ? action() : default;
    }
}
