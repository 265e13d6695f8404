using System.Collections.Concurrent;
using NATS.Client.JetStream;
using Rheo.Async;
using Rheo.Async.Linq;

namespace Rheo.Nats.Tests;

/// <summary>Stops and starts the broker mid-run: each test has a server of its own, never the shared one.</summary>
public sealed class BrokerRestartTests
{
    [Fact]
    public async Task A_consuming_pipeline_recovers_from_a_broker_restart_and_loses_nothing()
    {
        const int Half = 100;
        await using var server = await NatsServer.StartAsync(Environment.GetEnvironmentVariable("PATH"));
        await using var connection = await NatsFixture.Connect(server.Url);
        var js = new NatsJSContext(connection);
        var (stream, subject) = await NatsFixture.CreateStreamAsync(js, "restart");
        await AsyncObservable.Range(0, Half).PublishTo(js, subject + ".n").ForEachAsync(_ => { }).Within();

        var seen = new ConcurrentDictionary<int, int>();
        var firstHalf = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var all = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var subscription = await js.Consume<int>(stream, "survivor", new NatsConsumerOptions { AckWait = TimeSpan.FromSeconds(2) })
            .SubscribeAsync(message =>
            {
                seen.AddOrUpdate(message.Data, 1, (_, n) => n + 1);
                if (seen.Count == Half)
                {
                    firstHalf.TrySetResult();
                }

                if (seen.Count == 2 * Half)
                {
                    all.TrySetResult();
                }
            });
        await firstHalf.Task.Within();

        var reconnected = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        connection.ConnectionOpened += (_, _) =>
        {
            reconnected.TrySetResult();
            return ValueTask.CompletedTask;
        };
        await server.RestartAsync();
        await reconnected.Task.Within();

        // The same subscription goes on with what is published after the restart.
        await AsyncObservable.Range(Half, Half).PublishTo(js, subject + ".n").ForEachAsync(_ => { }).Within();
        await all.Task.Within();
        await subscription.DisposeAsync();

        Assert.Equal(Enumerable.Range(0, 2 * Half), seen.Keys.Order());
    }
}
