namespace Rheo.Nats;

/// <summary>The settings of a durable JetStream consumer read by <see cref="NatsObservable.Consume{T}"/> or <see cref="NatsDataflow.ToSourceBlock{T}"/>.</summary>
public sealed class NatsConsumerOptions
{
    private readonly int _maxAckPending = 1000;
    private readonly TimeSpan _ackWait = TimeSpan.FromSeconds(30);
    private readonly int _maxDeliver = -1;
    private readonly TimeSpan? _nakDelay;

    /// <summary>Gets the default options.</summary>
    public static NatsConsumerOptions Default { get; } = new();

    /// <summary>
    /// Gets how many messages the server lets be delivered and not yet acked, across every subscriber of the consumer
    /// (1000 by default): the back-pressure of the consumer. 1 keeps the stream's order across competing subscribers.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public int MaxAckPending
    {
        get => _maxAckPending;
        init
        {
            ArgumentOutOfRangeException.ThrowIfNegativeOrZero(value);
            _maxAckPending = value;
        }
    }

    /// <summary>Gets how long the server waits for a delivered message's ack before it delivers the message again (30 s by default).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public TimeSpan AckWait
    {
        get => _ackWait;
        init
        {
            ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(value, TimeSpan.Zero);
            _ackWait = value;
        }
    }

    /// <summary>Gets how many times a message is delivered at most (-1, the default, for no limit).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is 0 or less than -1.</exception>
    public int MaxDeliver
    {
        get => _maxDeliver;
        init
        {
            if (value is 0 or < -1)
            {
                throw new ArgumentOutOfRangeException(nameof(value), value, "MaxDeliver is -1 (no limit) or positive.");
            }

            _maxDeliver = value;
        }
    }

    /// <summary>Gets the subject filter of the consumer (for example <c>orders.eu</c>); <see langword="null"/> for the whole stream.</summary>
    public string? FilterSubject { get; init; }

    /// <summary>Gets what happens to a message whose downstream <c>OnNextAsync</c> threw or faulted (<see cref="NatsFailurePolicy.Nak"/> by default).</summary>
    public NatsFailurePolicy OnFailure { get; init; } = NatsFailurePolicy.Nak;

    /// <summary>Gets how long the server waits before it delivers a negatively acked message again; <see langword="null"/> (the default) for at once.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is negative.</exception>
    public TimeSpan? NakDelay
    {
        get => _nakDelay;
        init
        {
            if (value < TimeSpan.Zero)
            {
                throw new ArgumentOutOfRangeException(nameof(value), value, "NakDelay cannot be negative.");
            }

            _nakDelay = value;
        }
    }
}
