namespace Rheo.Dataflow.Internal;

/// <summary>
/// Releases outputs of parallel processing in input order (EnsureOrdered): item n waits for items 0..n-1. It works
/// under the source core's value lock, so an output in order costs one lock.
/// </summary>
internal sealed class ReorderingBuffer<T>(SourceCore<T> source)
{
    private readonly Dictionary<long, (T Value, bool HasValue)> _pending = new();
    private long _next;

    public void Add(long sequence, T value, bool hasValue)
    {
        bool start = false;
        lock (source.ValueLock)
        {
            if (sequence != _next)
            {
                _pending[sequence] = (value, hasValue);
                return;
            }

            if (hasValue)
            {
                start |= source.AddMessageLocked(value);
            }

            _next++;
            while (_pending.Count > 0 && _pending.Remove(_next, out var entry))
            {
                if (entry.HasValue)
                {
                    start |= source.AddMessageLocked(entry.Value);
                }

                _next++;
            }
        }

        if (start)
        {
            source.StartOffering();
        }
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
