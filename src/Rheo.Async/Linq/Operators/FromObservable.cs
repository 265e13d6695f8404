using System.Threading.Channels;
using Rheo.Async.Disposables;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// Bridges a synchronous observable to an asynchronous observer through a channel chosen by the policy; the reader
/// starts before the source is subscribed, so a source that emits inside <c>Subscribe</c> (or blocks) is served.
/// </summary>
internal sealed class FromObservable<T>(IObservable<T> source, AsyncBufferPolicy policy, int capacity) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var channel = policy switch
        {
            AsyncBufferPolicy.Unbounded => Channel.CreateUnbounded<T>(new UnboundedChannelOptions { SingleReader = true, SingleWriter = true }),
            AsyncBufferPolicy.LatestOnly => Channel.CreateBounded<T>(new BoundedChannelOptions(1) { FullMode = BoundedChannelFullMode.DropOldest, SingleReader = true, SingleWriter = true }),
            _ => Channel.CreateBounded<T>(new BoundedChannelOptions(capacity)
            {
                FullMode = policy switch
                {
                    AsyncBufferPolicy.DropOldest => BoundedChannelFullMode.DropOldest,
                    AsyncBufferPolicy.DropNewest => BoundedChannelFullMode.DropWrite,
                    _ => BoundedChannelFullMode.Wait,
                },
                SingleReader = true,
                SingleWriter = true,
            }),
        };
        var writer = new Writer(channel.Writer, policy);
        var lease = new ChannelReaderLease<T>(channel.Reader, writer.Dispose);
        var handle = await new FromChannel<T>(() => lease).SubscribeAsync(observer).ConfigureAwait(false);
        writer.Attach(source);
        return AsyncDisposable.Create(() =>
        {
            writer.Dispose();
            return handle.DisposeAsync();
        });
    }

    private sealed class Writer(ChannelWriter<T> writer, AsyncBufferPolicy policy) : IObserver<T>, IDisposable
    {
        private static readonly IDisposable DisposedMarker = new Marker();
        private IDisposable? _subscription;

        public void Attach(IObservable<T> source)
        {
            IDisposable subscription;
            try
            {
                subscription = source.Subscribe(this);
            }
            catch (Exception ex)
            {
                writer.TryComplete(ex);
                return;
            }

            if (Interlocked.CompareExchange(ref _subscription, subscription, null) is not null)
            {
                subscription.Dispose();
            }
        }

        public void OnNext(T value)
        {
            if (writer.TryWrite(value))
            {
                return;
            }

            if (policy == AsyncBufferPolicy.Bounded)
            {
                writer.TryComplete(new InvalidOperationException("The buffer between the observable and its slower asynchronous consumer is full."));
                Dispose();
            }
            else if (policy == AsyncBufferPolicy.Block)
            {
                try
                {
                    writer.WriteAsync(value).AsTask().GetAwaiter().GetResult();
                }
                catch (ChannelClosedException)
                {
                    // The consumer left: the value has nowhere to go.
                }
            }
        }

        public void OnError(Exception error) => writer.TryComplete(error);

        public void OnCompleted() => writer.TryComplete();

        public void Dispose()
        {
            writer.TryComplete();
            var previous = Interlocked.Exchange(ref _subscription, DisposedMarker);
            if (previous is not null && !ReferenceEquals(previous, DisposedMarker))
            {
                previous.Dispose();
            }
        }

        private sealed class Marker : IDisposable
        {
            public void Dispose()
            {
            }
        }
    }
}
