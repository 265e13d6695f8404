using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

internal sealed class ToList<T> : TerminalObserver<T, List<T>>
{
    private readonly List<T> _list = [];

    protected override ValueTask OnNext(T value)
    {
        _list.Add(value);
        return default;
    }

    protected override void OnCompleted() => _ = Succeed(_list);
}

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
