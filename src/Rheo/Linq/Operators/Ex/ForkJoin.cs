using Rheo.Disposables;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ForkJoin(sources)</c>: subscribes to every source and keeps each one's last value; when all have completed,
/// emits the array of last values and completes. A source completing without a value completes the result at once,
/// without a value (the others are disposed); no sources at all completes at once too. The first error fails the
/// result and disposes the others. Messages meet under one lock.
/// </summary>
internal sealed class ForkJoin<T>(IEnumerable<IObservable<T>> sources) : Producer<T[]>
{
    public override void Run(ISubscriber<T[]> subscriber)
    {
        IObservable<T>[] all;
        try
        {
            all = [.. sources];
        }
        catch (Exception error)
        {
            subscriber.OnSubscribe(Disposable.Empty);
            subscriber.OnError(error);
            return;
        }

        var sink = new Sink(subscriber, all.Length);
        subscriber.OnSubscribe(sink);
        if (all.Length == 0)
        {
            sink.CompleteEmpty();
            return;
        }

        for (var i = 0; i < all.Length && !sink.IsDone; i++)
        {
            all[i].Run(new Slot(sink, i));
        }
    }

    private sealed class Sink(ISubscriber<T[]> downstream, int count) : IDisposable
    {
        private readonly Lock _gate = new();
        private readonly T[] _values = new T[count];
        private readonly bool[] _hasValue = new bool[count];
        private readonly IDisposable?[] _handles = new IDisposable?[count];
        private int _remaining = count;
        private volatile bool _done;

        public bool IsDone => _done;

        public void SetHandle(int index, IDisposable handle)
        {
            lock (_gate)
            {
                if (!_done)
                {
                    _handles[index] = handle;
                    return;
                }
            }

            handle.Dispose();
        }

        public void Next(int index, T value)
        {
            lock (_gate)
            {
                if (!_done)
                {
                    _values[index] = value;
                    _hasValue[index] = true;
                }
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

            DisposeAll();
            downstream.OnError(error);
        }

        public void Completed(int index)
        {
            lock (_gate)
            {
                if (_done)
                {
                    return;
                }

                if (_hasValue[index] && --_remaining != 0)
                {
                    return;
                }

                _done = true;
            }

            DisposeAll();
            if (_hasValue[index])
            {
                downstream.OnNext(_values);
                if (!_disposed)
                {
                    downstream.OnCompleted();
                }
            }
            else
            {
                downstream.OnCompleted();
            }
        }

        public void CompleteEmpty()
        {
            _done = true;
            downstream.OnCompleted();
        }

        private volatile bool _disposed;

        public void Dispose()
        {
            _disposed = true;
            lock (_gate)
            {
                _done = true;
            }

            DisposeAll();
        }

        private void DisposeAll()
        {
            for (var i = 0; i < _handles.Length; i++)
            {
                Interlocked.Exchange(ref _handles[i], null)?.Dispose();
            }
        }
    }

    private sealed class Slot(Sink parent, int index) : ISubscriber<T>
    {
        public void OnSubscribe(IDisposable upstream) => parent.SetHandle(index, upstream);

        public void OnNext(T value) => parent.Next(index, value);

        public void OnError(Exception error) => parent.Error(error);

        public void OnCompleted() => parent.Completed(index);
    }
}
