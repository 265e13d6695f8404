namespace Rheo.Async;

/// <summary>What a bridge from a synchronous <see cref="IObservable{T}"/> does when its asynchronous consumer is slower than the producer.</summary>
public enum AsyncBufferPolicy
{
    /// <summary>Queue every value; memory grows with the backlog.</summary>
    Unbounded,

    /// <summary>Queue up to the capacity; a value arriving at a full buffer fails the sequence with <see cref="InvalidOperationException"/>.</summary>
    Bounded,

    /// <summary>Queue up to the capacity; a value arriving at a full buffer evicts the oldest queued value.</summary>
    DropOldest,

    /// <summary>Queue up to the capacity; a value arriving at a full buffer is dropped.</summary>
    DropNewest,

    /// <summary>Keep only the latest value not yet delivered (capacity 1, older values replaced).</summary>
    LatestOnly,

    /// <summary>Queue up to the capacity; the producer's thread blocks in <c>OnNext</c> until there is room.</summary>
    Block,
}

/// <summary>Options of the bridge from <see cref="IObservable{T}"/> to <see cref="IAsyncObservable{T}"/>.</summary>
public sealed class AsyncBufferOptions
{
    /// <summary>Gets the default options: an unbounded buffer.</summary>
    public static AsyncBufferOptions Default { get; } = new();

    /// <summary>Gets or sets the policy for a slower consumer.</summary>
    public AsyncBufferPolicy Policy { get; init; } = AsyncBufferPolicy.Unbounded;

    /// <summary>Gets or sets the buffer's capacity (ignored by <see cref="AsyncBufferPolicy.Unbounded"/> and <see cref="AsyncBufferPolicy.LatestOnly"/>).</summary>
    public int Capacity { get; init; } = 1024;
}
