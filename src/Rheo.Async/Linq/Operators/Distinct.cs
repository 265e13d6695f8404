using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

internal sealed class Distinct<T, TKey>(IAsyncObservable<T> source, Func<T, TKey> keySelector, IEqualityComparer<TKey>? comparer) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, keySelector, new HashSet<TKey>(comparer)));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, TKey> keySelector, HashSet<TKey> seen) : AsyncSink<T, T>(downstream)
    {
        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            bool added;
            try
            {
                added = seen.Add(keySelector(value));
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            return added ? Downstream.OnNextAsync(value) : default;
        }
    }
}

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
