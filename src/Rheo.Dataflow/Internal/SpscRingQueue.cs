using System.Runtime.CompilerServices;

namespace Rheo.Dataflow.Internal;

/// <summary>
/// An unbounded queue for one producer thread and one consumer thread, made of ring buffers: the producer writes
/// into the newest ring until it is full, then links a ring twice its size (up to <see cref="MaxSize"/>); the
/// consumer empties the oldest ring, then moves on. A consumer that keeps up goes round one ring a batch behind
/// the producer (see <see cref="Refresh"/>); a backlog beyond the largest ring links more rings of that
/// size, and the consumer hands those back once drained (<see cref="SpareBuffers{TBuffer}"/>), so a queue that has
/// held its largest backlog allocates nothing more (the spares are at most that backlog, as TPL Dataflow's one
/// ring is).
/// <para>
/// Each side keeps its index and a copy of the other side's index on a cache line of its own, and reads the other
/// side's index only when its copy says the ring is full or empty. The consumer clears every slot it takes, values
/// included: a line the consumer has written is handed back to the producer in one transfer when the ring comes
/// round, and on the machines measured that made the single-producer <see cref="ActionBlock{TInput}"/> 2x faster
/// than leaving the consumer with a shared copy (docs/benchmarks.md, "Single-producer ActionBlock").
/// </para>
/// </summary>
internal sealed class SpscRingQueue<T>
{
    private const int InitialSize = 32;
    private const int BatchPauses = 32;
    private const int BatchPauseIterations = 16;

    /// <summary>The largest ring: at most 64 KiB of slots, which keeps rings off the large object heap.</summary>
    internal static readonly int MaxSize = ComputeMaxSize();

    /// <summary>The batch a consumer waits for (a quarter of the largest ring, at most 4,096 items); see <see cref="Refresh"/>.</summary>
    internal static readonly int MinBatch = Math.Min(4096, MaxSize / 4);

    // The consumer's ring and the producer's ring; each side writes its own only when it changes rings.
    private Ring _head;
    private Ring _tail;

    // Drained largest rings going back to the producer.
    private SpareBuffers<Ring> _spares;

    public SpscRingQueue()
    {
        _head = _tail = new Ring(InitialSize);
    }

    /// <summary>True when nothing is queued; exact when called by the consumer, a snapshot from other threads.</summary>
    public bool IsEmpty
    {
        get
        {
            // A ring is linked only with an item in it, and only the consumer takes items, so for the consumer an
            // empty ring followed by another means the other one holds something.
            for (var ring = Volatile.Read(ref _head); ; )
            {
                if (Volatile.Read(ref ring.Indices.First) != Volatile.Read(ref ring.Indices.Last))
                {
                    return false;
                }

                var next = Volatile.Read(ref ring.Next);
                if (next == null)
                {
                    return true;
                }

                ring = next;
            }
        }
    }

    /// <summary>
    /// An approximate count (exact when neither side is running). Each ring's start is read before its end: the
    /// end never falls behind a start read earlier, so a racing reader never sees an end "before" the start, which
    /// would wrap round to almost a whole ring.
    /// </summary>
    public int Count
    {
        get
        {
            long count = 0;
            for (var ring = Volatile.Read(ref _head); ring != null; ring = Volatile.Read(ref ring.Next))
            {
                int first = Volatile.Read(ref ring.Indices.First);
                int last = Volatile.Read(ref ring.Indices.Last);
                count += (last - first) & (ring.Items.Length - 1);
            }

            return (int)Math.Min(count, int.MaxValue);
        }
    }

    // Fully optimized from the first call (see SpscTargetCore.Post).
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public void Enqueue(T item)
    {
        var ring = _tail;
        var items = ring.Items;
        int last = ring.Indices.Last;
        int next = (last + 1) & (items.Length - 1);
        if (next != ring.Indices.FirstCopy)
        {
            items[last] = item;
            Volatile.Write(ref ring.Indices.Last, next);
            return;
        }

        EnqueueSlow(ring, item);
    }

    private void EnqueueSlow(Ring ring, T item)
    {
        var items = ring.Items;
        int last = ring.Indices.Last;
        int next = (last + 1) & (items.Length - 1);
        ring.Indices.FirstCopy = Volatile.Read(ref ring.Indices.First);
        if (next != ring.Indices.FirstCopy)
        {
            items[last] = item;
            Volatile.Write(ref ring.Indices.Last, next);
            return;
        }

        // Full: link another ring holding the item. This ring gets no more writes, so the consumer may drop it (or
        // hand it back) once it has seen the link and emptied it.
        var grown = items.Length == MaxSize ? _spares.Take() : null;
        if (grown == null)
        {
            grown = new Ring(Math.Min(items.Length * 2, MaxSize));
        }
        else
        {
            // A drained ring: its slots were cleared as they were read; only its indices and link are stale.
            grown.Indices = default;
            grown.Next = null;
        }

        grown.Items[0] = item;
        grown.Indices.Last = 1;
        _tail = grown;
        Volatile.Write(ref ring.Next, grown);
    }

    public bool TryDequeue(out T item)
    {
        var ring = _head;
        var items = ring.Items;
        int first = ring.Indices.First;
        if (first != ring.Indices.LastCopy)
        {
            item = items[first];
            items[first] = default!;
            Volatile.Write(ref ring.Indices.First, (first + 1) & (items.Length - 1));
            return true;
        }

        return TryDequeueSlow(out item);
    }

    /// <summary>
    /// Consumer: the oldest items queued that lie next to each other in one ring, at most <paramref name="limit"/>
    /// of them, left in place: the caller reads them from <c>Items</c> (<c>Count</c> slots from <c>First</c>), clears
    /// each slot it takes, and then gives the slots back with <see cref="Advance"/> (the producer sees them free only
    /// then). <c>Items</c> is null when nothing is queued. One index check per run instead of per item lets the
    /// worker's drain loop be a plain loop over an array; the result is returned, not written through <c>out</c>
    /// parameters, because a local whose address the worker's tier-0 code takes stays in memory in its
    /// on-stack-replaced code (docs/design.md).
    /// </summary>
    public (T[]? Items, int First, int Count) PeekRun(int limit)
    {
        var ring = _head;
        int first = ring.Indices.First;
        int last = ring.Indices.LastCopy;
        if (first == last)
        {
            if (!Refresh())
            {
                return default;
            }

            ring = _head;
            first = ring.Indices.First;
            last = ring.Indices.LastCopy;
        }

        var items = ring.Items;
        return (items, first, Math.Min((last > first ? last : items.Length) - first, limit));
    }

    /// <summary>Consumer: gives back the slots of the run from <see cref="PeekRun"/> up to <paramref name="next"/> (already cleared).</summary>
    public void Advance(int next)
    {
        var ring = _head;
        Volatile.Write(ref ring.Indices.First, next & (ring.Items.Length - 1));
    }

    private bool TryDequeueSlow(out T item)
    {
        if (!Refresh())
        {
            item = default!;
            return false;
        }

        var ring = _head;
        int first = ring.Indices.First;
        item = ring.Items[first];
        ring.Items[first] = default!;
        Volatile.Write(ref ring.Indices.First, (first + 1) & (ring.Items.Length - 1));
        return true;
    }

    /// <summary>
    /// The consumer ran out of the items it knew about: reads the producer's index again and moves on to the next
    /// ring when this one is drained; true when the head ring then has an item. When fewer than
    /// <see cref="MinBatch"/> are ready in a ring the producer is still writing, it pauses (up to
    /// <see cref="BatchPauses"/> times, <c>Thread.SpinWait(16)</c> each, about 40 us in all on the benchmark machine)
    /// while the producer keeps adding, so it reads the ring well behind the producer instead of right on the lines
    /// being written; a producer that adds nothing during a pause ends the wait at once. A consumer right behind the
    /// producer slowed it from 4 to 10-12 ns per message; with 8 pauses dataflow-action-spc ran at 100-180 M msg/s,
    /// with 32 at 200-260 M (TPL Dataflow 90-110 M).
    /// </summary>
    private bool Refresh()
    {
        var ring = _head;
        while (true)
        {
            int first = ring.Indices.First;
            int last = Volatile.Read(ref ring.Indices.Last);
            int mask = ring.Items.Length - 1;
            for (int pause = 0; pause < BatchPauses && Volatile.Read(ref ring.Next) == null; pause++)
            {
                int ready = (last - first) & mask;
                if (ready == 0 || ready >= MinBatch)
                {
                    break;
                }

                Thread.SpinWait(BatchPauseIterations);
                int now = Volatile.Read(ref ring.Indices.Last);
                if (now == last)
                {
                    break;
                }

                last = now;
            }

            ring.Indices.LastCopy = last;
            if (first != last)
            {
                return true;
            }

            var next = Volatile.Read(ref ring.Next);
            if (next == null)
            {
                return false;
            }

            // The producer wrote this ring's last items before it linked the next one: look once more, then move.
            if (Volatile.Read(ref ring.Indices.Last) != first)
            {
                continue;
            }

            Volatile.Write(ref _head, next);
            if (ring.Items.Length == MaxSize)
            {
                _spares.Give(ring);
            }

            ring = next;
        }
    }

    /// <summary>Drops everything queued; call only from the consumer's side.</summary>
    public void Clear()
    {
        while (TryDequeue(out _))
        {
        }
    }

    private static int ComputeMaxSize()
    {
        int size = InitialSize;
        while (size * 2L * Unsafe.SizeOf<T>() <= 64 * 1024)
        {
            size *= 2;
        }

        return size;
    }

    private sealed class Ring(int size) : SpareBuffer<Ring>
    {
        public readonly T[] Items = new T[size];
        public Ring? Next;
        public SpscRingIndices Indices;
    }
}
