using System.Collections;

namespace Rheo.Linq.Operators;

/// <summary>
/// The lookup <c>ToLookup</c> builds: groups in order of first appearance, elements in arrival order. A group is a
/// read-only list (as in Rx.NET: casting it to <see cref="IList{T}"/> gives a list whose mutators throw
/// <see cref="NotSupportedException"/>), so the lookup cannot be changed through it.
/// </summary>
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

    private sealed class Grouping(TKey key) : IGrouping<TKey, TElement>, IList<TElement>, IReadOnlyList<TElement>
    {
        private readonly List<TElement> _items = [];

        public TKey Key => key;

        public int Count => _items.Count;

        public bool IsReadOnly => true;

        public TElement this[int index]
        {
            get => _items[index];
            set => throw ReadOnly();
        }

        public void Add(TElement item) => _items.Add(item);

        public bool Contains(TElement item) => _items.Contains(item);

        public int IndexOf(TElement item) => _items.IndexOf(item);

        public void CopyTo(TElement[] array, int arrayIndex) => _items.CopyTo(array, arrayIndex);

        public List<TElement>.Enumerator GetEnumerator() => _items.GetEnumerator();

        IEnumerator<TElement> IEnumerable<TElement>.GetEnumerator() => _items.GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => _items.GetEnumerator();

        void ICollection<TElement>.Add(TElement item) => throw ReadOnly();

        void ICollection<TElement>.Clear() => throw ReadOnly();

        bool ICollection<TElement>.Remove(TElement item) => throw ReadOnly();

        void IList<TElement>.Insert(int index, TElement item) => throw ReadOnly();

        void IList<TElement>.RemoveAt(int index) => throw ReadOnly();

        private static NotSupportedException ReadOnly() => new("The groups of a lookup are read-only.");
    }
}
