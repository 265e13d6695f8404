using System.Buffers;
using System.Text.Json;
using NATS.Client.Core;

namespace Rheo.Nats;

/// <summary>A JetStream publish acknowledgement as the server sends it: <c>{"stream":..,"seq":..,"duplicate":..}</c> or <c>{"error":{"code":..,"description":..}}</c>.</summary>
internal readonly record struct PubAckReply(string? Stream, ulong Sequence, bool Duplicate, int ErrorCode, string? ErrorDescription)
{
    public static readonly PubAckReply NoResponders = new(null, 0, false, 503, "no stream listens on the subject (no responders)");

    public bool IsError => ErrorCode != 0 || Stream is null;
}

/// <summary>Reads <see cref="PubAckReply"/> payloads straight from the connection's buffer, with no intermediate objects.</summary>
internal sealed class PubAckReplyDeserializer : INatsDeserialize<PubAckReply>
{
    public static readonly PubAckReplyDeserializer Instance = new();

    public PubAckReply Deserialize(in ReadOnlySequence<byte> buffer)
    {
        if (buffer.IsEmpty)
        {
            return default;
        }

        var reader = new Utf8JsonReader(buffer);
        string? stream = null;
        ulong sequence = 0;
        var duplicate = false;
        var code = 0;
        string? description = null;
        var depth = 0;
        var inError = false;
        while (reader.Read())
        {
            switch (reader.TokenType)
            {
                case JsonTokenType.StartObject:
                    depth++;
                    break;
                case JsonTokenType.EndObject:
                    depth--;
                    inError = false;
                    break;
                case JsonTokenType.PropertyName when depth == 1:
                    if (reader.ValueTextEquals("stream"u8))
                    {
                        reader.Read();
                        stream = reader.GetString();
                    }
                    else if (reader.ValueTextEquals("seq"u8))
                    {
                        reader.Read();
                        sequence = reader.GetUInt64();
                    }
                    else if (reader.ValueTextEquals("duplicate"u8))
                    {
                        reader.Read();
                        duplicate = reader.TokenType == JsonTokenType.True;
                    }
                    else if (reader.ValueTextEquals("error"u8))
                    {
                        inError = true;
                    }
                    else
                    {
                        reader.Read();
                        reader.Skip();
                    }

                    break;
                case JsonTokenType.PropertyName when depth == 2 && inError:
                    if (reader.ValueTextEquals("code"u8))
                    {
                        reader.Read();
                        code = reader.GetInt32();
                    }
                    else if (reader.ValueTextEquals("description"u8))
                    {
                        reader.Read();
                        description = reader.GetString();
                    }
                    else
                    {
                        reader.Read();
                        reader.Skip();
                    }

                    break;
            }
        }

        if (description is not null && code == 0)
        {
            code = 500;
        }

        return new PubAckReply(stream, sequence, duplicate, code, description);
    }
}
