using System.Buffers;
using System.Runtime.CompilerServices;
using System.Text;
using NATS.Client.Core;
using NATS.Client.JetStream;
using NATS.Client.JetStream.Models;

namespace Rheo.Nats.Tests;

public sealed record Order(string Key, int Number);

/// <summary>Plain UTF-8 text, to show a serializer other than the default.</summary>
public sealed class Utf8Text : INatsSerializer<string>
{
    public static readonly Utf8Text Instance = new();

    public void Serialize(IBufferWriter<byte> bufferWriter, string value) => Encoding.UTF8.GetBytes(value, bufferWriter);

    public string? Deserialize(in ReadOnlySequence<byte> buffer) => Encoding.UTF8.GetString(buffer);

    public INatsSerializer<string> CombineWith(INatsSerializer<string> next) => this;
}

public static class Waits
{
    /// <summary>Checks <paramref name="condition"/> until it holds, for at most <see cref="Bounded.Timeout"/>.</summary>
    public static async Task UntilAsync(Func<Task<bool>> condition, [CallerMemberName] string caller = "")
    {
        var deadline = DateTime.UtcNow + Bounded.Timeout;
        while (!await condition())
        {
            if (DateTime.UtcNow > deadline)
            {
                throw new TimeoutException($"{caller}: the condition did not hold within {Bounded.Timeout}.");
            }

            await Task.Delay(20);
        }
    }

    /// <summary>The consumer's info, or null while it does not exist yet.</summary>
    public static async Task<ConsumerInfo?> TryConsumerInfoAsync(INatsJSContext js, string stream, string durable)
    {
        try
        {
            return await ConsumerInfoAsync(js, stream, durable);
        }
        catch (NatsJSApiException error) when (error.Error.Code == 404)
        {
            return null;
        }
    }

    public static async Task<ConsumerInfo> ConsumerInfoAsync(INatsJSContext js, string stream, string durable) =>
        (await js.GetConsumerAsync(stream, durable)).Info;
}
