using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Buffer(count[, skip])</c>, written directly: a list is allocated when its first value arrives (so only
/// lists that are emitted are allocated) and handed downstream when full; the partial lists left at completion
/// are emitted, in order, before completing. With <c>skip == count</c> there is one list and no queue.
/// </summary>
internal sealed class Buffer<T>(IObservable<T> source, int count, int skip) : Producer<IList<T>>
{
    // A large count does not reserve memory up front: the first list grows as needed, and once one list has
    // filled up, the next ones are allocated at their exact final size.
    private const int MaxInitialCapacity = 1 << 16;

    public override void Run(ISubscriber<IList<T>> subscriber)
    {
        Sink<T, IList<T>> sink = count == skip ? new ExactSink(subscriber, count) : new SkipSink(subscriber, count, skip);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class ExactSink(ISubscriber<IList<T>> downstream, int count) : Sink<T, IList<T>>(downstream)
    {
        private List<T>? _buffer;
        private int _capacity = Math.Min(count, MaxInitialCapacity);

        public override void OnNext(T value)
        {
            var buffer = _buffer ??= new List<T>(_capacity);
            buffer.Add(value);
            if (buffer.Count == count)
            {
                _buffer = null;
                _capacity = count;
                Downstream.OnNext(buffer);
            }
        }

        public override void OnError(Exception error)
        {
            _buffer = null;
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            var buffer = _buffer;
            _buffer = null;
            if (buffer is not null)
            {
                Downstream.OnNext(buffer);
                if (IsDisposed)
                {
                    return;
                }
            }

            Downstream.OnCompleted();
        }
    }

    private sealed class SkipSink(ISubscriber<IList<T>> downstream, int count, int skip) : Sink<T, IList<T>>(downstream)
    {
        private readonly Queue<List<T>> _buffers = new();
        private int _untilNext;
        private int _capacity = Math.Min(count, MaxInitialCapacity);

        public override void OnNext(T value)
        {
            if (_untilNext == 0)
            {
                _buffers.Enqueue(new List<T>(_capacity));
                _untilNext = skip;
            }

            _untilNext--;
            foreach (var buffer in _buffers)
            {
                buffer.Add(value);
            }

            if (_buffers.Count > 0 && _buffers.Peek().Count == count)
            {
                _capacity = count;
                Downstream.OnNext(_buffers.Dequeue());
            }
        }

        public override void OnError(Exception error)
        {
            _buffers.Clear();
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            while (_buffers.TryDequeue(out var buffer))
            {
                Downstream.OnNext(buffer);
                if (IsDisposed)
                {
                    return;
                }
            }

            Downstream.OnCompleted();
        }
    }
}
