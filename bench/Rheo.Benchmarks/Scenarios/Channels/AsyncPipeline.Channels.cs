using System.Threading.Channels;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithChannels;

/// <summary>The pipeline as a producer task writing into a bounded channel and a reader applying the selectors.</summary>
[Library(AsyncLibrary.Channels)]
public sealed class AsyncPipelineChannels : IAsyncPipeline
{
    public long Run(int messages, bool asyncSelectors) => RunAsync(messages, asyncSelectors).GetAwaiter().GetResult();

    private static async Task<long> RunAsync(int messages, bool asyncSelectors)
    {
        var channel = Channel.CreateBounded<int>(new BoundedChannelOptions(1024) { SingleReader = true, SingleWriter = true });
        var producer = Task.Run(async () =>
        {
            var writer = channel.Writer;
            for (var i = 0; i < messages; i++)
            {
                if (!writer.TryWrite(i))
                {
                    await writer.WriteAsync(i).ConfigureAwait(false);
                }
            }

            writer.Complete();
        });

        long count = 0;
        var reader = channel.Reader;
        while (await reader.WaitToReadAsync().ConfigureAwait(false))
        {
            while (reader.TryRead(out var x))
            {
                if (asyncSelectors)
                {
                    if (await WhereAsync(x).ConfigureAwait(false))
                    {
                        _ = await SelectAsync(x).ConfigureAwait(false);
                        count++;
                    }
                }
                else if (Where(x))
                {
                    _ = Select(x);
                    count++;
                }
            }
        }

        await producer.ConfigureAwait(false);
        return count;
    }

    private static bool Where(int x) => true;

    private static int Select(int x) => x;

    private static async ValueTask<bool> WhereAsync(int x)
    {
        await Task.Yield();
        return true;
    }

    private static async ValueTask<int> SelectAsync(int x)
    {
        await Task.Yield();
        return x;
    }
}
