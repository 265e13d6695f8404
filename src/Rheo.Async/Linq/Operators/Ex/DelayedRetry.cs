using Rheo.Concurrency;
using Rheo.Linq.RetryPolicies;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// The retry operators with a delay (<c>OnErrorRetry</c>, <c>RetryWithBackoff</c>, <c>RetryWithFixedDelay</c>,
/// <c>RetryForeverWithDelay</c>), sharing Rheo's <see cref="RetryPolicy"/>: on an error the policy decides; a retry
/// disposes the failed subscription and resubscribes from a work item on the scheduler after the delay, the error
/// is passed on otherwise. A subscription that throws during a retry counts as a failed attempt. A handle that
/// arrives after its attempt was superseded (or after disposal) is disposed, never kept. Disposing cancels a
/// pending retry and the current subscription.
/// </summary>
internal sealed class DelayedRetry<T>(IAsyncObservable<T> source, RetryPolicy policy, IScheduler scheduler) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        var sink = new Sink(observer, source, policy, scheduler);
        await sink.SubscribeAsync(0).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream, IAsyncObservable<T> source, RetryPolicy policy, IScheduler scheduler) : IAsyncObserver<T>, IAsyncDisposable
    {
        private readonly Lock _gate = new();
        private IAsyncDisposable? _current;
        private IDisposable? _timer;
        private int _generation;
        private int _attempt;
        private bool _disposed;
        private int _terminated;

        public async ValueTask SubscribeAsync(int generation)
        {
            var handle = await source.SubscribeAsync(this).ConfigureAwait(false);
            bool keep;
            lock (_gate)
            {
                keep = !_disposed && _generation == generation;
                if (keep)
                {
                    _current = handle;
                }
            }

            if (!keep)
            {
                await handle.DisposeAsync().ConfigureAwait(false);
            }
        }

        public ValueTask OnNextAsync(T value) => downstream.OnNextAsync(value);

        public ValueTask OnCompletedAsync() => TryTerminate() ? downstream.OnCompletedAsync() : default;

        public async ValueTask OnErrorAsync(Exception error)
        {
            if (Volatile.Read(ref _terminated) != 0)
            {
                return;
            }

            bool retry;
            TimeSpan delay;
            try
            {
                retry = policy.TryGetDelay(error, ++_attempt, out delay);
            }
            catch (Exception policyError)
            {
                if (TryTerminate())
                {
                    await DisposeAsync().ConfigureAwait(false);
                    await downstream.OnErrorAsync(policyError).ConfigureAwait(false);
                }

                return;
            }

            if (!retry)
            {
                if (TryTerminate())
                {
                    await downstream.OnErrorAsync(error).ConfigureAwait(false);
                }

                return;
            }

            IAsyncDisposable? failed;
            lock (_gate)
            {
                if (_disposed)
                {
                    return;
                }

                failed = _current;
                _current = null;
                _generation++;
            }

            if (failed is not null)
            {
                await failed.DisposeAsync().ConfigureAwait(false);
            }

            var timer = scheduler.Schedule(this, delay, static (_, sink) =>
            {
                sink.Resubscribe();
                return Rheo.Disposables.Disposable.Empty;
            });
            bool cancel;
            lock (_gate)
            {
                cancel = _disposed;
                if (!cancel)
                {
                    _timer = timer;
                }
            }

            if (cancel)
            {
                timer.Dispose();
            }
        }

        public ValueTask DisposeAsync()
        {
            IAsyncDisposable? current;
            IDisposable? timer;
            lock (_gate)
            {
                if (_disposed)
                {
                    return default;
                }

                _disposed = true;
                current = _current;
                timer = _timer;
                _current = null;
                _timer = null;
            }

            timer?.Dispose();
            return current?.DisposeAsync() ?? default;
        }

        private bool TryTerminate() => Interlocked.Exchange(ref _terminated, 1) == 0;

        private void Resubscribe() => _ = ResubscribeAsync();

        private async Task ResubscribeAsync()
        {
            int generation;
            lock (_gate)
            {
                if (_disposed)
                {
                    return;
                }

                generation = _generation;
            }

            try
            {
                await SubscribeAsync(generation).ConfigureAwait(false);
            }
            catch (Exception error)
            {
                try
                {
                    await OnErrorAsync(error).ConfigureAwait(false);
                }
                catch (Exception)
                {
                    // The observer threw from OnErrorAsync; nobody else to tell.
                }
            }
        }
    }
}
