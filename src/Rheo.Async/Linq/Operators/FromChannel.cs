using System.Threading.Channels;
using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>Reads a channel on the thread pool, awaiting the observer after each value (the channel applies its own policy to writers).</summary>
internal sealed class FromChannel<T>(Func<ChannelReaderLease<T>> open) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var lease = open();
        return new Sink(observer, lease).Start();
    }

    private sealed class Sink(IAsyncObserver<T> observer, ChannelReaderLease<T> lease) : AsyncProducerSink<T>(observer)
    {
        protected override void Run() => _ = RunAsync();

        private async Task RunAsync()
        {
            var reader = lease.Reader;
            try
            {
                while (true)
                {
                    bool more;
                    try
                    {
                        more = await reader.WaitToReadAsync(Token).ConfigureAwait(false);
                    }
                    catch (OperationCanceledException) when (IsDisposed)
                    {
                        return;
                    }
                    catch (Exception ex)
                    {
                        if (!IsDisposed)
                        {
                            await Observer.OnErrorAsync(ex is ChannelClosedException { InnerException: { } inner } ? inner : ex).ConfigureAwait(false);
                        }

                        return;
                    }

                    if (!more)
                    {
                        if (!IsDisposed)
                        {
                            await Observer.OnCompletedAsync().ConfigureAwait(false);
                        }

                        return;
                    }

                    while (!IsDisposed && reader.TryRead(out var value))
                    {
                        await Observer.OnNextAsync(value).ConfigureAwait(false);
                    }

                    if (IsDisposed)
                    {
                        return;
                    }
                }
            }
            catch (Exception)
            {
                // The observer failed: the producer stops.
            }
            finally
            {
                lease.Release();
            }
        }
    }
}

/// <summary>A channel reader handed to one subscription, with the action that detaches its writer when the subscription ends.</summary>
internal sealed class ChannelReaderLease<T>(ChannelReader<T> reader, Action? release)
{
    private Action? _release = release;

    public ChannelReader<T> Reader => reader;

    public void Release() => Interlocked.Exchange(ref _release, null)?.Invoke();
}
