using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DoOnDispose</c>: runs the action once, when the subscription is disposed (mid-stream or after it terminated),
/// after the upstream handle was disposed. Messages pass straight through.
/// </summary>
internal sealed class DoOnDispose<T>(IAsyncObservable<T> source, Func<ValueTask> action) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, action));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<ValueTask> action) : AsyncSink<T, T>(downstream)
    {
        private Func<ValueTask>? _action = action;

        public override ValueTask OnNextAsync(T value) => Downstream.OnNextAsync(value);

        public override ValueTask DisposeAsync()
        {
            var dispose = DisposeUpstreamAsync();
            if (!dispose.IsCompletedSuccessfully)
            {
                return ThenRun(dispose);
            }

            dispose.GetAwaiter().GetResult();
            return Interlocked.Exchange(ref _action, null)?.Invoke() ?? default;
        }

        private async ValueTask ThenRun(ValueTask dispose)
        {
            try
            {
                await dispose.ConfigureAwait(false);
            }
            finally
            {
                var run = Interlocked.Exchange(ref _action, null);
                if (run is not null)
                {
                    await run().ConfigureAwait(false);
                }
            }
        }
    }
}
