using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

internal sealed class Range(int start, int count) : AsyncObservableBase<int>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<int> observer) =>
        new Sink(observer, start, count).Start();

    private sealed class Sink(IAsyncObserver<int> observer, int start, int count) : AsyncProducerSink<int>(observer)
    {
        protected override void Run() => Loop(0);

        private void Loop(int index)
        {
            try
            {
                for (; index < count; index++)
                {
                    if (IsDisposed)
                    {
                        return;
                    }

                    var task = Observer.OnNextAsync(start + index);
                    if (!task.IsCompletedSuccessfully)
                    {
                        _ = AwaitThenLoop(task, index + 1);
                        return;
                    }

                    task.GetAwaiter().GetResult();
                }

                if (!IsDisposed)
                {
                    ValueTaskHelpers.Forget(Observer.OnCompletedAsync());
                }
            }
            catch (Exception)
            {
                // The observer threw: the producer stops.
            }
        }

        private async Task AwaitThenLoop(ValueTask task, int next)
        {
            try
            {
                await task.ConfigureAwait(false);
            }
            catch (Exception)
            {
                return;
            }

            Loop(next);
        }
    }
}
