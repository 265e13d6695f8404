using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>Return, Empty and StartWith's prefix: the values of an array, then completion.</summary>
internal sealed class ArraySource<T>(T[] values) : AsyncObservableBase<T>
{
    public T[] Values => values;

    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new Sink(observer, values).Start();

    private sealed class Sink(IAsyncObserver<T> observer, T[] values) : AsyncProducerSink<T>(observer)
    {
        protected override void Run() => Loop(0);

        private void Loop(int index)
        {
            try
            {
                for (; index < values.Length; index++)
                {
                    if (IsDisposed)
                    {
                        return;
                    }

                    var task = Observer.OnNextAsync(values[index]);
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
