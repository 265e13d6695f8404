using Rheo.Async;
using Rheo.Async.Linq;

namespace Rheo.Nats.Tests;

public sealed class CheckpointTests(NatsFixture fixture) : IClassFixture<NatsFixture>
{
    private static Dictionary<string, int> Count(Dictionary<string, int> counts, NatsMessage<int> message)
    {
        var next = new Dictionary<string, int>(counts);
        var key = message.SubjectToken(1);
        next[key] = next.GetValueOrDefault(key) + 1;
        return next;
    }

    [Fact]
    public async Task A_checkpointed_scan_resumes_its_state_after_a_restart_and_folds_each_message_once()
    {
        var js = fixture.JetStream;
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "scan");
        var bucket = await NatsFixture.CreateBucketAsync(js, "checkpoints");
        async Task PublishAsync(int from, int count) =>
            await AsyncObservable.Range(from, count).PublishTo(js, i => $"{subject}.{(i % 3 == 0 ? "a" : "b")}").ForEachAsync(_ => { }).Within();

        var counts = js.ScanCheckpointed<int, Dictionary<string, int>>(stream, bucket, "counts", [], Count);
        await PublishAsync(0, 30);

        // First run: folds the 30 messages, then stops.
        var first = await RunUntilAsync(counts, total: 30);
        Assert.Equal(new Dictionary<string, int> { ["a"] = 10, ["b"] = 20 }, first[^1]);
        var saved = await bucket.GetEntryAsync("counts", serializer: NatsJsonSerializer<NatsCheckpoint<Dictionary<string, int>>>.Default);
        Assert.Equal(30UL, saved.Value!.Sequence);

        // Second run, after more messages: starts from the checkpoint, not from the seed.
        await PublishAsync(30, 15);
        var second = await RunUntilAsync(counts, total: 45);
        Assert.Equal(15, second.Count);
        Assert.Equal(31, second[0].Values.Sum());
        Assert.Equal(new Dictionary<string, int> { ["a"] = 15, ["b"] = 30 }, second[^1]);
    }

    private static async Task<List<Dictionary<string, int>>> RunUntilAsync(Rheo.Async.IAsyncObservable<Dictionary<string, int>> counts, int total)
    {
        var states = new List<Dictionary<string, int>>();
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = await counts.SubscribeAsync(state =>
        {
            states.Add(state);
            if (state.Values.Sum() == total)
            {
                done.TrySetResult();
            }
        },
        error => done.TrySetException(error));
        await done.Task.Within();
        await subscription.DisposeAsync();
        return states;
    }
}
