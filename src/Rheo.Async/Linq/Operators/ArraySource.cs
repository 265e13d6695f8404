using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// The source of <c>Return</c>, <c>Empty</c> and <c>StartWith</c>'s prefix: a thread-pool work item queued by
/// <c>SubscribeAsync</c> sends the array's values one by one, awaiting each downstream call before the next, then sends
/// completion without awaiting it. Disposal is checked before every message; an observer that throws or faults stops
/// the loop silently (<c>Internal/AsyncProducerSink</c>). A pending downstream call costs one task to resume the loop.
/// </summary>
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
