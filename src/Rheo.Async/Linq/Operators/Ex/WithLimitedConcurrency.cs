using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>WithLimitedConcurrency</c> over an asynchronous sequence of work factories: each factory is started when it
/// arrives, with the subscription's token; a result that is ready at once goes downstream on the source's call and
/// the source waits for the observer (no allocation). A pending one runs on its own; while <c>max</c> are running the
/// source's call stays pending, so the source itself is the queue. Results go out as the work finishes, through one
/// serial gate, and a slot frees once its result was delivered. The first error (the source's, a throwing factory or
/// a faulted or cancelled task) cancels the token, disposes the upstream and ends the sequence; completion waits for
/// the work running. Disposal cancels the token (reaching the work in flight) and releases a waiting source.
/// </summary>
internal sealed class WithLimitedConcurrency<TFactory, T>(IAsyncObservable<TFactory> source, Func<TFactory, CancellationToken, ValueTask<T>> invoke, int max) : AsyncObservableBase<T>
{
    protected override ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer) =>
        AsyncSinkSubscription.Run(source, new Sink(observer, invoke, max));

    private sealed class Sink(IAsyncObserver<T> downstream, Func<TFactory, CancellationToken, ValueTask<T>> invoke, int max) : AsyncCancelableSink<TFactory, T>(downstream)
    {
        private readonly AsyncSerialGate<T> _out = new(downstream);
        private readonly PooledSignal _room = new();
        private readonly Lock _lock = new();
        private int _running;
        private bool _sourceWaiting;
        private bool _sourceDone;
        private volatile bool _stopped;

        public override ValueTask OnNextAsync(TFactory value)
        {
            if (_stopped || IsTerminated)
            {
                return default;
            }

            ValueTask<T> work;
            try
            {
                work = invoke(value, Token);
            }
            catch (Exception ex)
            {
                return FailWith(ex);
            }

            if (work.IsCompletedSuccessfully)
            {
                return _out.OnNextAsync(work.Result);
            }

            bool full;
            lock (_lock)
            {
                _running++;
                full = _running >= max;
                if (full)
                {
                    _room.Reset();
                    _sourceWaiting = true;
                }
            }

            _ = RunAsync(work);
            return full ? _room.WaitVoidAsync() : default;
        }

        public override ValueTask OnErrorAsync(Exception error) => FailWith(error);

        public override ValueTask OnCompletedAsync()
        {
            lock (_lock)
            {
                _sourceDone = true;
                if (_running != 0)
                {
                    return default;
                }
            }

            return CompleteNow();
        }

        public override ValueTask DisposeAsync()
        {
            _stopped = true;
            WakeSource();
            return base.DisposeAsync();
        }

        private async Task RunAsync(ValueTask<T> work)
        {
            T result;
            try
            {
                result = await work.ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                await ObserveAsync(FailWith(ex)).ConfigureAwait(false);
                return;
            }

            if (!_stopped)
            {
                try
                {
                    await _out.OnNextAsync(result).ConfigureAwait(false);
                }
                catch (Exception)
                {
                    // A failing observer stops the operator, as it stops a producer; nobody is left to report to.
                    Stop();
                }
            }

            bool complete;
            lock (_lock)
            {
                _running--;
                complete = _sourceDone && _running == 0;
            }

            WakeSource();
            if (complete)
            {
                await ObserveAsync(CompleteNow()).ConfigureAwait(false);
            }
        }

        /// <summary>Awaits a downstream call made off the source's call; an observer that fails stops the operator.</summary>
        private async ValueTask ObserveAsync(ValueTask call)
        {
            try
            {
                await call.ConfigureAwait(false);
            }
            catch (Exception)
            {
                // A failing observer stops the operator, as it stops a producer; nobody is left to report to.
                Stop();
            }
        }

        private ValueTask CompleteNow() => !_stopped && TryTerminate() ? _out.OnCompletedAsync() : default;

        private ValueTask FailWith(Exception error)
        {
            if (_stopped || !TryTerminate())
            {
                return default;
            }

            Stop();
            return _out.OnErrorAsync(error);
        }

        /// <summary>Cancels the work in flight, disposes the upstream and releases a waiting source.</summary>
        private void Stop()
        {
            _stopped = true;
            ValueTaskHelpers.Forget(base.DisposeAsync());
            WakeSource();
        }

        private void WakeSource()
        {
            lock (_lock)
            {
                if (!_sourceWaiting || (_running >= max && !_stopped))
                {
                    return;
                }

                _sourceWaiting = false;
            }

            _room.Set(true);
        }
    }
}
