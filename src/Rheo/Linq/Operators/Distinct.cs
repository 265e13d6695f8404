using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Distinct</c>: remembers every key seen in a set (it buffers by nature) and passes first occurrences.</summary>
internal sealed class Distinct<TSource, TKey>(IObservable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer) : Producer<TSource>
{
    public override void Run(ISubscriber<TSource> subscriber)
    {
        var sink = new Sink(subscriber, keySelector, comparer);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TSource> downstream, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer) : Sink<TSource, TSource>(downstream)
    {
        private readonly HashSet<TKey> _seen = new(comparer);

        public override void OnNext(TSource value)
        {
            bool added;
            try
            {
                added = _seen.Add(keySelector(value));
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (added)
            {
                Downstream.OnNext(value);
            }
        }
    }
}
