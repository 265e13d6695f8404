using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>ExhaustMap</c> with an asynchronous selector: a value that finds no selector running starts one (the index
/// counts the values the selector is called with); values that arrive while it runs are dropped without calling it,
/// and their calls complete at once. A selector that finishes synchronously sends its result on the source's call,
/// which waits for the observer (no allocation); a pending one lets the source go on and sends its result when it
/// finishes, through an <see cref="AsyncSerialGate{T}"/> shared with the source's terminal messages. The next value is
/// accepted once that result was delivered. The token given to the selector is cancelled when the subscription is
/// disposed or ends with an error (a cancellation caused by that is not an error); a throwing or faulting selector or
/// result selector ends the sequence with its error. Completes when the source has completed and no selector is
/// running.
/// </summary>
internal sealed class ExhaustMapAwait<TSource, TTaskResult, TResult>(
    IAsyncObservable<TSource> source,
    Func<TSource, int, CancellationToken, ValueTask<TTaskResult>> selector,
    Func<TSource, TTaskResult, TResult> resultSelector) : AsyncObservableBase<TResult>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<TResult> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(new AsyncSerialGate<TResult>(observer), selector, resultSelector));

    private sealed class Sink(
        AsyncSerialGate<TResult> gate,
        Func<TSource, int, CancellationToken, ValueTask<TTaskResult>> selector,
        Func<TSource, TTaskResult, TResult> resultSelector) : AsyncCancelableSink<TSource, TResult>(new AsyncSerialGateObserver<TResult>(gate))
    {
        private readonly Lock _lock = new();
        private int _index;
        private volatile bool _active;
        private volatile bool _stopped;
        private bool _outerDone;

        public override ValueTask OnNextAsync(TSource value)
        {
            // The steady state while a selector runs: the value is dropped and its call completes at once.
            if (_active || IsTerminated || _stopped)
            {
                return default;
            }

            ValueTask<TTaskResult> task;
            try
            {
                task = selector(value, _index++, Token);
            }
            catch (Exception ex)
            {
                return FailAndStopAsync(ex);
            }

            if (!task.IsCompletedSuccessfully)
            {
                lock (_lock)
                {
                    _active = true;
                }

                _ = AwaitSelectorAsync(value, task);
                return default;
            }

            TResult result;
            try
            {
                result = resultSelector(value, task.Result);
            }
            catch (Exception ex)
            {
                return FailAndStopAsync(ex);
            }

            return gate.OnNextAsync(result);
        }

        public override async ValueTask OnErrorAsync(Exception error)
        {
            await FailAsync(error).ConfigureAwait(false);
            await DisposeAsync().ConfigureAwait(false);
        }

        public override ValueTask OnCompletedAsync()
        {
            bool complete;
            lock (_lock)
            {
                _outerDone = true;
                complete = !_active;
            }

            // As in Rx, a source that completes while a selector runs is let go at once.
            return complete ? CompleteEarlyAsync() : DisposeUpstreamAsync();
        }

        public override ValueTask DisposeAsync()
        {
            _stopped = true;
            gate.Stop();
            return base.DisposeAsync();
        }

        /// <summary>A throwing or faulting callback: the error goes downstream (unless disposal caused it), then the token is cancelled and the source let go.</summary>
        private async ValueTask FailAndStopAsync(Exception error)
        {
            await FailUnlessCancelled(error).ConfigureAwait(false);
            _stopped = true;
            await base.DisposeAsync().ConfigureAwait(false);
        }

        private async Task AwaitSelectorAsync(TSource value, ValueTask<TTaskResult> task)
        {
            try
            {
                TTaskResult taskResult;
                try
                {
                    taskResult = await task.ConfigureAwait(false);
                }
                catch (Exception ex)
                {
                    await FailAndStopAsync(ex).ConfigureAwait(false);
                    return;
                }

                if (IsTerminated || _stopped)
                {
                    return;
                }

                TResult result;
                try
                {
                    result = resultSelector(value, taskResult);
                }
                catch (Exception ex)
                {
                    await FailAndStopAsync(ex).ConfigureAwait(false);
                    return;
                }

                await gate.OnNextAsync(result).ConfigureAwait(false);

                bool complete;
                lock (_lock)
                {
                    _active = false;
                    complete = _outerDone;
                }

                if (complete)
                {
                    await CompleteEarlyAsync().ConfigureAwait(false);
                }
            }
            catch (Exception)
            {
                // The observer failed on this selector's result: the selector's delivery was its producer, so the whole
                // subscription stops.
                await DisposeAsync().ConfigureAwait(false);
            }
        }
    }
}
