using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>MinBy</c> and <c>MaxBy</c>: the list of every element whose key is the extreme, in arrival order
/// (an empty source yields an empty list). The list buffers by nature.
/// </summary>
internal sealed class MinMaxBy<TSource, TKey>(IObservable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer, bool max) : Producer<IList<TSource>>
{
    public override void Run(ISubscriber<IList<TSource>> subscriber)
    {
        var sink = new Sink(subscriber, keySelector, comparer, max);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<IList<TSource>> downstream, Func<TSource, TKey> keySelector, IComparer<TKey> comparer, bool max)
        : ResultSink<TSource, IList<TSource>>(downstream)
    {
        private readonly List<TSource> _list = [];
        private TKey _key = default!;
        private bool _hasKey;

        public override void OnNext(TSource value)
        {
            TKey key;
            int comparison;
            try
            {
                key = keySelector(value);
                comparison = _hasKey ? comparer.Compare(key, _key) : 1;
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (!_hasKey || (max ? comparison > 0 : comparison < 0))
            {
                _hasKey = true;
                _key = key;
                _list.Clear();
                _list.Add(value);
            }
            else if (comparison == 0)
            {
                _list.Add(value);
            }
        }

        public override void OnCompleted() => Emit(_list);
    }
}
