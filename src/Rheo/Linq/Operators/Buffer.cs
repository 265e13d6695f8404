using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Buffer(count[, skip])</c>, written directly: a list is allocated at the first value of its buffer and handed
/// downstream when full; the partial lists left at completion are emitted, in order, before completing. With
/// <c>skip == count</c> there is one buffer and no queue.
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
    /// <c>skip == count</c>. Values are written by index straight into the backing array of the list that will be
    /// handed downstream (reached once per list with <see cref="ListItems"/>), so a value costs an array store and a
    /// compare, with no list bookkeeping per value and no copy per buffer; a full list gets its count set and is sent
    /// as it is. A list is allocated at the first value of its buffer with room for <c>min(count,
    /// </c><see cref="MaxInitialCapacity"/><c>)</c> values; a larger count grows the first list (doubling, up to
    /// <c>count</c>) and allocates the next ones at their exact final size.
    /// </summary>
    private sealed class ExactSink(ISubscriber<IList<T>> downstream, int count) : Sink<T, IList<T>>(downstream)
    {
        private static readonly T[] NoItems = [];

        private T[] _items = NoItems;
        private int _index;
        private List<T>? _list;
        private int _capacity = Math.Min(count, MaxInitialCapacity);

        public override void OnNext(T value)
        {
            var items = _items;
            var index = _index;
            if ((uint)index < (uint)items.Length)
            {
                items[index] = value;
                _index = ++index;
                if (index == count)
                {
                    Emit(index);
                }

                return;
            }

            Extend(value);
        }

        public override void OnError(Exception error)
        {
            Clear();
            Downstream.OnError(error);
        }

        public override void OnCompleted()
        {
            var buffer = _list;
            var length = _index;
            Clear();
            if (buffer is not null && length > 0)
            {
                CollectionsMarshal.SetCount(buffer, length);
                buffer.TrimExcess();
                Downstream.OnNext(buffer);
                if (IsDisposed)
                {
                    return;
                }
            }

            Downstream.OnCompleted();
        }

        /// <summary>The array is full (or absent): starts a list or grows the first one, then stores <paramref name="value"/>.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private void Extend(T value)
        {
            var index = _index;
            if (_list is not { } list)
            {
                list = new List<T>(_capacity);
                _list = list;
                index = 0;
            }
            else
            {
                // Only a first list with a count over MaxInitialCapacity fills up before its count: keep what it holds.
                CollectionsMarshal.SetCount(list, index);
                list.Capacity = (int)Math.Min((uint)count, 2u * (uint)list.Capacity);
            }

            var items = ListItems(list);
            _items = items;
            items[index] = value;
            _index = ++index;
            if (index == count)
            {
                Emit(index);
            }
        }

        /// <summary>Hands the full list downstream; the next value starts a new one of the exact size.</summary>
        private void Emit(int length)
        {
            var list = _list!;
            CollectionsMarshal.SetCount(list, length);
            _list = null;
            _items = NoItems;
            _index = 0;
            _capacity = count;
            Downstream.OnNext(list);
        }

        private void Clear()
        {
            _list = null;
            _items = NoItems;
            _index = 0;
        }
    }

    /// <summary>
    /// The backing array of <paramref name="list"/> (its capacity), written by index before the list's count is set
    /// with <see cref="CollectionsMarshal.SetCount{T}"/>; the same field <see cref="CollectionsMarshal.AsSpan{T}(List{T})"/>
    /// exposes, reached once per list instead of once per value.
    /// </summary>
    [UnsafeAccessor(UnsafeAccessorKind.Field, Name = "_items")]
    private static extern ref T[] ListItems(List<T> list);

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
