using System.Runtime.CompilerServices;

namespace Rheo.Dataflow.Internal;

/// <summary>
/// An unbounded queue for one producer at a time and one consumer at a time (callers serialize each side,
/// e.g. producers under a lock), made of array segments. The producer only writes a segment's tail; the consumer
/// keeps its own head and a cached copy of the tail, so the two sides share a cache line only when the consumer
/// catches up. Drained full-size segments are handed back to the producer through a linked list of spares, so once
/// the queue has held its largest backlog it allocates nothing more, even when the consumer runs in bursts.
/// </summary>
internal sealed class SpscQueue<T>
{
    private const int InitialSegmentSize = 32;
    private const int MaxSegmentSize = 4096;

    // Producer side.
    private Segment _tail;

    // Items ever enqueued: written by the producer after each item, read by Count.
    private long _enqueued;

    // Consumer side, in an object of its own padded away from the producer's fields.
    private readonly ConsumerState _consumer;

    // Drained full-size segments going back to the producer.
    private SpareBuffers<Segment> _spares;

    public SpscQueue()
    {
        _tail = new Segment(InitialSegmentSize);
        _consumer = new ConsumerState(_tail);
    }

    /// <summary>True when nothing is queued. Only exact when no consumer runs concurrently.</summary>
    public bool IsEmpty
    {
        get
        {
            var segment = Volatile.Read(ref _consumer.Head);
            if (Volatile.Read(ref _consumer.HeadIndex) != Volatile.Read(ref segment.Tail))
            {
                return false;
            }

            var next = Volatile.Read(ref segment.Next);
            return next == null || Volatile.Read(ref next.Tail) == 0;
        }
    }

    /// <summary>An approximate count (exact when neither side is running).</summary>
    /// <summary>
    /// How many items are queued, read from two running totals: items ever enqueued, read first, less items ever
    /// dequeued, read second. Each side writes its total after moving the item, so a reader racing both sides sees at
    /// most what the queue held when it started, plus the one item the consumer may be taking: never more than a
    /// bounded block holds. (Adding up the segments instead could count a segment the consumer had just left as
    /// full, and report more items than a bounded block ever holds.)
    /// </summary>
    public int Count
    {
        get
        {
            long enqueued = Volatile.Read(ref _enqueued);
            long dequeued = Volatile.Read(ref _consumer.Dequeued);
            return (int)Math.Clamp(enqueued - dequeued, 0, int.MaxValue);
        }
    }

    public void Enqueue(T item)
    {
        var tail = _tail;
        int index = tail.Tail;
        if (index < tail.Items.Length)
        {
            tail.Items[index] = item;
            Volatile.Write(ref tail.Tail, index + 1);
            Volatile.Write(ref _enqueued, _enqueued + 1);
            return;
        }

        var next = _spares.Take();
        if (next == null)
        {
            next = new Segment(Math.Min(tail.Items.Length * 2, MaxSegmentSize));
        }
        else
        {
            next.Tail = 0;
            next.Next = null;
        }

        next.Items[0] = item;
        next.Tail = 1;
        _tail = next;
        Volatile.Write(ref tail.Next, next);
        Volatile.Write(ref _enqueued, _enqueued + 1);
    }

    public bool TryDequeue(out T item)
    {
        var consumer = _consumer;
        int index = (int)consumer.HeadIndex;
        if (index != consumer.CachedTail)
        {
            // The fast path reads only the consumer's own cache line and the item: never the segment object, whose
            // Tail the producer writes with every item.
            var items = consumer.HeadItems;
            item = items[index];
            if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
            {
                items[index] = default!;
            }

            Volatile.Write(ref consumer.HeadIndex, index + 1);
            Volatile.Write(ref consumer.Dequeued, consumer.Dequeued + 1);
            return true;
        }

        return TryDequeueSlow(consumer, index, out item);
    }

    private bool TryDequeueSlow(ConsumerState consumer, int index, out T item)
    {
        var head = consumer.Head;
        {
            int tail = Volatile.Read(ref head.Tail);
            if (index == tail)
            {
                if (index < head.Items.Length)
                {
                    item = default!;
                    return false;
                }

                var next = Volatile.Read(ref head.Next);
                if (next == null)
                {
                    item = default!;
                    return false;
                }

                Volatile.Write(ref consumer.Head, next);
                consumer.HeadItems = next.Items;
                Volatile.Write(ref consumer.HeadIndex, 0);
                if (head.Items.Length == MaxSegmentSize)
                {
                    _spares.Give(head);
                }

                head = next;
                index = 0;
                tail = Volatile.Read(ref head.Tail);
                if (tail == 0)
                {
                    consumer.CachedTail = 0;
                    item = default!;
                    return false;
                }
            }

            consumer.CachedTail = tail;
        }

        item = head.Items[index];
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
        {
            head.Items[index] = default!;
        }

        Volatile.Write(ref consumer.HeadIndex, index + 1);
        Volatile.Write(ref consumer.Dequeued, consumer.Dequeued + 1);
        return true;
    }

    /// <summary>Drops everything queued; call only when no consumer runs concurrently.</summary>
    public void Clear()
    {
        while (TryDequeue(out _))
        {
        }
    }

    private sealed class Segment(int size) : SpareBuffer<Segment>
    {
        public readonly T[] Items = new T[size];
        public int Tail;
        public Segment? Next;
    }

#pragma warning disable CS0169 // Padding fields are never read: they keep the consumer's index on a cache line of its own.
    private sealed class ConsumerState(Segment head)
    {
        private long _p0, _p1, _p2, _p3, _p4, _p5, _p6, _p7;
        public long HeadIndex;
        public long CachedTail;
        public long Dequeued;
        public T[] HeadItems = head.Items;
        private long _q0, _q1, _q2, _q3, _q4, _q5, _q6, _q7;
        public Segment Head = head;
    }
#pragma warning restore CS0169
}
