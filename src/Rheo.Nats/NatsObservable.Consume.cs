using NATS.Client.Core;
using NATS.Client.JetStream;
using Rheo.Async;
using Rheo.Async.Linq;

namespace Rheo.Nats;

/// <summary>Rheo pipelines over NATS: JetStream consumers and publishers, core NATS subjects, partitions and checkpoints.</summary>
public static partial class NatsObservable
{
    /// <summary>
    /// Reads a durable JetStream pull consumer as an asynchronous sequence, at least once: each message is acked only
    /// after the downstream <c>OnNextAsync</c> for it has completed, so a pipeline that stops or crashes before that
    /// gets it again (after <see cref="NatsConsumerOptions.AckWait"/>, or at once when the subscription is disposed
    /// during the call).
    /// </summary>
    /// <remarks>
    /// Subscribing creates the consumer, or updates it to <paramref name="options"/>, on <paramref name="stream"/>;
    /// every subscriber with the same <paramref name="durableName"/> shares its messages (each message to one of them).
    /// At most <see cref="NatsConsumerOptions.MaxAckPending"/> messages are delivered and not yet acked across them:
    /// that is the back-pressure. A message whose downstream call throws or faults is negatively acked or terminated by
    /// <see cref="NatsConsumerOptions.OnFailure"/> and the sequence goes on; one the observer settled itself
    /// (<see cref="NatsMessage{T}.AckAsync"/> and so on) is left as it is. A message whose data cannot be deserialized
    /// is terminated. The sequence never completes on its own; it fails if the consumer cannot be created or read.
    /// </remarks>
    /// <typeparam name="T">The type of the messages' data.</typeparam>
    /// <param name="context">The JetStream context.</param>
    /// <param name="stream">The stream's name.</param>
    /// <param name="durableName">The durable consumer's name.</param>
    /// <param name="options">The consumer's settings; <see langword="null"/> for <see cref="NatsConsumerOptions.Default"/>.</param>
    /// <param name="serializer">Reads the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <returns>The consumer's messages.</returns>
    public static IAsyncObservable<NatsMessage<T>> Consume<T>(this INatsJSContext context, string stream, string durableName, NatsConsumerOptions? options = null, INatsDeserialize<T>? serializer = null)
    {
        ArgumentNullException.ThrowIfNull(context);
        ArgumentException.ThrowIfNullOrWhiteSpace(stream);
        ArgumentException.ThrowIfNullOrWhiteSpace(durableName);
        return JetStreamConsumeLoop.Create(context, stream, durableName, options ?? NatsConsumerOptions.Default, serializer ?? NatsJsonSerializer<T>.Default, autoAck: true);
    }

    /// <summary>
    /// Splits a consumer's messages into groups by one token of their subject (token 1 of <c>orders.eu</c> is
    /// <c>eu</c>), as <c>GroupBy</c> does: each group keeps its messages in the order they were delivered, and a message
    /// is acked once its group's observer has handled it.
    /// </summary>
    /// <typeparam name="T">The type of the messages' data.</typeparam>
    /// <param name="source">The messages.</param>
    /// <param name="tokenIndex">The position of the token that names the partition (0 is the first).</param>
    /// <returns>One group per distinct token.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="tokenIndex"/> is negative.</exception>
    public static IAsyncObservable<IAsyncGroupedObservable<string, NatsMessage<T>>> GroupBySubjectToken<T>(this IAsyncObservable<NatsMessage<T>> source, int tokenIndex)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(tokenIndex);
        return source.GroupBy(message => message.SubjectToken(tokenIndex), StringComparer.Ordinal);
    }
}
