using System.Buffers;
using System.Text.Json;
using System.Text.Json.Serialization.Metadata;
using NATS.Client.Core;

namespace Rheo.Nats;

/// <summary>
/// The default serializer of Rheo.Nats: System.Text.Json, UTF-8 JSON payloads. Pass any other
/// <see cref="INatsSerializer{T}"/> (or <see cref="INatsSerialize{T}"/> / <see cref="INatsDeserialize{T}"/>) to the
/// options of an operator to change the format.
/// </summary>
/// <typeparam name="T">The type of the data.</typeparam>
public sealed class NatsJsonSerializer<T> : INatsSerializer<T>
{
    private readonly JsonTypeInfo<T>? _typeInfo;
    private readonly JsonSerializerOptions _options;

    /// <summary>Creates a serializer that uses reflection-based System.Text.Json with <paramref name="options"/> (web defaults when null).</summary>
    /// <param name="options">The serializer options.</param>
    public NatsJsonSerializer(JsonSerializerOptions? options = null)
    {
        _options = options ?? JsonSerializerOptions.Web;
    }

    /// <summary>Creates a serializer that uses source-generated metadata (trimming and native AOT safe).</summary>
    /// <param name="typeInfo">The type's metadata, for example from a <c>JsonSerializerContext</c>.</param>
    public NatsJsonSerializer(JsonTypeInfo<T> typeInfo)
    {
        ArgumentNullException.ThrowIfNull(typeInfo);
        _typeInfo = typeInfo;
        _options = typeInfo.Options;
    }

    /// <summary>Gets the serializer with web defaults, one per type.</summary>
    public static NatsJsonSerializer<T> Default { get; } = new();

    /// <inheritdoc />
    public void Serialize(IBufferWriter<byte> bufferWriter, T value)
    {
        ArgumentNullException.ThrowIfNull(bufferWriter);
        using var writer = new Utf8JsonWriter(bufferWriter);
        if (_typeInfo is not null)
        {
            JsonSerializer.Serialize(writer, value, _typeInfo);
        }
        else
        {
            JsonSerializer.Serialize(writer, value, _options);
        }
    }

    /// <inheritdoc />
    public T? Deserialize(in ReadOnlySequence<byte> buffer)
    {
        if (buffer.IsEmpty)
        {
            return default;
        }

        var reader = new Utf8JsonReader(buffer);
        return _typeInfo is not null ? JsonSerializer.Deserialize(ref reader, _typeInfo) : JsonSerializer.Deserialize<T>(ref reader, _options);
    }

    /// <summary>Returns this serializer: it reads and writes every <typeparamref name="T"/>, so no serializer after it is asked.</summary>
    /// <param name="next">The serializer that would be asked next.</param>
    /// <returns>This serializer.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="next"/> is <see langword="null"/>.</exception>
    public INatsSerializer<T> CombineWith(INatsSerializer<T> next)
    {
        ArgumentNullException.ThrowIfNull(next);
        return this;
    }
}
