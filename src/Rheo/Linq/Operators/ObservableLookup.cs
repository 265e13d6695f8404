using System.Collections;

namespace Rheo.Linq.Operators;

/// <summary>The lookup <c>ToLookup</c> builds: groups in order of first appearance, elements in arrival order.</summary>
internal sealed class ObservableLookup<TKey, TElement>(IEqualityComparer<TKey>? comparer) : ILookup<TKey, TElement>
    where TKey : notnull
{
    private readonly Dictionary<TKey, Grouping> _groups = new(comparer);
    private readonly List<Grouping> _order = [];

    public int Count => _order.Count;

    public IEnumerable<TElement> this[TKey key] => _groups.TryGetValue(key, out var group) ? group : [];

    public bool Contains(TKey key) => _groups.ContainsKey(key);

    public void Add(TKey key, TElement element)
    {
        if (!_groups.TryGetValue(key, out var group))
        {
            group = new Grouping(key);
            _groups.Add(key, group);
            _order.Add(group);
        }

        group.Add(element);
    }

    public IEnumerator<IGrouping<TKey, TElement>> GetEnumerator() => _order.GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    private sealed class Grouping(TKey key) : List<TElement>, IGrouping<TKey, TElement>
    {
        public TKey Key => key;
    }
}
