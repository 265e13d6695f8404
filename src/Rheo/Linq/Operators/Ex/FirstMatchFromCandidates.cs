using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>FirstMatchFromCandidates</c>: subscribes to the candidates one at a time, in order, and sends the first value
/// that matches the predicate, then completes. A candidate that completes or fails without a match is left for the
/// next one; the loop is guarded by a work-in-progress counter, so synchronous candidates never grow the stack.
/// When none matched: completion, or the last candidate error if any failed.
/// </summary>
internal sealed class FirstMatchFromCandidates<T>(IEnumerable<IObservable<T>> candidates, Func<T, bool> predicate) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        IEnumerator<IObservable<T>> enumerator;
        try
        {
            enumerator = candidates.GetEnumerator();
        }
        catch (Exception error)
        {
            subscriber.OnError(error);
            return;
        }

        sink.Start(enumerator);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool> predicate) : ISubscriber<T>, IDisposable
    {
        private IEnumerator<IObservable<T>>? _enumerator;
        private IDisposable? _current;
        private Exception? _lastError;
        private int _wip;
        private bool _done;
        private volatile bool _disposed;

        public void Start(IEnumerator<IObservable<T>> enumerator)
        {
            _enumerator = enumerator;
            MoveNext();
        }

        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetSerial(ref _current, upstream);

        public void OnNext(T value)
        {
            if (_done || _disposed)
            {
                return;
            }

            bool match;
            try
            {
                match = predicate(value);
            }
            catch (Exception error)
            {
                _done = true;
                DisposableSlot.Dispose(ref _current);
                downstream.OnError(error);
                return;
            }

            if (!match)
            {
                return;
            }

            _done = true;
            DisposableSlot.Dispose(ref _current);
            downstream.OnNext(value);
            if (!_disposed)
            {
                downstream.OnCompleted();
            }
        }

        public void OnError(Exception error)
        {
            if (!_done)
            {
                _lastError = error;
                MoveNext();
            }
        }

        public void OnCompleted()
        {
            if (!_done)
            {
                MoveNext();
            }
        }

        public void Dispose()
        {
            _disposed = true;
            DisposableSlot.Dispose(ref _current);
        }

        private void MoveNext()
        {
            if (Interlocked.Increment(ref _wip) != 1)
            {
                return;
            }

            do
            {
                if (_disposed || _done)
                {
                    _enumerator?.Dispose();
                    return;
                }

                IObservable<T>? next;
                try
                {
                    next = _enumerator!.MoveNext() ? _enumerator.Current : null;
                }
                catch (Exception error)
                {
                    _done = true;
                    _enumerator?.Dispose();
                    downstream.OnError(error);
                    return;
                }

                if (next is null)
                {
                    _done = true;
                    _enumerator!.Dispose();
                    if (_lastError is { } error)
                    {
                        downstream.OnError(error);
                    }
                    else
                    {
                        downstream.OnCompleted();
                    }

                    return;
                }

                next.Run(this);
            }
            while (Interlocked.Decrement(ref _wip) != 0);
        }
    }
}
