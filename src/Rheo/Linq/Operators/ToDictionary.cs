using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ToDictionary</c>: a dictionary of every element, emitted on completion. A duplicate or null key, or a
/// throwing selector, becomes <c>OnError</c>.
/// </summary>
internal sealed class ToDictionary<TSource, TKey, TElement>(
    IObservable<TSource> source,
    Func<TSource, TKey> keySelector,
    Func<TSource, TElement> elementSelector,
    IEqualityComparer<TKey>? comparer) : Producer<IDictionary<TKey, TElement>>
    where TKey : notnull
{
    public override void Run(ISubscriber<IDictionary<TKey, TElement>> subscriber)
    {
        var sink = new Sink(subscriber, keySelector, elementSelector, new Dictionary<TKey, TElement>(comparer));
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(
        ISubscriber<IDictionary<TKey, TElement>> downstream,
        Func<TSource, TKey> keySelector,
        Func<TSource, TElement> elementSelector,
        Dictionary<TKey, TElement> dictionary) : ResultSink<TSource, IDictionary<TKey, TElement>>(downstream)
    {
        public override void OnNext(TSource value)
        {
            try
            {
                dictionary.Add(keySelector(value), elementSelector(value));
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted() => Emit(dictionary);
    }
}
