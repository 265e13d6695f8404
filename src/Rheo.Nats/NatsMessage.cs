using NATS.Client.Core;
using NATS.Client.JetStream;

namespace Rheo.Nats;

/// <summary>
/// A message received from a JetStream consumer: its subject, data, headers and stream position, and the means to
/// settle it. A durable consumer's sequence (<see cref="NatsObservable.Consume{T}"/>) acks each message after the
/// downstream <c>OnNextAsync</c> for it has completed, unless the message was settled already; a dataflow source
/// (<see cref="NatsDataflow.ToSourceBlock{T}"/>) leaves the settling to its reader.
/// </summary>
/// <typeparam name="T">The type of the data.</typeparam>
public sealed class NatsMessage<T>
{
    private readonly INatsJSMsg<T> _message;
    private int _settled;

    internal NatsMessage(INatsJSMsg<T> message)
    {
        _message = message;
    }

    /// <summary>Gets the subject the message was published to.</summary>
    public string Subject => _message.Subject;

    /// <summary>Gets the deserialized data.</summary>
    public T Data => _message.Data!;

    /// <summary>Gets the message's headers, if any.</summary>
    public NatsHeaders? Headers => _message.Headers;

    /// <summary>Gets the message's sequence number in its stream (0 when the server sent no metadata).</summary>
    public ulong Sequence => _message.Metadata?.Sequence.Stream ?? 0;

    /// <summary>Gets how many times the message has been delivered, this delivery included (1 on first delivery).</summary>
    public ulong DeliveryCount => _message.Metadata?.NumDelivered ?? 1;

    /// <summary>Gets whether the message was acked, negatively acked or terminated through this instance.</summary>
    public bool IsSettled => Volatile.Read(ref _settled) != 0;

    /// <summary>Gets the dot-separated token of <see cref="Subject"/> at <paramref name="index"/> (0 is the first).</summary>
    /// <param name="index">The token's position.</param>
    /// <returns>The token.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="index"/> is negative or past the subject's last token.</exception>
    public string SubjectToken(int index) => SubjectTokens.Token(Subject, index);

    /// <summary>Acknowledges the message: the server will not deliver it again. Does nothing if it was settled already.</summary>
    /// <param name="cancellationToken">Cancels the acknowledgement.</param>
    /// <returns>A task that completes when the acknowledgement has been sent.</returns>
    public ValueTask AckAsync(CancellationToken cancellationToken = default) =>
        Settle() ? _message.AckAsync(cancellationToken: cancellationToken) : default;

    /// <summary>Negatively acknowledges the message: the server delivers it again, after <paramref name="delay"/> if given. Does nothing if it was settled already.</summary>
    /// <param name="delay">How long the server waits before the redelivery; <see langword="null"/> for at once.</param>
    /// <param name="cancellationToken">Cancels the negative acknowledgement.</param>
    /// <returns>A task that completes when the negative acknowledgement has been sent.</returns>
    public ValueTask NakAsync(TimeSpan? delay = null, CancellationToken cancellationToken = default)
    {
        if (!Settle())
        {
            return default;
        }

        return _message.NakAsync(new AckOpts { NakDelay = delay }, cancellationToken);
    }

    /// <summary>Terminates the message: the server never delivers it again, whatever the redelivery settings. Does nothing if it was settled already.</summary>
    /// <param name="cancellationToken">Cancels the termination.</param>
    /// <returns>A task that completes when the termination has been sent.</returns>
    public ValueTask TermAsync(CancellationToken cancellationToken = default) =>
        Settle() ? _message.AckTerminateAsync(cancellationToken: cancellationToken) : default;

    /// <summary>Tells the server that the message is still being worked on, so its ack wait starts over.</summary>
    /// <param name="cancellationToken">Cancels the call.</param>
    /// <returns>A task that completes when the progress has been sent.</returns>
    public ValueTask InProgressAsync(CancellationToken cancellationToken = default) =>
        IsSettled ? default : _message.AckProgressAsync(cancellationToken: cancellationToken);

    /// <inheritdoc />
    public override string ToString() => $"{Subject} #{Sequence}: {Data}";

    private bool Settle() => Interlocked.Exchange(ref _settled, 1) == 0;
}
