using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;
using Rheo.Nats;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithNatsNet;

/// <summary>The floor: the same flow with NATS.Net's async APIs (<c>PublishAsync</c> per message, <c>ConsumeAsync</c> + <c>AckAsync</c>).</summary>
[Library(NatsLibrary.NatsNet)]
public sealed class NatsRoundtripNatsNet : INatsRoundtrip
{
    public long Run(INatsJSContext js, int messages, int window) => RunAsync(js, messages).GetAwaiter().GetResult();

    private static async Task<long> RunAsync(INatsJSContext js, int messages)
    {
        var serializer = NatsJsonSerializer<int>.Default;
        var (stream, subject) = NatsLibrary.CreateStream(js);
        try
        {
            for (var i = 0; i < messages; i++)
            {
                var ack = await js.PublishAsync(subject, i, serializer).ConfigureAwait(false);
                ack.EnsureSuccess();
            }

            var consumer = await js.CreateOrUpdateConsumerAsync(stream, new ConsumerConfig("bench")
            {
                DurableName = "bench",
                AckPolicy = ConsumerConfigAckPolicy.Explicit,
                MaxAckPending = 1000,
            }).ConfigureAwait(false);
            long count = 0;
            await foreach (var message in consumer.ConsumeAsync(serializer, new NatsJSConsumeOpts { MaxMsgs = 1000 }).ConfigureAwait(false))
            {
                await message.AckAsync().ConfigureAwait(false);
                if (++count == messages)
                {
                    break;
                }
            }

            return count;
        }
        finally
        {
            NatsLibrary.DeleteStream(js, stream);
        }
    }
}
