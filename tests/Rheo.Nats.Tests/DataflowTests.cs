using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Dataflow;

namespace Rheo.Nats.Tests;

public sealed class DataflowTests(NatsFixture fixture) : IClassFixture<NatsFixture>
{
    [Fact]
    public async Task A_target_block_publishes_what_it_accepts_and_a_source_block_holds_at_most_MaxAckPending()
    {
        const int Count = 100;
        const int MaxAckPending = 16;
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "dataflow");

        var target = js.ToTargetBlock<int>(subject + ".n", new NatsPublishOptions { MaxInFlight = 8 });
        for (var i = 0; i < Count; i++)
        {
            Assert.True(await target.SendAsync(i).Within());
        }

        target.Complete();
        await target.Completion.Within();
        Assert.Equal(Count, (int)(await js.GetStreamAsync(stream)).Info.State.Messages);

        var source = js.ToSourceBlock<int>(stream, "blocks", new NatsConsumerOptions { MaxAckPending = MaxAckPending });

        // Nobody reads: the block fills to its capacity and the server holds the rest back.
        await Waits.UntilAsync(async () => (await Waits.TryConsumerInfoAsync(js, stream, "blocks"))?.NumAckPending == MaxAckPending);
        var held = await Waits.ConsumerInfoAsync(js, stream, "blocks");
        Assert.Equal((ulong)(Count - MaxAckPending), held.NumPending);

        var values = new List<int>();
        for (var i = 0; i < Count; i++)
        {
            var message = await source.ReceiveAsync().Within();
            values.Add(message.Data);
            await message.AckAsync();
        }

        source.Complete();
        await source.Completion.Within();
        Assert.Equal(Enumerable.Range(0, Count), values);
        await Waits.UntilAsync(async () => (await Waits.ConsumerInfoAsync(js, stream, "blocks")).NumAckPending == 0);
    }

    [Fact]
    public async Task A_target_block_faults_when_a_message_is_not_stored()
    {
        var target = fixture.JetStream.ToTargetBlock<int>(NatsFixture.Name("nostream").ToLowerInvariant());
        await target.SendAsync(1).Within();
        target.Complete();
        var error = await Assert.ThrowsAnyAsync<Exception>(() => target.Completion.Within());
        Assert.IsType<NatsPublishException>(error is AggregateException aggregate ? aggregate.InnerException : error);
    }
}
