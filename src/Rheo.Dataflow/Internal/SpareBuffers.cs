namespace Rheo.Dataflow.Internal;

/// <summary>A buffer of a single-producer/single-consumer queue that can go back to the producer once drained.</summary>
internal abstract class SpareBuffer<TSelf>
    where TSelf : SpareBuffer<TSelf>
{
    /// <summary>The next spare in <see cref="SpareBuffers{TBuffer}"/>'s list; null when not in it.</summary>
    public TSelf? NextSpare;
}

/// <summary>
/// Drained buffers handed from the consumer of a single-producer/single-consumer queue back to its producer, so a
/// queue that has held its largest backlog allocates nothing more. One buffer goes into a slot, which the consumer
/// fills only when empty and the producer empties only when full, so a consumer that keeps up hands each buffer
/// straight back. The others go into a list linked through <see cref="SpareBuffer{TSelf}.NextSpare"/>: the consumer
/// appends at its end (the first one is published in <c>_first</c>), the producer takes from its start only a
/// buffer that another one follows, so the two sides never touch the same link. The spares are at most the
/// largest backlog. Held as a field of the queue and called in place: <see cref="Take"/> by the producer only,
/// <see cref="Give"/> by the consumer only.
/// </summary>
internal struct SpareBuffers<TBuffer>
    where TBuffer : SpareBuffer<TBuffer>
{
    private TBuffer? _slot;
    private TBuffer? _first;
    private TBuffer? _head;  // producer
    private TBuffer? _last;  // consumer

    /// <summary>The producer's side: the slot's buffer, else the list's first one when another follows it.</summary>
    public TBuffer? Take()
    {
        var spare = Volatile.Read(ref _slot);
        if (spare != null)
        {
            Volatile.Write(ref _slot, null);
            return spare;
        }

        var head = _head ?? Volatile.Read(ref _first);
        if (head == null)
        {
            return null;
        }

        var following = Volatile.Read(ref head.NextSpare);
        _head = following ?? head;
        if (following == null)
        {
            return null;
        }

        head.NextSpare = null;
        return head;
    }

    /// <summary>The consumer's side: a drained buffer that the producer no longer writes; its NextSpare is null (new, or cleared when taken).</summary>
    public void Give(TBuffer buffer)
    {
        if (Volatile.Read(ref _slot) == null)
        {
            Volatile.Write(ref _slot, buffer);
            return;
        }

        if (_last == null)
        {
            Volatile.Write(ref _first, buffer);
        }
        else
        {
            Volatile.Write(ref _last.NextSpare, buffer);
        }

        _last = buffer;
    }
}
