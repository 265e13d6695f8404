namespace Rheo;

/// <summary>
/// What <c>ToAsyncEnumerable</c> does when its bounded buffer is full because the consumer of the async
/// enumeration is slower than the observable sequence.
/// </summary>
public enum AsyncEnumerableOverflow
{
    /// <summary>The observable's thread blocks in <c>OnNext</c> until the consumer makes room (backpressure by blocking; nothing is lost). The sequence must then produce on another thread than the consumer's: a synchronous source enumerated on the consumer's thread would wait for itself.</summary>
    Wait,

    /// <summary>The oldest buffered value is dropped to make room for the new one (the consumer sees the most recent values).</summary>
    DropOldest,

    /// <summary>The new value, the one that does not fit, is dropped (the consumer sees the oldest values).</summary>
    DropNewest,

    /// <summary>The subscription is disposed and the enumeration fails with an <see cref="InvalidOperationException"/> after the buffered values.</summary>
    Error,
}
