using System.Collections.Concurrent;
using System.Diagnostics;
using Rheo.Async;
using Rheo.Async.Linq;
using Xunit.Abstractions;

namespace Rheo.Nats.Tests;

public sealed class JetStreamConsumeTests(NatsFixture fixture, ITestOutputHelper output) : IClassFixture<NatsFixture>
{
    [Fact]
    public async Task Round_trip_of_100000_messages_delivers_each_once_and_keeps_each_key_in_order()
    {
        const int Count = 100_000;
        const int Keys = 8;
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "roundtrip");
        var watch = Stopwatch.StartNew();

        var next = new int[Keys];
        var faults = new ConcurrentQueue<string>();
        var received = 0;
        var all = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var consumer = await js.Consume<Order>(stream, "roundtrip", new NatsConsumerOptions { MaxAckPending = 10_000 })
            .SubscribeAsync(message =>
            {
                var key = message.Data.Key;
                var k = key[1] - '0';
                if (message.SubjectToken(1) != key || message.Data.Number != next[k])
                {
                    faults.Enqueue($"{message.Subject}: {message.Data.Number}, expected {next[k]}");
                }

                next[k] = message.Data.Number + 1;
                if (++received == Count)
                {
                    all.TrySetResult();
                }
            });

        var acks = new List<NatsPublishAck>(Count);
        await AsyncObservable.Range(0, Count)
            .Select(i => new Order("k" + (i % Keys), i / Keys))
            .PublishTo(js, order => $"{subject}.{order.Key}", new NatsPublishOptions { MaxInFlight = 1024 })
            .ForEachAsync(acks.Add)
            .Within();
        await all.Task.Within();
        await consumer.DisposeAsync();
        output.WriteLine($"100,000 messages published and consumed in {watch.Elapsed.TotalSeconds:F1} s");

        Assert.Empty(faults);
        Assert.Equal(Count, received);
        Assert.All(next, n => Assert.Equal(Count / Keys, n));
        Assert.Equal(Count, acks.Count);
        Assert.Equal(Enumerable.Range(1, Count).Select(i => (ulong)i), acks.Select(a => a.Sequence));
        Assert.All(acks, a => Assert.Equal(stream, a.Stream));
        var info = await js.GetStreamAsync(stream);
        Assert.Equal(Count, (int)info.Info.State.Messages);
    }

    [Fact]
    public async Task A_pipeline_disposed_mid_stream_gets_every_unacked_message_again_and_loses_none()
    {
        const int Count = 200;
        const int StopAt = 60;
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "atleastonce");
        await AsyncObservable.Range(1, Count).PublishTo(js, subject + ".n").ForEachAsync(_ => { }).Within();
        var options = new NatsConsumerOptions { MaxAckPending = 50, AckWait = TimeSpan.FromSeconds(2) };

        // First run: handles StopAt - 1 messages, then is disposed while it handles message StopAt.
        var handled = new List<ulong>();
        var reached = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var release = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var first = await js.Consume<int>(stream, "worker", options).SubscribeAsync(async (NatsMessage<int> message) =>
        {
            if (message.Data == StopAt)
            {
                reached.TrySetResult();
                await release.Task;
                return;
            }

            handled.Add(message.Sequence);
        });
        await reached.Task.Within();
        await first.DisposeAsync();
        release.SetResult();
        Assert.Equal(Enumerable.Range(1, StopAt - 1).Select(i => (ulong)i), handled);

        // Second run: everything the first did not finish comes, nothing it finished comes again.
        var seen = new ConcurrentDictionary<ulong, ulong>();
        var complete = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var second = await js.Consume<int>(stream, "worker", options).SubscribeAsync(message =>
        {
            seen.TryAdd(message.Sequence, message.DeliveryCount);
            if (seen.Count == Count - handled.Count)
            {
                complete.TrySetResult();
            }
        });
        await complete.Task.Within();
        await second.DisposeAsync();

        Assert.Empty(seen.Keys.Intersect(handled));
        Assert.Equal(Enumerable.Range(1, Count).Select(i => (ulong)i), handled.Concat(seen.Keys).Order());
        Assert.True(seen[StopAt] >= 2, $"message {StopAt} was delivered {seen[StopAt]} time(s)");
    }

    [Fact]
    public async Task Two_competing_subscribers_of_one_durable_consumer_share_the_messages_without_duplicates()
    {
        const int Count = 1000;
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "competing");
        await AsyncObservable.Range(0, Count).PublishTo(js, subject + ".n").ForEachAsync(_ => { }).Within();
        var options = new NatsConsumerOptions { MaxAckPending = 10 };

        var deliveries = new ConcurrentDictionary<int, int>();
        var perSubscriber = new int[2];
        var all = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        IAsyncObservable<NatsMessage<int>> messages = js.Consume<int>(stream, "shared", options);
        async ValueTask<IAsyncDisposable> Subscribe(int index) => await messages.SubscribeAsync(async (NatsMessage<int> message) =>
        {
            Interlocked.Increment(ref perSubscriber[index]);
            if (deliveries.AddOrUpdate(message.Data, 1, (_, n) => n + 1) == 1 && deliveries.Count == Count)
            {
                all.TrySetResult();
            }

            await Task.Yield();
        });
        var a = await Subscribe(0);
        var b = await Subscribe(1);
        await all.Task.Within();
        await a.DisposeAsync();
        await b.DisposeAsync();

        Assert.Equal(Count, deliveries.Count);
        Assert.All(deliveries.Values, n => Assert.Equal(1, n));
        Assert.Equal(Count, perSubscriber[0] + perSubscriber[1]);
        Assert.True(perSubscriber[0] > 0 && perSubscriber[1] > 0, $"split {perSubscriber[0]} / {perSubscriber[1]}");
    }

    [Fact]
    public async Task A_slow_pipeline_holds_at_most_MaxAckPending_messages_unacked()
    {
        const int Count = 64;
        const int MaxAckPending = 8;
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "backpressure");
        await AsyncObservable.Range(0, Count).PublishTo(js, subject + ".n").ForEachAsync(_ => { }).Within();

        var samples = new List<(long AckPending, ulong Pending)>();
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = await js.Consume<int>(stream, "slow", new NatsConsumerOptions { MaxAckPending = MaxAckPending })
            .SubscribeAsync(async (NatsMessage<int> message) =>
            {
                // Slow: every message waits for a round trip to the server, which reports what it holds back.
                var info = await Waits.ConsumerInfoAsync(js, stream, "slow");
                samples.Add((info.NumAckPending, info.NumPending));
                if (message.Data == Count - 1)
                {
                    done.TrySetResult();
                }
            });
        await done.Task.Within();
        await subscription.DisposeAsync();

        Assert.Equal(Count, samples.Count);
        Assert.All(samples, s => Assert.InRange(s.AckPending, 1, MaxAckPending));
        Assert.True(samples[0].Pending >= Count - MaxAckPending, $"the server held back {samples[0].Pending} messages at the first one");
    }

    [Theory]
    [InlineData(NatsFailurePolicy.Nak)]
    [InlineData(NatsFailurePolicy.Term)]
    public async Task A_message_whose_handler_fails_is_settled_by_the_failure_policy(NatsFailurePolicy policy)
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "policy");
        await AsyncObservable.Range(1, 3).PublishTo(js, subject + ".n").ForEachAsync(_ => { }).Within();

        var log = new ConcurrentQueue<(int Data, ulong Delivery)>();
        var marker = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = await js.Consume<int>(stream, "policy", new NatsConsumerOptions { OnFailure = policy, MaxAckPending = 1 })
            .SubscribeAsync(message =>
            {
                log.Enqueue((message.Data, message.DeliveryCount));
                if (message.Data == 2 && message.DeliveryCount == 1)
                {
                    throw new InvalidOperationException("handler failed");
                }

                if (message.Data == 4)
                {
                    marker.TrySetResult();
                }
            });
        await AsyncObservable.Return(4).PublishTo(js, subject + ".n").ForEachAsync(_ => { }).Within();
        await marker.Task.Within();
        await subscription.DisposeAsync();

        // MaxAckPending = 1 keeps the order: a negatively acked message comes again before the next one.
        (int, ulong)[] expected = policy == NatsFailurePolicy.Nak
            ? [(1, 1), (2, 1), (2, 2), (3, 1), (4, 1)]
            : [(1, 1), (2, 1), (3, 1), (4, 1)];
        Assert.Equal(expected, log);
    }

    [Fact]
    public async Task Messages_the_observer_settled_itself_are_not_acked_again()
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "manual");
        await AsyncObservable.Range(1, 2).PublishTo(js, subject + ".n").ForEachAsync(_ => { }).Within();

        var log = new ConcurrentQueue<(int Data, ulong Delivery)>();
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = await js.Consume<int>(stream, "manual", new NatsConsumerOptions { MaxAckPending = 1 })
            .SubscribeAsync(async (NatsMessage<int> message) =>
            {
                log.Enqueue((message.Data, message.DeliveryCount));
                if (message.Data == 1 && message.DeliveryCount == 1)
                {
                    await message.NakAsync();
                    Assert.True(message.IsSettled);
                }

                if (message.Data == 2)
                {
                    done.TrySetResult();
                }
            });
        await done.Task.Within();
        await subscription.DisposeAsync();

        Assert.Equal([(1, 1UL), (1, 2UL), (2, 1UL)], log);
    }

    [Fact]
    public async Task Messages_split_by_subject_token_keep_each_key_in_order()
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "partition");
        string[] regions = ["eu", "us", "asia"];
        const int PerRegion = 100;
        await AsyncObservable.Range(0, PerRegion * regions.Length)
            .Select(i => new Order(regions[i % regions.Length], i / regions.Length))
            .PublishTo(js, order => $"{subject}.{order.Key}")
            .ForEachAsync(_ => { })
            .Within();

        var groups = new ConcurrentDictionary<string, List<int>>();
        var total = 0;
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = await js.Consume<Order>(stream, "partition")
            .GroupBySubjectToken(1)
            .SubscribeAsync(async (IAsyncGroupedObservable<string, NatsMessage<Order>> group) =>
            {
                var list = groups.GetOrAdd(group.Key, _ => []);
                await group.SubscribeAsync(message =>
                {
                    Assert.Equal(group.Key, message.Data.Key);
                    list.Add(message.Data.Number);
                    if (Interlocked.Increment(ref total) == PerRegion * regions.Length)
                    {
                        done.TrySetResult();
                    }
                });
            });
        await done.Task.Within();
        await subscription.DisposeAsync();

        Assert.Equal(regions.Order(), groups.Keys.Order());
        Assert.All(groups.Values, list => Assert.Equal(Enumerable.Range(0, PerRegion), list));
    }
}
