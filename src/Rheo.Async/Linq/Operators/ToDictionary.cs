using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>ToDictionaryAsync</c>: adds each value's key and element to a dictionary (acknowledged at once) and returns it on
/// completion; a duplicate key or a throwing selector disposes the subscription and faults the result, as does the
/// source's error. Buffers the whole sequence by nature. The subscription and result live in
/// <c>Internal/TerminalObserver</c>.
/// </summary>
internal sealed class ToDictionary<TSource, TKey, TElement>(Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey>? comparer)
    : TerminalObserver<TSource, Dictionary<TKey, TElement>>
    where TKey : notnull
{
    private readonly Dictionary<TKey, TElement> _dictionary = new(comparer);

    protected override ValueTask OnNext(TSource value)
    {
        _dictionary.Add(keySelector(value), elementSelector(value));
        return default;
    }

    protected override void OnCompleted() => _ = Succeed(_dictionary);
}
