using NATS.Client.JetStream;
using Rheo.Async;
using Rheo.Async.Linq;
using Rheo.Nats;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithRheo;

/// <summary>Rheo's pipeline: <c>Range → PublishTo</c>, then <c>Consume</c> into a counting observer (acked after each call).</summary>
[Library(Library.Rheo)]
public sealed class NatsRoundtripRheo : INatsRoundtrip
{
    public long Run(INatsJSContext js, int messages, int window) => RunAsync(js, messages, window).GetAwaiter().GetResult();

    private static async Task<long> RunAsync(INatsJSContext js, int messages, int window)
    {
        var (stream, subject) = NatsLibrary.CreateStream(js);
        try
        {
            await AsyncObservable.Range(0, messages)
                .PublishTo(js, subject, new NatsPublishOptions { MaxInFlight = window }, NatsJsonSerializer<int>.Default)
                .ForEachAsync(static _ => { })
                .ConfigureAwait(false);

            long count = 0;
            var all = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
            var subscription = await js.Consume(stream, "bench", serializer: NatsJsonSerializer<int>.Default)
                .SubscribeAsync(_ =>
                {
                    if (++count == messages)
                    {
                        all.TrySetResult();
                    }
                })
                .ConfigureAwait(false);
            await all.Task.ConfigureAwait(false);
            await subscription.DisposeAsync().ConfigureAwait(false);
            return count;
        }
        finally
        {
            NatsLibrary.DeleteStream(js, stream);
        }
    }
}
