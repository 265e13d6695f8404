using Rheo.Async.Linq;
using Rheo.Dataflow;
using Rheo.Linq;
using Rheo.Threading.Tasks;

namespace Rheo.Nats.Tests;

/// <summary>A message-id selector sends <c>Nats-Msg-Id</c>: JetStream stores a republished id once, within its duplicate window.</summary>
public sealed class DeduplicationTests(NatsFixture fixture) : IClassFixture<NatsFixture>
{
    [Fact]
    public async Task The_same_id_published_twice_is_stored_once_and_its_second_ack_says_duplicate()
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "dedup");

        var acks = await AsyncObservable.Return(new Order("eu", 1)).Concat(AsyncObservable.Return(new Order("eu", 1)))
            .PublishTo(js, subject + ".n", messageIdSelector: order => $"{order.Key}-{order.Number}")
            .ToListAsync().Within();

        Assert.Equal([false, true], acks.Select(a => a.Duplicate));
        Assert.Equal(acks[0].Sequence, acks[1].Sequence);
        Assert.Equal(1L, (await js.GetStreamAsync(stream)).Info.State.Messages);
    }

    [Fact]
    public async Task A_republish_after_a_failure_adds_only_the_messages_the_first_run_did_not_store()
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "retry");
        var boom = new InvalidOperationException("boom");

        // The first run stores 0..4 and then fails; the retry publishes 0..9 with the same ids.
        var firstRun = AsyncObservable.Range(0, 5).Concat(AsyncObservable.Throw<int>(boom));
        var error = await Assert.ThrowsAsync<InvalidOperationException>(() =>
            firstRun.PublishTo(js, subject + ".n", messageIdSelector: i => "order-" + i).ToListAsync().AsTask().Within());
        Assert.Same(boom, error);
        Assert.Equal(5L, (await js.GetStreamAsync(stream)).Info.State.Messages);

        var retry = await Observable.Range(0, 10).PublishTo(js, i => $"{subject}.{i % 2}", messageIdSelector: i => "order-" + i).ToList().ToTask().Within();

        Assert.Equal(Enumerable.Range(0, 10).Select(i => i < 5), retry.Select(a => a.Duplicate));
        Assert.Equal(Enumerable.Range(1, 10).Select(i => (ulong)i), retry.Select(a => a.Sequence));
        Assert.Equal(10L, (await js.GetStreamAsync(stream)).Info.State.Messages);
    }

    [Fact]
    public async Task Without_a_message_id_the_same_value_is_stored_twice()
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "nodedup");

        var acks = await AsyncObservable.Return(1).Concat(AsyncObservable.Return(1)).PublishTo(js, subject + ".n").ToListAsync().Within();

        Assert.Equal([false, false], acks.Select(a => a.Duplicate));
        Assert.Equal(2L, (await js.GetStreamAsync(stream)).Info.State.Messages);
    }

    [Fact]
    public async Task A_target_block_with_a_message_id_selector_stores_a_resent_id_once()
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "dedupblock");

        var target = js.ToTargetBlock<int>(subject + ".n", messageIdSelector: i => "n-" + i);
        foreach (var value in new[] { 1, 2, 1, 3, 2 })
        {
            Assert.True(await target.SendAsync(value).Within());
        }

        target.Complete();
        await target.Completion.Within();
        Assert.Equal(3L, (await js.GetStreamAsync(stream)).Info.State.Messages);
    }

    [Theory]
    [InlineData(null)]
    [InlineData("")]
    public async Task A_message_id_selector_that_gives_no_id_fails_the_sequence(string? id)
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "noid");

        await Assert.ThrowsAsync<InvalidOperationException>(() =>
            AsyncObservable.Return(1).PublishTo(js, subject + ".n", messageIdSelector: _ => id!).ToListAsync().AsTask().Within());
        Assert.Equal(0L, (await js.GetStreamAsync(stream)).Info.State.Messages);
    }
}
