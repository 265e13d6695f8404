namespace Rheo.Nats;

/// <summary>What a JetStream consumer's sequence does with a message whose downstream <c>OnNextAsync</c> threw or faulted.</summary>
public enum NatsFailurePolicy
{
    /// <summary>Negatively ack it: the server delivers it again (after <see cref="NatsConsumerOptions.NakDelay"/>), up to the consumer's <see cref="NatsConsumerOptions.MaxDeliver"/>.</summary>
    Nak,

    /// <summary>Terminate it: the server never delivers it again.</summary>
    Term,
}
