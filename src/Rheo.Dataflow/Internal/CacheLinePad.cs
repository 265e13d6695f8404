namespace Rheo.Dataflow.Internal;

/// <summary>
/// An object larger than a cache line, allocated right after an object that one thread writes per message (such as
/// a producers' <see cref="Lock"/>): the next object allocated, which another thread may read per message, then does
/// not share that object's line.
/// </summary>
internal sealed class CacheLinePad
{
#pragma warning disable CS0169 // Padding fields are never read.
    private long _p0, _p1, _p2, _p3, _p4, _p5, _p6, _p7, _p8, _p9, _p10, _p11, _p12, _p13, _p14;
#pragma warning restore CS0169
}
