namespace Rheo.Disposables;

/// <summary>
/// A fixed group of disposables disposed together once. Unlike <see cref="CompositeDisposable"/> it cannot
/// grow or shrink, which makes it a single small object with no lock.
/// </summary>
public abstract class StableCompositeDisposable : ICancelable
{
    /// <summary>Creates a group of two disposables.</summary>
    /// <param name="disposable1">The first disposable.</param>
    /// <param name="disposable2">The second disposable.</param>
    /// <returns>The group.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static ICancelable Create(IDisposable disposable1, IDisposable disposable2)
    {
        ArgumentNullException.ThrowIfNull(disposable1);
        ArgumentNullException.ThrowIfNull(disposable2);
        return new Binary(disposable1, disposable2);
    }

    /// <summary>Creates a group of disposables.</summary>
    /// <param name="disposables">The disposables; none may be null.</param>
    /// <returns>The group.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="disposables"/> is null.</exception>
    /// <exception cref="ArgumentException">An item is null.</exception>
    public static ICancelable Create(params IDisposable[] disposables)
    {
        ArgumentNullException.ThrowIfNull(disposables);
        return new Many((IDisposable[])disposables.Clone());
    }

    /// <summary>Creates a group of disposables.</summary>
    /// <param name="disposables">The disposables; none may be null.</param>
    /// <returns>The group.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="disposables"/> is null.</exception>
    /// <exception cref="ArgumentException">An item is null.</exception>
    public static ICancelable Create(IEnumerable<IDisposable> disposables)
    {
        ArgumentNullException.ThrowIfNull(disposables);
        return new Many([.. disposables]);
    }

    /// <summary>Gets whether the group has been disposed.</summary>
    public abstract bool IsDisposed { get; }

    /// <summary>Disposes every member, once.</summary>
    public abstract void Dispose();

    private sealed class Binary(IDisposable first, IDisposable second) : StableCompositeDisposable
    {
        private IDisposable? _first = first;
        private IDisposable? _second = second;

        public override bool IsDisposed => Volatile.Read(ref _first) is null;

        public override void Dispose()
        {
            Interlocked.Exchange(ref _first, null)?.Dispose();
            Interlocked.Exchange(ref _second, null)?.Dispose();
        }
    }

    private sealed class Many : StableCompositeDisposable
    {
        private IDisposable[]? _items;

        public Many(IDisposable[] items)
        {
            foreach (var item in items)
            {
                if (item is null)
                {
                    throw new ArgumentException("The collection contains a null item.", "disposables");
                }
            }

            _items = items;
        }

        public override bool IsDisposed => Volatile.Read(ref _items) is null;

        public override void Dispose()
        {
            if (Interlocked.Exchange(ref _items, null) is { } items)
            {
                foreach (var item in items)
                {
                    item.Dispose();
                }
            }
        }
    }
}
