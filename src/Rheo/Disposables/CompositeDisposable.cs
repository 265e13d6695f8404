using System.Collections;

namespace Rheo.Disposables;

/// <summary>
/// A group of disposables disposed together. Adding to a disposed group disposes the item at once.
/// Items live in an array with holes left by removals; the array is compacted in place when it fills,
/// so adding and removing allocate nothing once it has grown to the working size.
/// </summary>
public sealed class CompositeDisposable : ICollection<IDisposable>, ICancelable
{
    private const int DefaultCapacity = 4;

    private readonly Lock _gate = new();
    private IDisposable?[] _items;
    private int _size;
    private int _count;
    private volatile bool _disposed;

    /// <summary>Creates an empty group.</summary>
    public CompositeDisposable() => _items = [];

    /// <summary>Creates an empty group with room for <paramref name="capacity"/> items.</summary>
    /// <param name="capacity">The initial capacity.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="capacity"/> is negative.</exception>
    public CompositeDisposable(int capacity)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(capacity);
        _items = capacity == 0 ? [] : new IDisposable?[capacity];
    }

    /// <summary>Creates a group holding <paramref name="disposables"/>.</summary>
    /// <param name="disposables">The items; none may be null.</param>
    /// <exception cref="ArgumentNullException"><paramref name="disposables"/> is null.</exception>
    /// <exception cref="ArgumentException">An item is null.</exception>
    public CompositeDisposable(params IDisposable[] disposables)
    {
        ArgumentNullException.ThrowIfNull(disposables);
        _items = Copy(disposables, disposables.Length);
        _size = _count = disposables.Length;
    }

    /// <summary>Creates a group holding <paramref name="disposables"/>.</summary>
    /// <param name="disposables">The items; none may be null.</param>
    /// <exception cref="ArgumentNullException"><paramref name="disposables"/> is null.</exception>
    /// <exception cref="ArgumentException">An item is null.</exception>
    public CompositeDisposable(IEnumerable<IDisposable> disposables)
    {
        ArgumentNullException.ThrowIfNull(disposables);
        var list = disposables as ICollection<IDisposable> ?? new List<IDisposable>(disposables);
        var array = new IDisposable[list.Count];
        list.CopyTo(array, 0);
        _items = Copy(array, array.Length);
        _size = _count = array.Length;
    }

    /// <summary>Gets the number of items in the group.</summary>
    public int Count
    {
        get
        {
            lock (_gate)
            {
                return _count;
            }
        }
    }

    /// <summary>Gets false: items can be added and removed.</summary>
    public bool IsReadOnly => false;

    /// <summary>Gets whether the group has been disposed.</summary>
    public bool IsDisposed => _disposed;

    /// <summary>Adds an item, or disposes it at once if the group is disposed.</summary>
    /// <param name="item">The item.</param>
    /// <exception cref="ArgumentNullException"><paramref name="item"/> is null.</exception>
    public void Add(IDisposable item)
    {
        ArgumentNullException.ThrowIfNull(item);
        lock (_gate)
        {
            if (!_disposed)
            {
                if (_size == _items.Length)
                {
                    MakeRoom();
                }

                _items[_size++] = item;
                _count++;
                return;
            }
        }

        item.Dispose();
    }

    /// <summary>Removes the first occurrence of <paramref name="item"/> and disposes it.</summary>
    /// <param name="item">The item.</param>
    /// <returns>Whether the item was found.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="item"/> is null.</exception>
    public bool Remove(IDisposable item)
    {
        ArgumentNullException.ThrowIfNull(item);
        lock (_gate)
        {
            if (_disposed)
            {
                return false;
            }

            var items = _items;
            var index = -1;
            for (var i = 0; i < _size; i++)
            {
                if (ReferenceEquals(items[i], item) || (items[i] is { } candidate && candidate.Equals(item)))
                {
                    index = i;
                    break;
                }
            }

            if (index < 0)
            {
                return false;
            }

            items[index] = null;
            _count--;
            while (_size > 0 && items[_size - 1] is null)
            {
                _size--;
            }
        }

        item.Dispose();
        return true;
    }

    /// <summary>Removes and disposes every item; the group stays usable.</summary>
    public void Clear()
    {
        IDisposable?[] removed;
        int size;
        lock (_gate)
        {
            if (_disposed || _count == 0)
            {
                return;
            }

            size = _size;
            removed = _items;
            _items = new IDisposable?[removed.Length];
            _size = 0;
            _count = 0;
        }

        DisposeAll(removed, size);
    }

    /// <summary>Gets whether the group holds <paramref name="item"/>.</summary>
    /// <param name="item">The item.</param>
    /// <returns>Whether it is in the group.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="item"/> is null.</exception>
    public bool Contains(IDisposable item)
    {
        ArgumentNullException.ThrowIfNull(item);
        lock (_gate)
        {
            return !_disposed && Array.IndexOf(_items, item, 0, _size) >= 0;
        }
    }

    /// <summary>Copies the items to <paramref name="array"/> from <paramref name="arrayIndex"/>.</summary>
    /// <param name="array">The destination.</param>
    /// <param name="arrayIndex">Where to start in <paramref name="array"/>.</param>
    /// <exception cref="ArgumentNullException"><paramref name="array"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="arrayIndex"/> is negative, not inside <paramref name="array"/> (even for an empty group, as in Rx.NET), or leaves too little room.</exception>
    public void CopyTo(IDisposable[] array, int arrayIndex)
    {
        ArgumentNullException.ThrowIfNull(array);
        ArgumentOutOfRangeException.ThrowIfNegative(arrayIndex);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(arrayIndex, array.Length);
        lock (_gate)
        {
            if (arrayIndex > array.Length - _count)
            {
                throw new ArgumentOutOfRangeException(nameof(arrayIndex), arrayIndex, "The array is too small.");
            }

            for (var i = 0; i < _size; i++)
            {
                if (_items[i] is { } item)
                {
                    array[arrayIndex++] = item;
                }
            }
        }
    }

    /// <summary>Enumerates a snapshot of the items.</summary>
    /// <returns>The enumerator.</returns>
    public IEnumerator<IDisposable> GetEnumerator()
    {
        IDisposable[] snapshot;
        lock (_gate)
        {
            if (_disposed || _count == 0)
            {
                return ((IEnumerable<IDisposable>)[]).GetEnumerator();
            }

            snapshot = new IDisposable[_count];
            var j = 0;
            for (var i = 0; i < _size; i++)
            {
                if (_items[i] is { } item)
                {
                    snapshot[j++] = item;
                }
            }
        }

        return ((IEnumerable<IDisposable>)snapshot).GetEnumerator();
    }

    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();

    /// <summary>Disposes every item and the group; later additions are disposed at once. Idempotent.</summary>
    public void Dispose()
    {
        IDisposable?[] items;
        int size;
        lock (_gate)
        {
            if (_disposed)
            {
                return;
            }

            _disposed = true;
            items = _items;
            size = _size;
            _items = [];
            _size = 0;
            _count = 0;
        }

        DisposeAll(items, size);
    }

    private static IDisposable?[] Copy(IDisposable[] source, int length)
    {
        var items = new IDisposable?[Math.Max(length, DefaultCapacity)];
        for (var i = 0; i < length; i++)
        {
            items[i] = source[i] ?? throw new ArgumentException("The collection contains a null item.", "disposables");
        }

        return items;
    }

    private static void DisposeAll(IDisposable?[] items, int size)
    {
        for (var i = 0; i < size; i++)
        {
            items[i]?.Dispose();
        }
    }

    private void MakeRoom()
    {
        if (_count < _size)
        {
            // Holes left by Remove: close them in place rather than grow.
            var items = _items;
            var j = 0;
            for (var i = 0; i < _size; i++)
            {
                if (items[i] is { } item)
                {
                    items[j++] = item;
                }
            }

            Array.Clear(items, j, _size - j);
            _size = j;
            return;
        }

        var grown = new IDisposable?[_items.Length == 0 ? DefaultCapacity : _items.Length * 2];
        Array.Copy(_items, grown, _size);
        _items = grown;
    }
}
