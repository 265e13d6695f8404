using System.Collections.Concurrent;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Linq;
using Rheo.Threading.Tasks;

namespace Rheo.Nats.Tests;

public sealed class CoreNatsTests(NatsFixture fixture) : IClassFixture<NatsFixture>
{
    [Fact]
    public async Task Core_subscribers_in_one_queue_group_share_a_subject_published_by_a_pipeline()
    {
        const int Count = 1000;
        var connection = fixture.Connection;
        var subject = NatsFixture.Name("core").ToLowerInvariant();
        var received = new ConcurrentDictionary<int, int>();
        var probes = new ConcurrentDictionary<int, bool>();
        var all = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        IDisposable Subscribe(int index) => connection.Observe<int>(subject, queueGroup: "workers").Subscribe(value =>
        {
            if (value < 0)
            {
                probes[index] = true;
            }
            else if (received.AddOrUpdate(value, 1, (_, n) => n + 1) == 1 && received.Count == Count)
            {
                all.TrySetResult();
            }
        });
        using var a = Subscribe(0);
        using var b = Subscribe(1);

        // Core NATS keeps nothing for a subscriber that has not joined yet: probe until both have joined.
        await Waits.UntilAsync(async () =>
        {
            await AsyncObservable.Return(-1).PublishTo(connection, subject).ForEachAsync(_ => { });
            await connection.PingAsync();
            return probes.Count == 2;
        });

        var passed = await AsyncObservable.Range(0, Count).PublishTo(connection, subject).ToListAsync().AsTask().Within();
        await all.Task.Within();

        Assert.Equal(Enumerable.Range(0, Count), passed);
        Assert.All(received.Values, n => Assert.Equal(1, n));
    }

    [Fact]
    public async Task The_synchronous_core_publisher_passes_each_value_on_after_publishing_it()
    {
        var connection = fixture.Connection;
        var subject = NatsFixture.Name("coresync").ToLowerInvariant();
        var values = await Observable.Range(0, 10).PublishTo(connection, subject).ToList().ToTask().Within();
        Assert.Equal(Enumerable.Range(0, 10), values);
    }
}
