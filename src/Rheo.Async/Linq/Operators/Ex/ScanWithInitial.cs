using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>ScanWithInitial</c>: sends the seed, then each accumulation. Like every source that produces on its own, the
/// seed is sent from a thread-pool work item, never inside <c>SubscribeAsync</c>; the source is subscribed once the
/// observer has handled the seed, and the sink is its observer (no stage in between).
/// </summary>
internal sealed class ScanWithInitial<TSource, TAccumulate>(IAsyncObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator)
    : AsyncObservableBase<TAccumulate>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TAccumulate> observer)
    {
        var sink = new Sink(observer, source, seed, accumulator);
        ThreadPool.UnsafeQueueUserWorkItem(sink, preferLocal: false);
        return new ValueTask<IAsyncDisposable>(sink);
    }

    private sealed class Sink(IAsyncObserver<TAccumulate> downstream, IAsyncObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator)
        : AsyncSink<TSource, TAccumulate>(downstream), IThreadPoolWorkItem
    {
        private TAccumulate _state = seed;

        public void Execute() => _ = StartAsync();

        public override ValueTask OnNextAsync(TSource value)
        {
            if (IsTerminated)
            {
                return default;
            }

            try
            {
                _state = accumulator(_state, value);
            }
            catch (Exception ex)
            {
                return FailAsync(ex);
            }

            return Downstream.OnNextAsync(_state);
        }

        private async Task StartAsync()
        {
            if (IsDisposed)
            {
                return;
            }

            try
            {
                await Downstream.OnNextAsync(_state).ConfigureAwait(false);
            }
            catch (Exception)
            {
                // The observer threw: like any producer, the sequence stops.
                return;
            }

            if (IsDisposed)
            {
                return;
            }

            IAsyncDisposable upstream;
            try
            {
                upstream = await source.SubscribeAsync(this).ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                await ReportAsync(ex).ConfigureAwait(false);
                return;
            }

            try
            {
                await SetUpstreamAsync(upstream).ConfigureAwait(false);
            }
            catch (Exception)
            {
                // Disposing a handle that arrived after disposal failed; nobody is listening any more.
            }
        }

        private async Task ReportAsync(Exception error)
        {
            try
            {
                await FailAsync(error).ConfigureAwait(false);
            }
            catch (Exception)
            {
                // The observer threw from OnErrorAsync; there is nobody else to tell.
            }
        }
    }
}
