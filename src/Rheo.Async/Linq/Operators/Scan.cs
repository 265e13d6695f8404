using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>Scan(seed, accumulator)</c>: sends each running accumulation, with the downstream task returned as is; a
/// throwing accumulator disposes the upstream and sends its error. The accumulation lives in the sink; no allocation
/// per value.
/// </summary>
internal sealed class Scan<TSource, TAccumulate>(IAsyncObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator)
    : AsyncObservableBase<TAccumulate>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TAccumulate> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, seed, accumulator));

    private sealed class Sink(IAsyncObserver<TAccumulate> downstream, TAccumulate acc, Func<TAccumulate, TSource, TAccumulate> accumulator)
        : AsyncSink<TSource, TAccumulate>(downstream)
    {
        public override ValueTask OnNextAsync(TSource value)
        {
            if (IsTerminated)
            {
                return default;
            }

            try
            {
                acc = accumulator(acc, value);
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            return Downstream.OnNextAsync(acc);
        }
    }
}

/// <summary>
/// <c>Scan(accumulator)</c> without a seed: the first value is the first accumulation and is sent as is; otherwise as
/// <c>Scan(seed, accumulator)</c>.
/// </summary>
internal sealed class ScanNoSeed<T>(IAsyncObservable<T> source, Func<T, T, T> accumulator) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, accumulator));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<T, T, T> accumulator) : AsyncSink<T, T>(downstream)
    {
        private bool _has;
        private T _acc = default!;

        public override ValueTask OnNextAsync(T value)
        {
            if (IsTerminated)
            {
                return default;
            }

            try
            {
                _acc = _has ? accumulator(_acc, value) : value;
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            _has = true;
            return Downstream.OnNextAsync(_acc);
        }
    }
}
