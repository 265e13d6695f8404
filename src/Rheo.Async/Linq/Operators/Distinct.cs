using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Distinct</c> and <c>DistinctBy</c>: passes a value whose key was not seen before, with the downstream task
/// returned as is; repeats are dropped and acknowledged at once. A throwing key selector or comparer disposes the
/// upstream and sends its error. Cost: a hash set per subscription that holds every distinct key until it ends.
/// </summary>
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
