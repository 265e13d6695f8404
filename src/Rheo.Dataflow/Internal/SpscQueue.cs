namespace Rheo.Dataflow.Internal;

/// <summary>
/// An unbounded queue for exactly one producer thread and one consumer thread at a time, made of array segments;
/// the consumer hands a drained segment back to the producer for reuse, so steady state allocates nothing.
/// </summary>
internal sealed class SpscQueue<T>
{
    private const int InitialSegmentSize = 32;
    private const int MaxSegmentSize = 4096;

    private Segment _head;
    private Segment _tail;
    private Segment? _spare;

    public SpscQueue()
    {
        _head = _tail = new Segment(InitialSegmentSize);
    }

    public bool IsEmpty
    {
        get
        {
            var segment = Volatile.Read(ref _head);
            while (true)
            {
                if (segment.Head != Volatile.Read(ref segment.Tail))
                {
                    return false;
                }

                var next = Volatile.Read(ref segment.Next);
                if (next == null)
                {
                    return true;
                }

                segment = next;
            }
        }
    }

    /// <summary>An approximate count (exact when neither side is running).</summary>
    public int Count
    {
        get
        {
            int count = 0;
            for (var segment = Volatile.Read(ref _head); segment != null; segment = Volatile.Read(ref segment.Next))
            {
                count += Math.Max(0, Volatile.Read(ref segment.Tail) - Volatile.Read(ref segment.Head));
            }

            return count;
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
            return;
        }

        var next = Interlocked.Exchange(ref _spare, null);
        if (next == null)
        {
            next = new Segment(Math.Min(tail.Items.Length * 2, MaxSegmentSize));
        }
        else
        {
            next.Head = 0;
            next.Tail = 0;
            next.Next = null;
        }

        next.Items[0] = item;
        next.Tail = 1;
        _tail = next;
        Volatile.Write(ref tail.Next, next);
    }

    public bool TryDequeue(out T item)
    {
        var head = _head;
        int index = head.Head;
        if (index == Volatile.Read(ref head.Tail))
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

            Volatile.Write(ref _head, next);
            if (head.Items.Length == MaxSegmentSize)
            {
                Volatile.Write(ref _spare, head);
            }

            head = next;
            index = head.Head;
            if (index == Volatile.Read(ref head.Tail))
            {
                item = default!;
                return false;
            }
        }

        item = head.Items[index];
        head.Items[index] = default!;
        Volatile.Write(ref head.Head, index + 1);
        return true;
    }

    private sealed class Segment(int size)
    {
        public readonly T[] Items = new T[size];
        public int Head;
        public int Tail;
        public Segment? Next;
    }
}
