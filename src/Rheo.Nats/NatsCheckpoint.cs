namespace Rheo.Nats;

/// <summary>What <see cref="NatsObservable.ScanCheckpointed{T, TState}"/> writes to its key-value bucket after each message: the aggregate and the stream sequence of the last message folded into it.</summary>
/// <typeparam name="TState">The type of the aggregate.</typeparam>
/// <param name="State">The aggregate.</param>
/// <param name="Sequence">The stream sequence of the last message folded into <paramref name="State"/>.</param>
public sealed record NatsCheckpoint<TState>(TState State, ulong Sequence);
