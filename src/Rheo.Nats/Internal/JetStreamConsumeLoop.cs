using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;
using Rheo.Async;

namespace Rheo.Nats;

/// <summary>
/// The loop behind a durable consumer's sequence: creates (or updates) the durable pull consumer, consumes it, and
/// hands each message to the observer, awaiting it. With <c>autoAck</c> the message is acked once that call has
/// completed, unless it was settled already or the subscription was disposed during the call (then it is negatively
/// acked, so it comes again); a call that throws or faults settles the message by
/// <see cref="NatsConsumerOptions.OnFailure"/> and the loop goes on. A message whose data cannot be deserialized is
/// terminated (it would fail every delivery). The loop ends only by disposal or by an error of the consumer.
/// </summary>
internal static class JetStreamConsumeLoop
{
    public static ConsumerConfig Config(string durableName, NatsConsumerOptions options) => new(durableName)
    {
        DurableName = durableName,
        AckPolicy = ConsumerConfigAckPolicy.Explicit,
        MaxAckPending = options.MaxAckPending,
        AckWait = options.AckWait,
        MaxDeliver = options.MaxDeliver,
        FilterSubject = options.FilterSubject,
    };

    public static IAsyncObservable<NatsMessage<T>> Create<T>(INatsJSContext context, string stream, string durableName, NatsConsumerOptions options, INatsDeserialize<T> serializer, bool autoAck) =>
        Rheo.Async.Linq.AsyncObservable.Create<NatsMessage<T>>((observer, token) => RunAsync(context, stream, durableName, options, serializer, autoAck, observer, token));

    private static async ValueTask RunAsync<T>(INatsJSContext context, string stream, string durableName, NatsConsumerOptions options, INatsDeserialize<T> serializer, bool autoAck, IAsyncObserver<NatsMessage<T>> observer, CancellationToken token)
    {
        var consumer = await context.CreateOrUpdateConsumerAsync(stream, Config(durableName, options), token).ConfigureAwait(false);
        // Pull requests that expire after 5 s (heartbeats every 2 s): after a broker restart, which forgets the waiting
        // pull requests, reading resumes within seconds instead of the client's 30 s default.
        var consumeOptions = new NatsJSConsumeOpts
        {
            MaxMsgs = Math.Min(options.MaxAckPending, 1000),
            Expires = TimeSpan.FromSeconds(5),
            IdleHeartbeat = TimeSpan.FromSeconds(2),
        };
        await foreach (var raw in consumer.ConsumeAsync(serializer, consumeOptions, token).ConfigureAwait(false))
        {
            var message = new NatsMessage<T>(raw);
            if (raw.Error is not null)
            {
                await SettleQuietlyAsync(message.TermAsync(CancellationToken.None)).ConfigureAwait(false);
                continue;
            }

            if (token.IsCancellationRequested)
            {
                if (autoAck)
                {
                    await SettleQuietlyAsync(message.NakAsync(null, CancellationToken.None)).ConfigureAwait(false);
                }

                return;
            }

            try
            {
                await observer.OnNextAsync(message).ConfigureAwait(false);
            }
            catch (Exception)
            {
                if (token.IsCancellationRequested)
                {
                    if (autoAck)
                    {
                        await SettleQuietlyAsync(message.NakAsync(null, CancellationToken.None)).ConfigureAwait(false);
                    }

                    return;
                }

                var settle = options.OnFailure == NatsFailurePolicy.Term
                    ? message.TermAsync(CancellationToken.None)
                    : message.NakAsync(options.NakDelay, CancellationToken.None);
                await SettleQuietlyAsync(settle).ConfigureAwait(false);
                continue;
            }

            if (!autoAck)
            {
                continue;
            }

            if (token.IsCancellationRequested)
            {
                await SettleQuietlyAsync(message.NakAsync(null, CancellationToken.None)).ConfigureAwait(false);
                return;
            }

            await SettleQuietlyAsync(message.AckAsync(CancellationToken.None)).ConfigureAwait(false);
        }
    }

    /// <summary>Sends a settlement; one that cannot be sent (the connection is down) leaves the message to be redelivered after its ack wait.</summary>
    private static async ValueTask SettleQuietlyAsync(ValueTask settle)
    {
        try
        {
            await settle.ConfigureAwait(false);
        }
        catch (NatsException)
        {
            // Unsettled: the server delivers the message again once its ack wait has passed.
        }
        catch (OperationCanceledException)
        {
            // As above.
        }
    }
}
