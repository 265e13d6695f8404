using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>Enumerates an async sequence on the thread pool, awaiting the observer after each value; disposal cancels the enumeration.</summary>
internal sealed class FromAsyncEnumerable<T>(IAsyncEnumerable<T> source) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        new Sink(observer, source).Start();

    private sealed class Sink(IAsyncObserver<T> observer, IAsyncEnumerable<T> source) : AsyncProducerSink<T>(observer)
    {
        protected override void Run() => _ = RunAsync();

        private async Task RunAsync()
        {
            IAsyncEnumerator<T>? enumerator;
            try
            {
                enumerator = source.GetAsyncEnumerator(Token);
            }
            catch (Exception ex)
            {
                if (!IsDisposed)
                {
                    ValueTaskHelpers.Forget(Observer.OnErrorAsync(ex));
                }

                return;
            }

            try
            {
                while (true)
                {
                    bool has;
                    try
                    {
                        has = await enumerator.MoveNextAsync().ConfigureAwait(false);
                    }
                    catch (OperationCanceledException) when (IsDisposed)
                    {
                        return;
                    }
                    catch (Exception ex)
                    {
                        if (!IsDisposed)
                        {
                            await Observer.OnErrorAsync(ex).ConfigureAwait(false);
                        }

                        return;
                    }

                    if (IsDisposed)
                    {
                        return;
                    }

                    if (!has)
                    {
                        await Observer.OnCompletedAsync().ConfigureAwait(false);
                        return;
                    }

                    await Observer.OnNextAsync(enumerator.Current).ConfigureAwait(false);
                }
            }
            catch (Exception)
            {
                // The observer failed: the producer stops.
            }
            finally
            {
                try
                {
                    await enumerator.DisposeAsync().ConfigureAwait(false);
                }
                catch (Exception)
                {
                    // Nothing left to report to.
                }
            }
        }
    }
}
