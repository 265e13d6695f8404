using NATS.Client.Core;
using System.Collections.Concurrent;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Linq;
using Rheo.Threading.Tasks;

namespace Rheo.Nats.Tests;

public sealed class PublishTests(NatsFixture fixture) : IClassFixture<NatsFixture>
{
    [Fact]
    public async Task The_async_publisher_takes_no_value_while_MaxInFlight_messages_wait_for_acknowledgement()
    {
        const int Count = 300;
        const int MaxInFlight = 4;
        var js = fixture.JetStream;
        var (_, subject) = await NatsFixture.CreateStreamAsync(js, "inflight");
        var acked = 0;
        var worst = 0;
        var source = AsyncObservable.Create<int>(async (observer, token) =>
        {
            for (var i = 0; i < Count; i++)
            {
                await observer.OnNextAsync(i);
                worst = Math.Max(worst, i + 1 - Volatile.Read(ref acked));
            }
        });

        var acks = new List<NatsPublishAck>();
        await source.PublishTo(js, subject + ".n", new NatsPublishOptions { MaxInFlight = MaxInFlight })
            .ForEachAsync(ack =>
            {
                acks.Add(ack);
                Interlocked.Increment(ref acked);
            })
            .Within();

        Assert.InRange(worst, 1, MaxInFlight - 1);
        Assert.Equal(Enumerable.Range(1, Count).Select(i => (ulong)i), acks.Select(a => a.Sequence));
        Assert.All(acks, a => Assert.Equal(subject + ".n", a.Subject));
    }

    [Fact]
    public async Task Publishing_to_a_subject_no_stream_listens_on_fails_the_sequence()
    {
        var error = await Assert.ThrowsAsync<NatsPublishException>(() =>
            AsyncObservable.Range(0, 3).PublishTo(fixture.JetStream, NatsFixture.Name("nostream").ToLowerInvariant()).ForEachAsync(_ => { }).Within());
        Assert.Equal(503, error.Code);
    }

    [Fact]
    public async Task The_source_error_reaches_the_publisher_sequence_after_the_values_before_it()
    {
        var js = fixture.JetStream;
        var (_, subject) = await NatsFixture.CreateStreamAsync(js, "error");
        var boom = new InvalidOperationException("boom");
        var source = AsyncObservable.Create<int>(async (observer, token) =>
        {
            await observer.OnNextAsync(1);
            throw boom;
        });
        var acks = new List<NatsPublishAck>();
        var error = await Assert.ThrowsAsync<InvalidOperationException>(() => source.PublishTo(js, subject + ".n").ForEachAsync(acks.Add).Within());
        Assert.Same(boom, error);
    }

    [Fact]
    public async Task A_throwing_subject_selector_fails_the_sequence()
    {
        var js = fixture.JetStream;
        var boom = new InvalidOperationException("boom");
        var error = await Assert.ThrowsAsync<InvalidOperationException>(() =>
            AsyncObservable.Range(0, 3).PublishTo(js, new Func<int, string>(_ => throw boom)).ForEachAsync(_ => { }).Within());
        Assert.Same(boom, error);
    }

    [Fact]
    public async Task The_synchronous_publisher_sends_every_acknowledgement_in_order()
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "sync");
        var acks = await Observable.Range(0, 500).PublishTo(js, i => $"{subject}.{i % 3}").ToList().ToTask().Within();
        Assert.Equal(Enumerable.Range(1, 500).Select(i => (ulong)i), acks.Select(a => a.Sequence));
        Assert.Equal(Enumerable.Range(0, 500).Select(i => $"{subject}.{i % 3}"), acks.Select(a => a.Subject));
        Assert.All(acks, a => Assert.Equal(stream, a.Stream));
    }

    [Fact]
    public async Task A_pluggable_serializer_writes_the_payload_and_the_default_writes_JSON()
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "serializer");
        await AsyncObservable.Return("plain text").PublishTo(js, subject + ".text", serializer: Utf8Text.Instance).ForEachAsync(_ => { }).Within();
        await AsyncObservable.Return(new Order("eu", 7)).PublishTo(js, subject + ".json").ForEachAsync(_ => { }).Within();

        var texts = new ConcurrentQueue<string>();
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = await js.Consume(stream, "text", serializer: Utf8Text.Instance).SubscribeAsync(message =>
        {
            texts.Enqueue(message.Data);
            if (texts.Count == 2)
            {
                done.TrySetResult();
            }
        });
        await done.Task.Within();
        await subscription.DisposeAsync();

        Assert.Equal(["plain text", """{"key":"eu","number":7}"""], texts);
    }
}

public sealed class PublishTimeoutTests(NatsFixture fixture) : IClassFixture<NatsFixture>
{
    [Fact]
    public async Task A_message_with_no_acknowledgement_within_AckTimeout_fails_the_sequence()
    {
        // A core subscriber that never replies: the message has a responder (no 503) but no stream stores it.
        var subject = NatsFixture.Name("silent").ToLowerInvariant();
        await using var silent = await fixture.Connection.SubscribeCoreAsync<byte[]>(subject).AsTask().Within();
        await fixture.Connection.PingAsync().AsTask().Within();

        var error = await Assert.ThrowsAsync<NatsPublishException>(() =>
            AsyncObservable.Return(1).PublishTo(fixture.JetStream, subject, new NatsPublishOptions { AckTimeout = TimeSpan.FromMilliseconds(200) }).ForEachAsync(_ => { }).Within());
        Assert.IsType<TimeoutException>(error.InnerException);
        Assert.Equal(0, error.Code);
    }
}
