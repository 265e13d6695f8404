namespace Rheo.Nats;

/// <summary>The settings of a publisher to JetStream (<see cref="NatsObservable.PublishTo{T}(Rheo.Async.IAsyncObservable{T}, NATS.Client.JetStream.INatsJSContext, string, NatsPublishOptions?, NATS.Client.Core.INatsSerialize{T}?, Func{T, string}?)"/>).</summary>
public sealed class NatsPublishOptions
{
    private readonly int _maxInFlight = 256;
    private readonly TimeSpan _ackTimeout = TimeSpan.FromSeconds(10);

    /// <summary>Gets the default options.</summary>
    public static NatsPublishOptions Default { get; } = new();

    /// <summary>
    /// Gets how many published messages may wait for their acknowledgement at once (256 by default). When that many
    /// wait, the publisher takes no further value until the oldest is acknowledged: a slow broker slows the producer.
    /// 1 publishes one message per round trip.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public int MaxInFlight
    {
        get => _maxInFlight;
        init
        {
            ArgumentOutOfRangeException.ThrowIfNegativeOrZero(value);
            _maxInFlight = value;
        }
    }

    /// <summary>
    /// Gets how long a published message may wait for its acknowledgement before the sequence fails with a
    /// <see cref="NatsPublishException"/> (10 s by default). The waiting messages are checked every half timeout (at
    /// most every second), so the failure comes between one timeout and one and a half (or one timeout and a second).
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public TimeSpan AckTimeout
    {
        get => _ackTimeout;
        init
        {
            ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(value, TimeSpan.Zero);
            _ackTimeout = value;
        }
    }
}
