namespace Rheo.Dataflow.Internal;

/// <summary>
/// Releases outputs of parallel processing in input order (EnsureOrdered): item n waits for items 0..n-1. It works
/// under the source core's value lock, so an output in order costs one lock.
/// </summary>
internal sealed class ReorderingBuffer<T>(SourceCore<T> source)
{
    // Outputs that finished ahead of their turn, at sequence & (length - 1): a ring that grows (by powers of two)
    // to the widest gap between the next sequence due and the latest one finished.
    private Entry[] _ring = new Entry[16];
    private long _next;

    public void Add(long sequence, T value, bool hasValue)
    {
        bool start = false;
        lock (source.ValueLock)
        {
            if (sequence != _next)
            {
                long offset = sequence - _next;
                if (offset >= _ring.Length)
                {
                    Grow(offset);
                }

                _ring[sequence & (_ring.Length - 1)] = new Entry(value, hasValue, filled: true);
                return;
            }

            if (hasValue)
            {
                start |= source.AddMessageLocked(value);
            }

            _next++;
            var ring = _ring;
            while (true)
            {
                ref var entry = ref ring[_next & (ring.Length - 1)];
                if (!entry.Filled)
                {
                    break;
                }

                if (entry.HasValue)
                {
                    start |= source.AddMessageLocked(entry.Value);
                }

                entry = default;
                _next++;
            }
        }

        if (start)
        {
            source.StartOffering();
        }
    }

    private void Grow(long offset)
    {
        int length = _ring.Length;
        while (length <= offset)
        {
            length *= 2;
        }

        var ring = new Entry[length];
        for (long sequence = _next; sequence < _next + _ring.Length; sequence++)
        {
            ring[sequence & (length - 1)] = _ring[sequence & (_ring.Length - 1)];
        }

        _ring = ring;
    }

    private readonly struct Entry(T value, bool hasValue, bool filled)
    {
        public T Value { get; } = value;

        public bool HasValue { get; } = hasValue;

        public bool Filled { get; } = filled;
    }
}

/// <summary>Rheo source blocks answer "is output waiting?" without linking (fast path of OutputAvailableAsync).</summary>
internal interface IOutputAvailability
{
    bool HasOutput { get; }
}

/// <summary>
/// EnsureOrdered for one-to-many processing: the item whose turn it is streams its outputs straight to the
/// source as they are enumerated; later items buffer their outputs until their turn.
/// </summary>
internal sealed class ManyReorderingBuffer<T>(SourceCore<T> source)
{
    private readonly Dictionary<long, List<T>?> _pending = new();
    private long _next;

    public bool IsNext(long sequence)
    {
        lock (_pending)
        {
            return sequence == _next;
        }
    }

    /// <summary>Records that <paramref name="sequence"/> is done, with the outputs it buffered (null if it streamed them).</summary>
    public void Add(long sequence, List<T>? items)
    {
        lock (_pending)
        {
            if (sequence != _next)
            {
                _pending[sequence] = items;
                return;
            }

            Emit(items);
            _next++;
            while (_pending.Remove(_next, out var buffered))
            {
                Emit(buffered);
                _next++;
            }
        }
    }

    private void Emit(List<T>? items)
    {
        if (items != null)
        {
            foreach (var item in items)
            {
                source.AddMessage(item);
            }
        }
    }
}
