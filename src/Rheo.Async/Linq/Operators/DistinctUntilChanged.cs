using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>DistinctUntilChanged</c> and <c>DistinctUntilChangedBy</c>: passes a value whose key differs from the previous
/// value's key, with the downstream task returned as is; repeats are dropped and acknowledged at once. A throwing key
/// selector or comparer disposes the upstream and sends its error. Holds one key; no allocation per value.
/// </summary>
internal sealed class DistinctUntilChanged<T, TKey>(IAsyncObservable<T> source, Func<T, TKey> keySelector, IEqualityComparer<TKey> comparer) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, keySelector, comparer));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, TKey> keySelector, IEqualityComparer<TKey> comparer) : AsyncSink<T, T>(downstream)
    {
        private bool _has;
        private TKey _last = default!;

        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            TKey key;
            bool same;
            try
            {
                key = keySelector(value);
                same = _has && comparer.Equals(_last, key);
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            _has = true;
            _last = key;
            return same ? default : Downstream.OnNextAsync(value);
        }
    }
}
