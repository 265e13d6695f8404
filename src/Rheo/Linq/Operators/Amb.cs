using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Amb</c>: subscribes to every source; the first to send any message wins (one compare-and-swap) and
/// the others are disposed. After that the winner's messages go straight downstream: no lock, no
/// allocation per element.
/// </summary>
internal sealed class Amb<T>(IObservable<T>[] sources) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        if (Array.IndexOf(sources, null) >= 0)
        {
            new Throw<T>(new InvalidOperationException("The sources contain null.")).Run(subscriber);
            return;
        }

        var sink = new Sink(subscriber, sources.Length);
        subscriber.OnSubscribe(sink);
        sink.Subscribe(sources);
    }

    private sealed class Sink : IDisposable
    {
        private readonly ISubscriber<T> _downstream;
        private readonly Inner[] _inners;
        private int _winner = -1;

        public Sink(ISubscriber<T> downstream, int count)
        {
            _downstream = downstream;
            _inners = new Inner[count];
            for (var i = 0; i < count; i++)
            {
                _inners[i] = new Inner(this, i);
            }
        }

        public void Subscribe(IObservable<T>[] sources)
        {
            if (sources.Length == 0)
            {
                _downstream.OnCompleted();
                return;
            }

            for (var i = 0; i < sources.Length; i++)
            {
                var winner = Volatile.Read(ref _winner);
                if (winner >= 0)
                {
                    // A source already won synchronously; the rest are never subscribed.
                    return;
                }

                sources[i].Run(_inners[i]);
            }
        }

        public void Dispose()
        {
            Volatile.Write(ref _winner, int.MaxValue);
            foreach (var inner in _inners)
            {
                inner.Dispose();
            }
        }

        private bool TryWin(int index)
        {
            var winner = Volatile.Read(ref _winner);
            if (winner == index)
            {
                return true;
            }

            if (winner != -1 || Interlocked.CompareExchange(ref _winner, index, -1) != -1)
            {
                return false;
            }

            for (var i = 0; i < _inners.Length; i++)
            {
                if (i != index)
                {
                    _inners[i].Dispose();
                }
            }

            return true;
        }

        private sealed class Inner(Sink parent, int index) : ISubscriber<T>, IDisposable
        {
            private IDisposable? _upstream;
            private bool _won;

            public void OnSubscribe(IDisposable upstream) => DisposableSlot.TrySetOnce(ref _upstream, upstream);

            public void OnNext(T value)
            {
                if (_won || (_won = parent.TryWin(index)))
                {
                    parent._downstream.OnNext(value);
                }
            }

            public void OnError(Exception error)
            {
                if (_won || parent.TryWin(index))
                {
                    parent._downstream.OnError(error);
                }
            }

            public void OnCompleted()
            {
                if (_won || parent.TryWin(index))
                {
                    parent._downstream.OnCompleted();
                }
            }

            public void Dispose() => DisposableSlot.Dispose(ref _upstream);
        }
    }
}
