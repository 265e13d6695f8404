using System.Threading.Channels;
using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>
    /// Bridges a synchronous observable to an asynchronous one. The synchronous producer cannot wait, so values
    /// go through an unbounded buffer; use the overload with <see cref="AsyncBufferOptions"/> to choose another policy.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The synchronous observable.</param>
    /// <returns>The asynchronous observable.</returns>
    public static IAsyncObservable<T> ToAsyncObservable<T>(this IObservable<T> source) => source.ToAsyncObservable(AsyncBufferOptions.Default);

    /// <summary>Bridges a synchronous observable to an asynchronous one with an explicit policy for a slower consumer.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The synchronous observable.</param>
    /// <param name="options">The buffer policy and capacity.</param>
    /// <returns>The asynchronous observable.</returns>
    public static IAsyncObservable<T> ToAsyncObservable<T>(this IObservable<T> source, AsyncBufferOptions options)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(options);
        if (!Enum.IsDefined(options.Policy))
        {
            throw new ArgumentOutOfRangeException(nameof(options), "Unknown buffer policy.");
        }

        if (options.Capacity <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(options), "The capacity must be positive.");
        }

        return new FromObservable<T>(source, options.Policy, options.Capacity);
    }

    /// <summary>Bridges an asynchronous observable to a synchronous one; each message is acknowledged once the synchronous observer returns.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The asynchronous observable.</param>
    /// <returns>The synchronous observable.</returns>
    public static IObservable<T> ToObservable<T>(this IAsyncObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new ToObservable<T>(source);
    }

    /// <summary>
    /// Exposes the sequence as an async enumerable with exact back-pressure: the producer waits until the consumer
    /// calls <c>MoveNextAsync</c> for the next value; nothing is buffered. Each enumerator subscribes anew.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The asynchronous observable.</param>
    /// <returns>The async enumerable.</returns>
    public static IAsyncEnumerable<T> ToAsyncEnumerable<T>(this IAsyncObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new ToAsyncEnumerable<T>(source);
    }

    /// <summary>Exposes an async enumerable as an asynchronous observable: each subscription enumerates it, awaiting the observer after every value.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The async enumerable.</param>
    /// <returns>The asynchronous observable.</returns>
    public static IAsyncObservable<T> ToAsyncObservable<T>(this IAsyncEnumerable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new FromAsyncEnumerable<T>(source);
    }

    /// <summary>
    /// Reads a channel as an asynchronous observable, awaiting the observer after every value; the channel's own
    /// bound applies to its writers. Subscribers share the reader (each value goes to one of them).
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="reader">The channel reader.</param>
    /// <returns>The asynchronous observable.</returns>
    public static IAsyncObservable<T> ToAsyncObservable<T>(this ChannelReader<T> reader)
    {
        ArgumentNullException.ThrowIfNull(reader);
        return new FromChannel<T>(() => new ChannelReaderLease<T>(reader, null));
    }

    /// <summary>
    /// Writes every value to <paramref name="writer"/>, awaiting each write (a full bounded channel holds the producer
    /// back), and completes the writer with the sequence's end unless <paramref name="completeWriter"/> is false.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The asynchronous observable.</param>
    /// <param name="writer">The channel writer.</param>
    /// <param name="completeWriter">Whether to complete the writer when the sequence ends.</param>
    /// <param name="cancellationToken">Cancels the writes and disposes the subscription.</param>
    /// <returns>A task that completes when the sequence has been written.</returns>
    public static ValueTask WriteToAsync<T>(this IAsyncObservable<T> source, ChannelWriter<T> writer, bool completeWriter = true, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(writer);
        return WriteToCoreAsync(source, writer, completeWriter, cancellationToken);
    }

    private static async ValueTask WriteToCoreAsync<T>(IAsyncObservable<T> source, ChannelWriter<T> writer, bool completeWriter, CancellationToken cancellationToken)
    {
        try
        {
            await source.ForEachAsync((x, ct) => writer.WriteAsync(x, ct), cancellationToken).ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            if (completeWriter)
            {
                writer.TryComplete(ex);
            }

            throw;
        }

        if (completeWriter)
        {
            writer.TryComplete();
        }
    }
}
