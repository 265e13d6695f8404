using Rheo.Async.Internal;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// <c>FirstMatchFromCandidates</c>: subscribes to the candidates one at a time, in order, and sends the first value
/// that matches the predicate, then completes (the candidate is disposed first). The sink is an
/// <see cref="AsyncSequenceSink{T}"/> (which replaces the current subscription safely) that re-implements
/// <c>OnNextAsync</c> for the predicate and <c>DisposeAsync</c> to tell the downstream's disposal from its own. When
/// none matched: completion, or the last candidate error if any failed (sent by a final <c>Throw</c> source). The
/// enumerator is read lazily and disposed once, when exhausted, on a match or an error, or on disposal.
/// </summary>
internal sealed class FirstMatchFromCandidates<T>(IEnumerable<IAsyncObservable<T>> candidates, Func<T, bool> predicate) : AsyncObservableBase<T>
{
    protected override async ValueTask<IAsyncDisposable> SubscribeAsyncCore(IAsyncObserver<T> observer)
    {
        IEnumerator<IAsyncObservable<T>> enumerator;
        try
        {
            enumerator = candidates.GetEnumerator();
        }
        catch (Exception error)
        {
            return await new Throw<T>(error).SubscribeAsync(observer).ConfigureAwait(false);
        }

        var sink = new Sink(observer, enumerator, predicate);
        IAsyncObservable<T> first;
        try
        {
            first = sink.Next() ?? new ArraySource<T>([]);
        }
        catch (Exception error)
        {
            first = new Throw<T>(error);
        }

        await sink.SubscribeNextAsync(first).ConfigureAwait(false);
        return sink;
    }

    private sealed class Sink(IAsyncObserver<T> downstream, IEnumerator<IAsyncObservable<T>> enumerator, Func<T, bool> predicate)
        : AsyncSequenceSink<T>(downstream), IAsyncObserver<T>, IAsyncDisposable
    {
        private readonly Lock _enumeratorLock = new();
        private Exception? _lastError;
        private bool _enumeratorDone;
        private volatile bool _done;
        private volatile bool _disposedByDownstream;

        /// <summary>Moves to the next candidate; null when there is none (the enumerator is then disposed).</summary>
        public IAsyncObservable<T>? Next()
        {
            lock (_enumeratorLock)
            {
                if (_enumeratorDone)
                {
                    return null;
                }

                try
                {
                    if (enumerator.MoveNext())
                    {
                        return enumerator.Current ?? throw new InvalidOperationException("A candidate is null.");
                    }
                }
                catch
                {
                    DisposeEnumerator();
                    throw;
                }

                DisposeEnumerator();
                return null;
            }
        }

        ValueTask IAsyncObserver<T>.OnNextAsync(T value)
        {
            if (_done)
            {
                return default;
            }

            bool match;
            try
            {
                match = predicate(value);
            }
            catch (Exception error)
            {
                _done = true;
                return EndAsync(default!, error);
            }

            if (!match)
            {
                return default;
            }

            _done = true;
            return EndAsync(value, null);
        }

        ValueTask IAsyncDisposable.DisposeAsync()
        {
            _disposedByDownstream = true;
            lock (_enumeratorLock)
            {
                DisposeEnumerator();
            }

            return DisposeAsync();
        }

        protected override IAsyncObservable<T>? NextAfterCompletion() =>
            _done ? null : Next() ?? (_lastError is { } error ? new Throw<T>(error) : null);

        protected override IAsyncObservable<T>? NextAfterError(Exception error)
        {
            if (_done)
            {
                return null;
            }

            _lastError = error;
            return Next();
        }

        private async ValueTask EndAsync(T value, Exception? error)
        {
            lock (_enumeratorLock)
            {
                DisposeEnumerator();
            }

            await DisposeAsync().ConfigureAwait(false);
            if (_disposedByDownstream)
            {
                return;
            }

            if (error is not null)
            {
                await Downstream.OnErrorAsync(error).ConfigureAwait(false);
                return;
            }

            await Downstream.OnNextAsync(value).ConfigureAwait(false);
            if (!_disposedByDownstream)
            {
                await Downstream.OnCompletedAsync().ConfigureAwait(false);
            }
        }

        private void DisposeEnumerator()
        {
            if (!_enumeratorDone)
            {
                _enumeratorDone = true;
                enumerator.Dispose();
            }
        }
    }
}
