namespace Rheo.Dataflow.Internal;

/// <summary>Releases outputs of parallel processing in input order (EnsureOrdered): item n waits for items 0..n-1.</summary>
internal sealed class ReorderingBuffer<T>(SourceCore<T> source)
{
    private readonly Dictionary<long, (T Value, bool HasValue)> _pending = new();
    private long _next;

    public void Add(long sequence, T value, bool hasValue)
    {
        lock (_pending)
        {
            if (sequence != _next)
            {
                _pending[sequence] = (value, hasValue);
                return;
            }

            if (hasValue)
            {
                source.AddMessage(value);
            }

            _next++;
            while (_pending.Remove(_next, out var entry))
            {
                if (entry.HasValue)
                {
                    source.AddMessage(entry.Value);
                }

                _next++;
            }
        }
    }
}

/// <summary>Rheo source blocks answer "is output waiting?" without linking (fast path of OutputAvailableAsync).</summary>
internal interface IOutputAvailability
{
    bool HasOutput { get; }
}
