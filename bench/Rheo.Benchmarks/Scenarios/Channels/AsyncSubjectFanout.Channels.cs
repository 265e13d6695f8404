using System.Threading.Channels;
using RheoBench.Compare;

namespace RheoBench.Scenarios.WithChannels;

/// <summary>Fan-out with channels: one bounded channel and one counting reader task per consumer.</summary>
[Library(AsyncLibrary.Channels)]
public sealed class AsyncSubjectFanoutChannels : IAsyncSubjectFanout
{
    private readonly List<Channel<int>> channels = [];
    private readonly List<Task> readers = [];
    private long[] counts = [];

    public void Setup(int observers)
    {
        counts = new long[observers * 16];
        for (var i = 0; i < observers; i++)
        {
            var channel = Channel.CreateBounded<int>(new BoundedChannelOptions(1024) { SingleReader = true, SingleWriter = true });
            channels.Add(channel);
            var slot = i * 16;
            readers.Add(Task.Run(async () =>
            {
                var reader = channel.Reader;
                while (await reader.WaitToReadAsync().ConfigureAwait(false))
                {
                    while (reader.TryRead(out _))
                    {
                        Volatile.Write(ref counts[slot], counts[slot] + 1);
                    }
                }
            }));
        }
    }

    public long Run(int messages)
    {
        var before = Total();
        for (var i = 0; i < messages; i++)
        {
            foreach (var channel in channels)
            {
                var writer = channel.Writer;
                if (!writer.TryWrite(42))
                {
                    AsyncLibrary.Wait(writer.WriteAsync(42));
                }
            }
        }

        var expected = before + ((long)messages * channels.Count);
        var spin = new SpinWait();
        while (Total() < expected)
        {
            spin.SpinOnce();
        }

        return Total() - before;
    }

    public void Stop()
    {
        foreach (var channel in channels)
        {
            channel.Writer.TryComplete();
        }

        Task.WaitAll([.. readers]);
    }

    private long Total()
    {
        long total = 0;
        for (var i = 0; i < channels.Count; i++)
        {
            total += Volatile.Read(ref counts[i * 16]);
        }

        return total;
    }
}
