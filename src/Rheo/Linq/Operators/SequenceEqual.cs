using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>SequenceEqual</c> of two observables: the side that runs ahead queues its elements until the other
/// catches up (one queue, since only one side can be ahead), a mismatch answers false at once and disposes
/// both sources. A source that completes first is kept subscribed until the answer (or an error, or disposal), and
/// both are let go at that tick, as in Rx.NET; this holds for foreign sources too (their edge does not let go at
/// their completion). No allocation per element once the queue has grown to the largest lead.
/// </summary>
internal sealed class SequenceEqual<T>(IObservable<T> first, IObservable<T> second, IEqualityComparer<T>? comparer) : Producer<bool>
{
    public override void Run(ISubscriber<bool> subscriber)
    {
        var sink = new Sink(subscriber, comparer);
        subscriber.OnSubscribe(sink);
        first.RunLeavingDisposal(sink.First);
        second.RunLeavingDisposal(sink.Second);
    }

    private sealed class Sink : IDisposable
    {
        private readonly ISubscriber<bool> _downstream;
        private readonly IEqualityComparer<T>? _comparer;
        private readonly Queue<T> _ahead = new();
        private bool _aheadIsFirst;
        private bool _firstCompleted;
        private bool _secondCompleted;
        private bool _done;
        private volatile bool _disposed;
        private IDisposable? _firstUpstream;
        private IDisposable? _secondUpstream;

        public Sink(ISubscriber<bool> downstream, IEqualityComparer<T>? comparer)
        {
            _downstream = downstream;
            _comparer = comparer;
            First = new Side(this, isFirst: true);
            Second = new Side(this, isFirst: false);
        }

        public Side First { get; }

        public Side Second { get; }

        public void Dispose()
        {
            _disposed = true;
            DisposeUpstreams();
        }

        private void DisposeUpstreams()
        {
            DisposableSlot.Dispose(ref _firstUpstream);
            DisposableSlot.Dispose(ref _secondUpstream);
        }

        private void Next(bool isFirst, T value)
        {
            lock (this)
            {
                if (_done || _disposed)
                {
                    return;
                }

                if (_ahead.Count != 0 && _aheadIsFirst != isFirst)
                {
                    var other = _ahead.Dequeue();
                    bool equal;
                    try
                    {
                        equal = isFirst ? Equal(value, other) : Equal(other, value);
                    }
                    catch (Exception error)
                    {
                        Error(error);
                        return;
                    }

                    if (!equal)
                    {
                        Result(false);
                    }
                }
                else if (isFirst ? _secondCompleted : _firstCompleted)
                {
                    Result(false);
                }
                else
                {
                    _aheadIsFirst = isFirst;
                    _ahead.Enqueue(value);
                }
            }
        }

        private void Completed(bool isFirst)
        {
            lock (this)
            {
                if (_done || _disposed)
                {
                    return;
                }

                if (isFirst)
                {
                    _firstCompleted = true;
                }
                else
                {
                    _secondCompleted = true;
                }

                if (_ahead.Count != 0 && _aheadIsFirst != isFirst)
                {
                    // The other side already has more elements than this one ever will.
                    Result(false);
                }
                else if (_firstCompleted && _secondCompleted)
                {
                    Result(true);
                }
            }
        }

        private void Error(Exception error)
        {
            lock (this)
            {
                if (_done || _disposed)
                {
                    return;
                }

                _done = true;
                DisposeUpstreams();
                _downstream.OnError(error);
            }
        }

        private bool Equal(T x, T y) => _comparer is null ? EqualityComparer<T>.Default.Equals(x, y) : _comparer.Equals(x, y);

        private void Result(bool equal)
        {
            _done = true;
            DisposeUpstreams();
            _downstream.OnNext(equal);

            // The downstream may have disposed this sink while it received the value; then it hears no more.
            if (!_disposed)
            {
                _downstream.OnCompleted();
            }
        }

        internal sealed class Side(Sink parent, bool isFirst) : ISubscriber<T>
        {
            public void OnSubscribe(IDisposable upstream)
            {
                if (isFirst)
                {
                    DisposableSlot.SetOnce(ref parent._firstUpstream, upstream);
                }
                else
                {
                    DisposableSlot.SetOnce(ref parent._secondUpstream, upstream);
                }
            }

            public void OnNext(T value) => parent.Next(isFirst, value);

            public void OnError(Exception error) => parent.Error(error);

            public void OnCompleted() => parent.Completed(isFirst);
        }
    }
}
