using System.Collections;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToLookup</c>: a lookup of every element by key, emitted on completion. A null key or a throwing selector
/// becomes <c>OnError</c>.
/// </summary>
internal sealed class ToLookup<TSource, TKey, TElement>(
    IObservable<TSource> source,
    Func<TSource, TKey> keySelector,
    Func<TSource, TElement> elementSelector,
    IEqualityComparer<TKey>? comparer) : Producer<ILookup<TKey, TElement>>
    where TKey : notnull
{
    public override void Run(ISubscriber<ILookup<TKey, TElement>> subscriber)
    {
        var sink = new Sink(subscriber, keySelector, elementSelector, new ObservableLookup<TKey, TElement>(comparer));
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<ILookup<TKey, TElement>> downstream,
        Func<TSource, TKey> keySelector,
        Func<TSource, TElement> elementSelector,
        ObservableLookup<TKey, TElement> lookup) : ResultSink<TSource, ILookup<TKey, TElement>>(downstream)
    {
        public override void OnNext(TSource value)
        {
            try
            {
                lookup.Add(keySelector(value), elementSelector(value));
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted() => Emit(lookup);
    }
}

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
