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

    // A lock-free consumer that has caught up waits for this many items (or the end of a segment), for at most
    // BatchPauses pauses of Thread.SpinWait(BatchPauseIterations), as SpscRingQueue's consumer does.
    private const int MinBatch = 1024;
    private const int BatchPauses = 32;
    private const int BatchPauseIterations = 16;

    // Each side's per-item fields live in a padded object of its own, and this object is written by neither side
    // per item: a consumer running right behind its producer then shares only the cache lines of the items (and of a
    // segment's Tail when it catches up), not a line the other side writes with every item.
    private readonly ProducerState _producer;
    private readonly ConsumerState _consumer;

    // Drained full-size segments going back to the producer.
    private SpareBuffers<Segment> _spares;

    public SpscQueue()
    {
        var first = new Segment(InitialSegmentSize);
        _producer = new ProducerState(first);
        _consumer = new ConsumerState(first);
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
            long enqueued = Volatile.Read(ref _producer.Enqueued);
            long dequeued = Volatile.Read(ref _consumer.Dequeued);
            return (int)Math.Clamp(enqueued - dequeued, 0, int.MaxValue);
        }
    }

    public void Enqueue(T item)
    {
        var producer = _producer;
        var tail = producer.Tail;
        int index = tail.Tail;
        if (index < tail.Items.Length)
        {
            tail.Items[index] = item;
            Volatile.Write(ref tail.Tail, index + 1);
            Volatile.Write(ref producer.Enqueued, producer.Enqueued + 1);
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
        producer.Tail = next;
        Volatile.Write(ref tail.Next, next);
        Volatile.Write(ref producer.Enqueued, producer.Enqueued + 1);
    }

    public bool TryDequeue(out T item) => TryDequeue(out item, out _);

    /// <summary>
    /// Takes the oldest item; <paramref name="position"/> is how many items were taken before it (0 for the first), a
    /// sequence number kept on the consumer's own cache line.
    /// </summary>
    public bool TryDequeue(out T item, out long position)
    {
        var consumer = _consumer;
        position = consumer.Dequeued;
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

    /// <summary>
    /// <see cref="TryDequeue(out T, out long)"/> for a consumer that holds no lock and may wait a little: when it has
    /// taken every item it knew about and fewer than <see cref="MinBatch"/> are ready in the segment the producer is
    /// still writing, it pauses (up to <see cref="BatchPauses"/> times, <c>Thread.SpinWait(16)</c> each) while the
    /// producer keeps adding, so it reads well behind the producer instead of on the lines being written; a producer
    /// that adds nothing during a pause ends the wait at once, and an empty queue does not wait.
    /// </summary>
    public bool TryDequeueBatched(out T item, out long position)
    {
        var consumer = _consumer;
        int index = (int)consumer.HeadIndex;
        if (index == consumer.CachedTail)
        {
            var head = consumer.Head;
            int length = head.Items.Length;
            int tail = Volatile.Read(ref head.Tail);
            for (int pause = 0; pause < BatchPauses && tail != index && tail < length && tail - index < MinBatch; pause++)
            {
                Thread.SpinWait(BatchPauseIterations);
                int now = Volatile.Read(ref head.Tail);
                if (now == tail)
                {
                    break;
                }

                tail = now;
            }
        }

        return TryDequeue(out item, out position);
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

#pragma warning disable CS0169 // Padding fields are never read: they keep each side's indices on cache lines of their own.
    private sealed class ProducerState(Segment tail)
    {
        public Segment Tail = tail;
        private long _p0, _p1, _p2, _p3, _p4, _p5, _p6, _p7;

        // Items ever enqueued: written by the producer after each item, read by Count.
        public long Enqueued;
        private long _q0, _q1, _q2, _q3, _q4, _q5, _q6, _q7;
    }

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
