using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;
using NATS.Client.KeyValueStore;
using Rheo.Async;
using Rheo.Async.Linq;

namespace Rheo.Nats;

public static partial class NatsObservable
{
    /// <summary>
    /// <c>Scan</c> over a JetStream stream whose aggregate survives restarts: after each message the aggregate and that
    /// message's stream sequence are written to <paramref name="checkpoints"/> under <paramref name="key"/>, and a new
    /// subscription starts from that checkpoint, reading the stream after its sequence. Each message is folded into
    /// the checkpointed aggregate exactly once, whenever the pipeline stops.
    /// </summary>
    /// <remarks>
    /// The stream is read in order by an ordered consumer (no acks, nothing left on the server when it ends), so the
    /// checkpoint alone is the position. The checkpoint is written before the aggregate goes downstream: after a crash
    /// the aggregate that was being sent may not have been seen downstream, and the next one includes it. Run one
    /// subscription per key at a time (two would overwrite each other's checkpoints). Fails with the accumulator's,
    /// the serializers' or the bucket's exception; never completes on its own.
    /// </remarks>
    /// <typeparam name="T">The type of the messages' data.</typeparam>
    /// <typeparam name="TState">The type of the aggregate.</typeparam>
    /// <param name="context">The JetStream context.</param>
    /// <param name="stream">The stream to fold.</param>
    /// <param name="checkpoints">The key-value bucket that keeps the checkpoint.</param>
    /// <param name="key">The checkpoint's key.</param>
    /// <param name="seed">The aggregate before the first message (used when there is no checkpoint yet).</param>
    /// <param name="accumulator">Folds a message into the aggregate.</param>
    /// <param name="filterSubject">Reads only the stream's messages on this subject; <see langword="null"/> for all.</param>
    /// <param name="serializer">Reads the messages' data; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <param name="checkpointSerializer">Writes and reads the checkpoint; <see langword="null"/> for <see cref="NatsJsonSerializer{T}.Default"/>.</param>
    /// <returns>The aggregate after each message.</returns>
    public static IAsyncObservable<TState> ScanCheckpointed<T, TState>(
        this INatsJSContext context,
        string stream,
        INatsKVStore checkpoints,
        string key,
        TState seed,
        Func<TState, NatsMessage<T>, TState> accumulator,
        string? filterSubject = null,
        INatsDeserialize<T>? serializer = null,
        INatsSerializer<NatsCheckpoint<TState>>? checkpointSerializer = null)
    {
        ArgumentNullException.ThrowIfNull(context);
        ArgumentException.ThrowIfNullOrWhiteSpace(stream);
        ArgumentNullException.ThrowIfNull(checkpoints);
        ArgumentException.ThrowIfNullOrWhiteSpace(key);
        ArgumentNullException.ThrowIfNull(accumulator);
        var reader = serializer ?? NatsJsonSerializer<T>.Default;
        var store = checkpointSerializer ?? NatsJsonSerializer<NatsCheckpoint<TState>>.Default;
        return AsyncObservable.Create<TState>(async (observer, token) =>
        {
            var state = seed;
            ulong sequence = 0;
            var saved = await checkpoints.TryGetEntryAsync(key, serializer: store, cancellationToken: token).ConfigureAwait(false);
            if (saved.Success && saved.Value.Value is { } checkpoint)
            {
                state = checkpoint.State;
                sequence = checkpoint.Sequence;
            }

            var options = new NatsJSOrderedConsumerOpts
            {
                DeliverPolicy = sequence == 0 ? ConsumerConfigDeliverPolicy.All : ConsumerConfigDeliverPolicy.ByStartSequence,
                OptStartSeq = sequence == 0 ? 0 : sequence + 1,
                FilterSubjects = filterSubject is null ? [] : [filterSubject],
            };
            var consumer = await context.CreateOrderedConsumerAsync(stream, options, token).ConfigureAwait(false);
            await foreach (var raw in consumer.ConsumeAsync(reader, cancellationToken: token).ConfigureAwait(false))
            {
                if (raw.Error is { } error)
                {
                    throw error;
                }

                var message = new NatsMessage<T>(raw);
                if (message.Sequence <= sequence)
                {
                    continue;
                }

                state = accumulator(state, message);
                sequence = message.Sequence;
                await checkpoints.PutAsync(key, new NatsCheckpoint<TState>(state, sequence), store, token).ConfigureAwait(false);
                await observer.OnNextAsync(state).ConfigureAwait(false);
            }
        });
    }
}
