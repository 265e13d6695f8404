using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Buffer(count[, skip])</c>, written directly: a list is allocated only when it is emitted (so only lists that
/// are emitted are allocated) and handed downstream when full; the partial lists left at completion are emitted, in
/// order, before completing. With <c>skip == count</c> there is one buffer and no queue.
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

    /// <summary>
    /// <c>skip == count</c>. Up to <see cref="MaxInitialCapacity"/> values are gathered by index in one array of the
    /// sink's own, reused for every buffer; a full (or final) buffer is copied into a new list of its exact size. So
    /// a value costs an array store (no list bookkeeping per value) and a buffer the same list and array as before.
    /// A larger count grows one list at a time.
    /// </summary>
    private sealed class ExactSink(ISubscriber<IList<T>> downstream, int count) : Sink<T, IList<T>>(downstream)
    {
        private T[]? _items;
        private int _index;
        private List<T>? _buffer;
        private int _capacity = MaxInitialCapacity;

        public override void OnNext(T value)
        {
            if (count <= MaxInitialCapacity)
            {
                var items = _items ??= new T[count];
                var index = _index;
                items[index] = value;
                if (++index < count)
                {
                    _index = index;
                    return;
                }

                _index = 0;
                Downstream.OnNext(Emitted(items, count));
                return;
            }

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
            Clear();
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            List<T>? buffer;
            if (_index > 0)
            {
                buffer = Emitted(_items!, _index);
            }
            else
            {
                buffer = _buffer;
            }

            Clear();
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

        /// <summary>A new list holding the first <paramref name="length"/> gathered values (cleared in the array when they hold references).</summary>
        private static List<T> Emitted(T[] items, int length)
        {
            var list = new List<T>(length);
            CollectionsMarshal.SetCount(list, length);
            var gathered = items.AsSpan(0, length);
            gathered.CopyTo(CollectionsMarshal.AsSpan(list));
            if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
            {
                gathered.Clear();
            }

            return list;
        }

        private void Clear()
        {
            if (_items is { } items && RuntimeHelpers.IsReferenceOrContainsReferences<T>())
            {
                items.AsSpan(0, _index).Clear();
            }

            _items = null;
            _index = 0;
            _buffer = null;
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
