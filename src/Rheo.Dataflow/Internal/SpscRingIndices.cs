using System.Runtime.InteropServices;

namespace Rheo.Dataflow.Internal;

/// <summary>
/// The consumer's pair and the producer's pair, each with at least a cache line of padding on both sides, so
/// wherever a ring of <see cref="SpscRingQueue{T}"/> lands neither side's writes touch the other side's line.
/// </summary>
[StructLayout(LayoutKind.Explicit, Size = 208)]
internal struct SpscRingIndices
{
    /// <summary>Consumer: the next slot to read.</summary>
    [FieldOffset(64)]
    public int First;

    /// <summary>Consumer: the producer's <see cref="Last"/> as last read.</summary>
    [FieldOffset(68)]
    public int LastCopy;

    /// <summary>Producer: the consumer's <see cref="First"/> as last read.</summary>
    [FieldOffset(136)]
    public int FirstCopy;

    /// <summary>Producer: the next slot to write.</summary>
    [FieldOffset(140)]
    public int Last;
}
