using System.Buffers;
using BenchmarkDotNet.Attributes;
using NATS.Client.Core;
using Rheo.Nats;
using RheoBench.Coverage;

namespace RheoBench.ApiCoverage;

/// <summary>Rheo.Nats's default serializer: N values written to a reused buffer, N payloads read back. Needs no server.</summary>
public class NatsJsonSerializerBenchmarks : ApiCoverageBenchmark
{
    private static readonly ReadOnlySequence<byte> Payload = new("{\"key\":\"eu\",\"number\":7}"u8.ToArray());
    private readonly ArrayBufferWriter<byte> _buffer = new(256);

    /// <summary>Writes N values.</summary>
    [Benchmark]
    [Covers(typeof(NatsJsonSerializer<>), nameof(NatsJsonSerializer<int>.Serialize))]
    public int Serialize()
    {
        var serializer = NatsJsonSerializer<Order>.Default;
        var order = new Order("eu", 7);
        for (var i = 0; i < N; i++)
        {
            _buffer.ResetWrittenCount();
            serializer.Serialize(_buffer, order);
        }

        return _buffer.WrittenCount;
    }

    /// <summary>Reads N payloads.</summary>
    [Benchmark]
    [Covers(typeof(NatsJsonSerializer<>), nameof(NatsJsonSerializer<int>.Deserialize))]
    public long Deserialize()
    {
        var serializer = NatsJsonSerializer<Order>.Default;
        for (var i = 0; i < N; i++)
        {
            Total += serializer.Deserialize(Payload)!.Number;
        }

        return Total;
    }

    /// <summary>Combines N times with another serializer (the JSON serializer ends the chain: it returns itself).</summary>
    [Benchmark]
    [Covers(typeof(NatsJsonSerializer<>), nameof(NatsJsonSerializer<int>.CombineWith))]
    public INatsSerializer<Order> CombineWith()
    {
        INatsSerializer<Order> serializer = NatsJsonSerializer<Order>.Default;
        for (var i = 0; i < N; i++)
        {
            serializer = NatsJsonSerializer<Order>.Default.CombineWith(serializer);
        }

        return serializer;
    }

    /// <summary>The value written and read.</summary>
    /// <param name="Key">The partition key.</param>
    /// <param name="Number">A number.</param>
    public sealed record Order(string Key, int Number);
}
