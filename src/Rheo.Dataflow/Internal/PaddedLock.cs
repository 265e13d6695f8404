namespace Rheo.Dataflow.Internal;

/// <summary>
/// An object to lock on whose header (where the lock is held) has its cache line to itself: a producer taking the lock
/// for every message does not write a line that a worker reads for every message, such as the fields of the block
/// allocated next to it.
/// </summary>
internal sealed class PaddedLock
{
#pragma warning disable CS0169 // Padding fields are never read.
    private long _p0, _p1, _p2, _p3, _p4, _p5, _p6, _p7, _p8, _p9, _p10, _p11, _p12, _p13, _p14;
#pragma warning restore CS0169
}
