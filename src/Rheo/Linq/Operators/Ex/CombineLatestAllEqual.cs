using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>CombineLatestValuesAreAllTrue</c> / <c>...AllFalse</c>: once every source has sent a value, sends after
/// each value whether the latest value of every source equals <c>expected</c>. Keeps one flag pair per
/// source and a count of the sources currently at <c>expected</c>, so a value costs O(1) under one lock.
/// Completes when every source completed, or at once when a source completes without a value; the first
/// error wins.
/// </summary>
internal sealed class CombineLatestAllEqual(IObservable<bool>[] sources, bool expected) : Producer<bool>
{
    public override void Run(ISubscriber<bool> subscriber)
    {
        var sink = new Sink(subscriber, sources.Length, expected);
        subscriber.OnSubscribe(sink);
        if (sources.Length == 0)
        {
            subscriber.OnCompleted();
            return;
        }

        for (var i = 0; i < sources.Length && !sink.IsDone; i++)
        {
            sources[i].Run(new Inner(sink, i));
        }
    }

    private sealed class Sink(ISubscriber<bool> downstream, int count, bool expected) : IDisposable
    {
        private readonly IDisposable?[] _handles = new IDisposable?[count];
        private readonly byte[] _state = new byte[count]; // bit 0: has value, bit 1: value == expected, bit 2: completed
        private int _missing = count;
        private int _matching;
        private int _active = count;
        private bool _done;

        public bool IsDone => Volatile.Read(ref _done);

        public void SetHandle(int index, IDisposable handle) => DisposableSlot.TrySetOnce(ref _handles[index], handle);

        public void Next(int index, bool value)
        {
            lock (this)
            {
                if (_done)
                {
                    return;
                }

                var state = _state[index];
                if ((state & 1) == 0)
                {
                    _missing--;
                    state |= 1;
                }
                else if ((state & 2) != 0)
                {
                    _matching--;
                }

                if (value == expected)
                {
                    _matching++;
                    state |= 2;
                }
                else
                {
                    state &= unchecked((byte)~2);
                }

                _state[index] = state;
                if (_missing == 0)
                {
                    downstream.OnNext(_matching == _state.Length);
                }
            }
        }

        public void Error(Exception error)
        {
            lock (this)
            {
                if (_done)
                {
                    return;
                }

                _done = true;
                DisposeAll();
                downstream.OnError(error);
            }
        }

        public void Completed(int index)
        {
            lock (this)
            {
                if (_done)
                {
                    return;
                }

                _state[index] |= 4;
                if (--_active == 0 || (_state[index] & 1) == 0)
                {
                    _done = true;
                    DisposeAll();
                    downstream.OnCompleted();
                }
            }
        }

        public void Dispose()
        {
            Volatile.Write(ref _done, true);
            DisposeAll();
        }

        private void DisposeAll()
        {
            for (var i = 0; i < _handles.Length; i++)
            {
                DisposableSlot.Dispose(ref _handles[i]);
            }
        }
    }

    private sealed class Inner(Sink parent, int index) : ISubscriber<bool>
    {
        public void OnSubscribe(IDisposable upstream) => parent.SetHandle(index, upstream);

        public void OnNext(bool value) => parent.Next(index, value);

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted() => parent.Completed(index);
    }
}
