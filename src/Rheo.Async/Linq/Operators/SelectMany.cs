using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// SelectMany with an asynchronous selector, as Rx's SelectMany over tasks: each value starts its selector at once
/// and the results are sent in the order the selectors finish. A selector that completes synchronously is sent
/// straight away and the source waits for the consumer (the fast path allocates nothing); a pending one runs on while
/// the source goes on. The token given to the selectors is cancelled when the subscription is disposed or ends with
/// an error, so in-flight selectors stop; the sequence completes when the source and every selector have finished.
/// </summary>
internal sealed class SelectManyAwait<TSource, TCollection, TResult>(
    IAsyncObservable<TSource> source,
    Func<TSource, CancellationToken, ValueTask<TCollection>> selector,
    Func<TSource, TCollection, TResult> resultSelector) : AsyncObservableBase<TResult>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(new AsyncSerialGate<TResult>(observer), selector, resultSelector));

    /// <summary>Runs the sink's messages through the serial gate, so pending selectors finishing together never overlap downstream.</summary>
    private sealed class GateObserver(AsyncSerialGate<TResult> gate) : IAsyncObserver<TResult>
    {
        public ValueTask OnNextAsync(TResult value) => gate.OnNextAsync(value);

        public ValueTask OnErrorAsync(Exception error) => gate.OnErrorAsync(error);

        public ValueTask OnCompletedAsync() => gate.OnCompletedAsync();
    }

    private sealed class Sink(
        AsyncSerialGate<TResult> gate,
        Func<TSource, CancellationToken, ValueTask<TCollection>> selector,
        Func<TSource, TCollection, TResult> resultSelector) : AsyncCancelableSink<TSource, TResult>(new GateObserver(gate))
    {
        // The source counts as one until it completes; each pending selector counts as one more.
        private int _active = 1;

        public override ValueTask OnNextAsync(TSource value)
        {
            if (IsTerminated)
            {
                return default;
            }

            ValueTask<TCollection> task;
            try
            {
                task = selector(value, Token);
            }
            catch (Exception ex)
            {
                return FailAndStop(ex);
            }

            if (!task.IsCompletedSuccessfully)
            {
                Interlocked.Increment(ref _active);
                _ = AwaitSelector(value, task);
                return default;
            }

            TResult result;
            try
            {
                result = resultSelector(value, task.Result);
            }
            catch (Exception ex)
            {
                return FailAndStop(ex);
            }

            return gate.OnNextAsync(result);
        }

        public override async ValueTask OnErrorAsync(Exception error)
        {
            if (TryTerminate())
            {
                await gate.OnErrorAsync(error).ConfigureAwait(false);
                await DisposeAsync().ConfigureAwait(false);
            }
        }

        public override ValueTask OnCompletedAsync() => Leave();

        private ValueTask Leave() =>
            Interlocked.Decrement(ref _active) == 0 && TryTerminate() ? gate.OnCompletedAsync() : default;

        private async ValueTask FailAndStop(Exception error)
        {
            await FailUnlessCancelled(error).ConfigureAwait(false);
            await DisposeAsync().ConfigureAwait(false);
        }

        private async Task AwaitSelector(TSource value, ValueTask<TCollection> task)
        {
            try
            {
                TCollection collection;
                try
                {
                    collection = await task.ConfigureAwait(false);
                }
                catch (Exception ex)
                {
                    await FailAndStop(ex).ConfigureAwait(false);
                    return;
                }

                if (IsTerminated || IsDisposed)
                {
                    return;
                }

                TResult result;
                try
                {
                    result = resultSelector(value, collection);
                }
                catch (Exception ex)
                {
                    await FailAndStop(ex).ConfigureAwait(false);
                    return;
                }

                await gate.OnNextAsync(result).ConfigureAwait(false);
                await Leave().ConfigureAwait(false);
            }
            catch (Exception)
            {
                // The final observer threw: this selector's delivery was its producer, so the whole subscription stops.
                await DisposeAsync().ConfigureAwait(false);
            }
        }
    }
}
