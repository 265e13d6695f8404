using NATS.Client.Core;
using NATS.Client.JetStream;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Dataflow;

namespace Rheo.Nats;

/// <summary>Bridges between JetStream and Rheo.Dataflow blocks.</summary>
public static class NatsDataflow
{
    /// <summary>
    /// Reads a durable JetStream consumer into a source block whose bounded capacity is the consumer's
    /// <see cref="NatsConsumerOptions.MaxAckPending"/>: the block holds at most that many messages, and the server
    /// delivers no more until some are acked. The reader settles each message (<see cref="NatsMessage{T}.AckAsync"/>,
    /// <see cref="NatsMessage{T}.NakAsync"/>, <see cref="NatsMessage{T}.TermAsync"/>); one left unsettled is delivered
    /// again after <see cref="NatsConsumerOptions.AckWait"/>.
    /// </summary>
    /// <remarks>
    /// Calling <see cref="IDataflowBlock.Complete"/> on the block stops the reading; the block completes once its
    /// messages are taken. The block faults if the consumer cannot be created or read. Subscribers of the same durable
    /// name, in any process, share the messages.
    /// </remarks>
    /// <typeparam name="T">The type of the messages' data.</typeparam>
    /// <param name="context">The JetStream context.</param>
    /// <param name="stream">The stream's name.</param>
    /// <param name="durableName">The durable consumer's name.</param>
    /// <param name="options">The consumer's settings; <see langword="null"/> for <see cref="NatsConsumerOptions.Default"/>.</param>
    /// <param name="serializer">Reads the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <returns>The source block.</returns>
    public static ISourceBlock<NatsMessage<T>> ToSourceBlock<T>(this INatsJSContext context, string stream, string durableName, NatsConsumerOptions? options = null, INatsDeserialize<T>? serializer = null)
    {
        ArgumentNullException.ThrowIfNull(context);
        ArgumentException.ThrowIfNullOrWhiteSpace(stream);
        ArgumentException.ThrowIfNullOrWhiteSpace(durableName);
        var settings = options ?? NatsConsumerOptions.Default;
        var messages = JetStreamConsumeLoop.Create(context, stream, durableName, settings, serializer ?? NatsJsonSerializer<T>.Default, autoAck: false);
        var block = new BufferBlock<NatsMessage<T>>(new DataflowBlockOptions { BoundedCapacity = settings.MaxAckPending });
        _ = FeedAsync(messages, block);
        return block;
    }

    /// <summary>
    /// A target block that publishes each message it accepts to <paramref name="subject"/> on JetStream, in order,
    /// with acknowledgements awaited: its bounded capacity is <see cref="NatsPublishOptions.MaxInFlight"/>, so a
    /// producer using <c>SendAsync</c> waits while the broker is behind.
    /// </summary>
    /// <remarks>
    /// <see cref="IDataflowBlock.Completion"/> completes after <see cref="IDataflowBlock.Complete"/> once every accepted
    /// message is acknowledged, and faults with a <see cref="NatsPublishException"/> (or the serializer's exception) at
    /// the first message that is not stored; the block declines messages from then on.
    /// </remarks>
    /// <typeparam name="T">The type of the messages' data.</typeparam>
    /// <param name="context">The JetStream context.</param>
    /// <param name="subject">The subject of every message.</param>
    /// <param name="options">The publisher's settings; <see langword="null"/> for <see cref="NatsPublishOptions.Default"/>.</param>
    /// <param name="serializer">Writes the data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <param name="messageIdSelector">
    /// Gives each message its id, sent as the <c>Nats-Msg-Id</c> header so that JetStream drops a republished id
    /// within the stream's duplicate window; <see langword="null"/> (the default) sends no id. A throwing selector, or
    /// one that gives no id, faults the block.
    /// </param>
    /// <returns>The target block.</returns>
    public static ITargetBlock<T> ToTargetBlock<T>(this INatsJSContext context, string subject, NatsPublishOptions? options = null, INatsSerialize<T>? serializer = null, Func<T, string>? messageIdSelector = null)
    {
        ArgumentNullException.ThrowIfNull(context);
        ArgumentException.ThrowIfNullOrWhiteSpace(subject);
        var settings = options ?? NatsPublishOptions.Default;
        var input = new BufferBlock<T>(new DataflowBlockOptions { BoundedCapacity = settings.MaxInFlight });
        var acks = input.AsAsyncObservable().PublishTo(context, subject, settings, serializer, messageIdSelector);
        return new PublishingTargetBlock<T>(input, RunAsync(acks, input));
    }

    private static async Task FeedAsync<T>(IAsyncObservable<NatsMessage<T>> messages, BufferBlock<NatsMessage<T>> block)
    {
        var subscription = await messages.SubscribeAsync(block.AsAsyncObserver()).ConfigureAwait(false);
        try
        {
            await block.Completion.ConfigureAwait(false);
        }
        catch (Exception)
        {
            // Faulted by the reading itself or by its reader: the reading stops either way.
        }

        await subscription.DisposeAsync().ConfigureAwait(false);
    }

    private static async Task RunAsync<T>(IAsyncObservable<NatsPublishAck> acks, BufferBlock<T> input)
    {
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = await acks.SubscribeAsync(
            static (NatsPublishAck _) => { },
            error => done.TrySetException(error),
            () => done.TrySetResult()).ConfigureAwait(false);
        await using (subscription.ConfigureAwait(false))
        {
            try
            {
                await done.Task.ConfigureAwait(false);
            }
            catch (Exception error)
            {
                ((IDataflowBlock)input).Fault(error);
                throw;
            }
        }
    }

    /// <summary>
    /// The target side of <see cref="ToTargetBlock{T}"/>: the input buffer, with the publishing's completion. A source
    /// offering a message is handed to the buffer behind a <see cref="SourceOfOuter{T}"/>, so when the buffer comes back
    /// for a postponed message the source sees the target it offered the message to.
    /// </summary>
    private sealed class PublishingTargetBlock<T>(BufferBlock<T> input, Task completion) : ITargetBlock<T>
    {
        public Task Completion => completion;

        public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept) =>
            ((ITargetBlock<T>)input).OfferMessage(messageHeader, messageValue, source is null ? null : new SourceOfOuter<T>(source, this), consumeToAccept);

        public void Complete() => input.Complete();

        public void Fault(Exception exception) => ((IDataflowBlock)input).Fault(exception);
    }

    /// <summary>A source seen by the inner buffer of <see cref="PublishingTargetBlock{T}"/>: reserves and consumes on behalf of the outer block.</summary>
    private sealed class SourceOfOuter<T>(ISourceBlock<T> source, ITargetBlock<T> outer) : ISourceBlock<T>
    {
        public Task Completion => source.Completion;

        public void Complete() => source.Complete();

        public void Fault(Exception exception) => source.Fault(exception);

        public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions) => source.LinkTo(target, linkOptions);

        public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed) =>
            source.ConsumeMessage(messageHeader, outer, out messageConsumed);

        public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target) => source.ReserveMessage(messageHeader, outer);

        public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target) => source.ReleaseReservation(messageHeader, outer);
    }
}
