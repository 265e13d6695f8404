namespace Rheo.Nats;

/// <summary>The acknowledgement of a message stored by JetStream.</summary>
/// <param name="Subject">The subject the message was published to.</param>
/// <param name="Stream">The stream that stored it.</param>
/// <param name="Sequence">Its sequence number in that stream.</param>
/// <param name="Duplicate">Whether the stream had stored it before (same message id within the duplicate window).</param>
/// <exception cref="ArgumentNullException"><paramref name="Subject"/> or <paramref name="Stream"/> is <see langword="null"/>.</exception>
public readonly record struct NatsPublishAck(string Subject, string Stream, ulong Sequence, bool Duplicate)
{
    /// <summary>Gets the subject the message was published to.</summary>
    public string Subject { get; init; } = Subject ?? throw new ArgumentNullException(nameof(Subject));

    /// <summary>Gets the stream that stored the message.</summary>
    public string Stream { get; init; } = Stream ?? throw new ArgumentNullException(nameof(Stream));
}
