using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>DistinctUntilChanged</c>: keeps the last key in a field and drops a value whose key equals it.</summary>
internal sealed class DistinctUntilChanged<TSource, TKey>(IObservable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer) : Producer<TSource>
{
    public override void Run(ISubscriber<TSource> subscriber)
    {
        var sink = new Sink(subscriber, keySelector, comparer);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TSource> downstream, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer) : Sink<TSource, TSource>(downstream)
    {
        private TKey _last = default!;
        private bool _hasLast;

        public override void OnNext(TSource value)
        {
            TKey key;
            bool same;
            try
            {
                key = keySelector(value);
                same = _hasLast && comparer.Equals(_last, key);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (!same)
            {
                _hasLast = true;
                _last = key;
                Downstream.OnNext(value);
            }
        }
    }
}

/// <summary><c>DistinctUntilChanged</c> without a key selector: compares the values themselves (one delegate call fewer).</summary>
internal sealed class DistinctUntilChanged<TSource>(IObservable<TSource> source, IEqualityComparer<TSource> comparer) : Producer<TSource>
{
    /// <summary>Gets the comparer: a second <c>DistinctUntilChanged</c> with the same one changes nothing.</summary>
    public IEqualityComparer<TSource> Comparer => comparer;

    public override void Run(ISubscriber<TSource> subscriber)
    {
        var sink = new Sink(subscriber, comparer);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TSource> downstream, IEqualityComparer<TSource> comparer) : Sink<TSource, TSource>(downstream)
    {
        private TSource _last = default!;
        private bool _hasLast;

        public override void OnNext(TSource value)
        {
            bool same;
            try
            {
                same = _hasLast && comparer.Equals(_last, value);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (!same)
            {
                _hasLast = true;
                _last = value;
                Downstream.OnNext(value);
            }
        }
    }
}
