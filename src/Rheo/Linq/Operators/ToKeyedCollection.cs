using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToDictionary</c> and <c>ToLookup</c>: every element goes into a keyed collection created per subscription,
/// which is emitted on completion. A null key, a duplicate key in a dictionary, or a throwing selector becomes
/// <c>OnError</c>.
/// </summary>
internal static class ToKeyedCollection
{
    public static IObservable<IDictionary<TKey, TElement>> Dictionary<TSource, TKey, TElement>(
        IObservable<TSource> source,
        Func<TSource, TKey> keySelector,
        Func<TSource, TElement> elementSelector,
        IEqualityComparer<TKey>? comparer)
        where TKey : notnull
        => new ToKeyedCollection<TSource, TKey, TElement, Dictionary<TKey, TElement>, IDictionary<TKey, TElement>>(
            source, keySelector, elementSelector, () => new Dictionary<TKey, TElement>(comparer), static (d, k, e) => d.Add(k, e));

    public static IObservable<ILookup<TKey, TElement>> Lookup<TSource, TKey, TElement>(
        IObservable<TSource> source,
        Func<TSource, TKey> keySelector,
        Func<TSource, TElement> elementSelector,
        IEqualityComparer<TKey>? comparer)
        where TKey : notnull
        => new ToKeyedCollection<TSource, TKey, TElement, ObservableLookup<TKey, TElement>, ILookup<TKey, TElement>>(
            source, keySelector, elementSelector, () => new ObservableLookup<TKey, TElement>(comparer), static (l, k, e) => l.Add(k, e));
}

/// <summary>The operator behind <see cref="ToKeyedCollection"/>: <paramref name="add"/> files each element under its key.</summary>
internal sealed class ToKeyedCollection<TSource, TKey, TElement, TCollection, TResult>(
    IObservable<TSource> source,
    Func<TSource, TKey> keySelector,
    Func<TSource, TElement> elementSelector,
    Func<TCollection> create,
    Action<TCollection, TKey, TElement> add) : Producer<TResult>
    where TCollection : TResult
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, keySelector, elementSelector, create(), add);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<TResult> downstream,
        Func<TSource, TKey> keySelector,
        Func<TSource, TElement> elementSelector,
        TCollection collection,
        Action<TCollection, TKey, TElement> add) : ResultSink<TSource, TResult>(downstream)
    {
        public override void OnNext(TSource value)
        {
            try
            {
                add(collection, keySelector(value), elementSelector(value));
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted() => Emit(collection);
    }
}
