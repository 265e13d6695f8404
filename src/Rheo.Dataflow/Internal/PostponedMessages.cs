namespace Rheo.Dataflow.Internal;

/// <summary>
/// The messages a bounded or non-greedy target postponed, in order of first postponement, one per source:
/// a newer offer from the same source replaces the older header. Not thread-safe: guarded by the owner's lock.
/// </summary>
internal sealed class PostponedMessages<T>
{
    private readonly List<KeyValuePair<ISourceBlock<T>, DataflowMessageHeader>> _items = new();

    public int Count => _items.Count;

    public void Push(ISourceBlock<T> source, DataflowMessageHeader header)
    {
        var items = _items;
        for (int i = 0; i < items.Count; i++)
        {
            if (ReferenceEquals(items[i].Key, source))
            {
                items[i] = new(source, header);
                return;
            }
        }

        items.Add(new(source, header));
    }

    public bool TryPop(out ISourceBlock<T> source, out DataflowMessageHeader header)
    {
        if (_items.Count == 0)
        {
            source = null!;
            header = default;
            return false;
        }

        (source, header) = _items[0];
        _items.RemoveAt(0);
        return true;
    }

    /// <summary>Removes and returns every postponed message, or null if there is none.</summary>
    public List<KeyValuePair<ISourceBlock<T>, DataflowMessageHeader>>? TakeAll()
    {
        if (_items.Count == 0)
        {
            return null;
        }

        var all = new List<KeyValuePair<ISourceBlock<T>, DataflowMessageHeader>>(_items);
        _items.Clear();
        return all;
    }
}
