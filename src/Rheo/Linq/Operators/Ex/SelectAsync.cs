using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SelectAsync</c>: runs an asynchronous selector per value under an <see cref="AsyncConcurrency"/> mode.
/// State and emission are under the sink's lock, so results go out serialized. A call that completes
/// synchronously is emitted inline (no task, no allocation beyond the selector's own); a pending one is awaited
/// by one continuation. Sequential and Concurrent share one token, cancelled on dispose or error; LatestOnly
/// gives each call its own token and cancels it when the next value arrives. Completion waits for the calls
/// that count; the first error (source or call) cancels the rest.
/// </summary>
internal sealed class SelectAsync<TSource, TResult>(IObservable<TSource> source, Func<TSource, CancellationToken, ValueTask<TResult>> selector, AsyncConcurrency mode) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, selector, mode);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Func<TSource, CancellationToken, ValueTask<TResult>> selector, AsyncConcurrency mode) : ISubscriber<TSource>, IDisposable
    {
        private readonly bool _latestOnly = mode.Kind == AsyncConcurrencyKind.LatestOnly;
        private readonly int _max = mode.MaxConcurrency;
        private Queue<TSource>? _queue;
        private CancellationTokenSource? _cts;
        private IDisposable? _upstream;
        private long _generation;
        private int _inFlight;
        private bool _sourceDone;
        private bool _done;

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

        public void OnNext(TSource value)
        {
            lock (this)
            {
                if (_done)
                {
                    return;
                }

                if (_latestOnly)
                {
                    _generation++;
                    if (_cts is { } previous)
                    {
                        previous.Cancel();
                        previous.Dispose();
                    }

                    _cts = new CancellationTokenSource();
                    _inFlight = 1;
                    Start(value, _cts.Token, _generation);
                    return;
                }

                if (_inFlight >= _max)
                {
                    (_queue ??= new Queue<TSource>()).Enqueue(value);
                    return;
                }

                _cts ??= new CancellationTokenSource();
                _inFlight++;
                Start(value, _cts.Token, 0);
                Pump();
            }
        }

        public void OnError(Exception error)
        {
            lock (this)
            {
                Fail(error);
            }
        }

        public void OnCompleted()
        {
            lock (this)
            {
                if (_done)
                {
                    return;
                }

                _sourceDone = true;
                TryComplete();
            }
        }

        public void Dispose()
        {
            lock (this)
            {
                _done = true;
                CancelAll();
            }

            DisposableSlot.Dispose(ref _upstream);
        }

        /// <summary>Starts a call under the lock; a synchronous result is emitted here, a pending one awaited.</summary>
        private void Start(TSource value, CancellationToken token, long generation)
        {
            ValueTask<TResult> call;
            try
            {
                call = selector(value, token);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (call.IsCompleted)
            {
                TResult result;
                try
                {
                    result = call.GetAwaiter().GetResult();
                }
                catch (Exception error)
                {
                    Finish(default!, error, generation);
                    return;
                }

                Finish(result, null, generation);
            }
            else
            {
                _ = AwaitCall(call, generation);
            }
        }

        private async Task AwaitCall(ValueTask<TResult> call, long generation)
        {
            TResult result = default!;
            Exception? failure = null;
            try
            {
                result = await call.ConfigureAwait(false);
            }
            catch (Exception error)
            {
                failure = error;
            }

            lock (this)
            {
                Finish(result, failure, generation);
                Pump();
            }
        }

        /// <summary>Handles a completed call under the lock.</summary>
        private void Finish(TResult result, Exception? error, long generation)
        {
            if (_done)
            {
                return;
            }

            var superseded = _latestOnly && generation != _generation;
            if (error is not null)
            {
                if (!superseded)
                {
                    Fail(error);
                }

                return;
            }

            if (superseded)
            {
                return;
            }

            _inFlight--;
            downstream.OnNext(result);
            TryComplete();
        }

        /// <summary>Starts queued values while there is room (a loop, so synchronous calls do not recurse).</summary>
        private void Pump()
        {
            while (!_done && _queue is { Count: > 0 } queue && _inFlight < _max)
            {
                _inFlight++;
                Start(queue.Dequeue(), _cts!.Token, 0);
            }

            TryComplete();
        }

        private void TryComplete()
        {
            if (!_done && _sourceDone && _inFlight == 0 && (_queue is null || _queue.Count == 0))
            {
                _done = true;
                CancelAll();
                downstream.OnCompleted();
            }
        }

        private void Fail(Exception error)
        {
            if (_done)
            {
                return;
            }

            _done = true;
            CancelAll();
            DisposableSlot.Dispose(ref _upstream);
            downstream.OnError(error);
        }

        private void CancelAll()
        {
            _queue?.Clear();
            if (_cts is { } cts)
            {
                _cts = null;
                cts.Cancel();
                cts.Dispose();
            }
        }
    }
}
