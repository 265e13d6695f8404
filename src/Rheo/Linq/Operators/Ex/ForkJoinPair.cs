using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ForkJoin(first, second, resultSelector)</c>: keeps each source's last value; when both have completed, emits
/// the selector over the two last values and completes, or completes without a value when either source sent none
/// (unlike the array form, it waits for both to complete). The first error fails the result and disposes the other
/// source; a throwing selector becomes <c>OnError</c>. Messages meet under one lock.
/// </summary>
internal sealed class ForkJoinPair<TFirst, TSecond, TResult>(
    IObservable<TFirst> first,
    IObservable<TSecond> second,
    Func<TFirst, TSecond, TResult> resultSelector) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, resultSelector);
        subscriber.OnSubscribe(sink);
        first.Run(new FirstSubscriber(sink));
        if (!sink.IsDone)
        {
            second.Run(new SecondSubscriber(sink));
        }
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Func<TFirst, TSecond, TResult> resultSelector) : IDisposable
    {
        private readonly Lock _gate = new();
        public IDisposable? First;
        public IDisposable? Second;
        private TFirst _first = default!;
        private TSecond _second = default!;
        private bool _hasFirst;
        private bool _hasSecond;
        private int _stopped;
        private volatile bool _done;
        private volatile bool _disposed;

        public bool IsDone => _done;

        public void NextFirst(TFirst value)
        {
            lock (_gate)
            {
                _first = value;
                _hasFirst = true;
            }
        }

        public void NextSecond(TSecond value)
        {
            lock (_gate)
            {
                _second = value;
                _hasSecond = true;
            }
        }

        public void Error(Exception error)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
            }

            DisposeSources();
            downstream.OnError(error);
        }

        public void Stopped()
        {
            lock (_gate)
            {
                if (_done || ++_stopped != 2)
                {
                    return;
                }

                _done = true;
            }

            DisposeSources();
            if (!_hasFirst || !_hasSecond)
            {
                downstream.OnCompleted();
                return;
            }

            TResult result;
            try
            {
                result = resultSelector(_first, _second);
            }
            catch (Exception error)
            {
                downstream.OnError(error);
                return;
            }

            downstream.OnNext(result);
            if (!_disposed)
            {
                downstream.OnCompleted();
            }
        }

        public void Dispose()
        {
            _disposed = true;
            _done = true;
            DisposeSources();
        }

        private void DisposeSources()
        {
            DisposableSlot.Dispose(ref First);
            DisposableSlot.Dispose(ref Second);
        }
    }

    private sealed class FirstSubscriber(Sink parent) : ISubscriber<TFirst>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref parent.First, upstream);

        public void OnNext(TFirst value) => parent.NextFirst(value);

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted() => parent.Stopped();
    }

    private sealed class SecondSubscriber(Sink parent) : ISubscriber<TSecond>
    {
        public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref parent.Second, upstream);

        public void OnNext(TSecond value) => parent.NextSecond(value);

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted() => parent.Stopped();
    }
}
