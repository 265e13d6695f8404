namespace Rheo.Async.Disposables;

/// <summary>A group of handles disposed together; a handle added after disposal is disposed at once.</summary>
public sealed class CompositeAsyncDisposable : IAsyncDisposable
{
    private readonly Lock _gate = new();
    private List<IAsyncDisposable>? _items = [];

    /// <summary>Creates a group holding <paramref name="disposables"/>.</summary>
    /// <param name="disposables">The initial handles.</param>
    public CompositeAsyncDisposable(params IEnumerable<IAsyncDisposable> disposables)
    {
        ArgumentNullException.ThrowIfNull(disposables);
        foreach (var d in disposables)
        {
            ArgumentNullException.ThrowIfNull(d, nameof(disposables));
            _items!.Add(d);
        }
    }

    /// <summary>Gets the number of handles held.</summary>
    public int Count
    {
        get
        {
            lock (_gate)
            {
                return _items?.Count ?? 0;
            }
        }
    }

    /// <summary>Gets whether this group was disposed.</summary>
    public bool IsDisposed
    {
        get
        {
            lock (_gate)
            {
                return _items is null;
            }
        }
    }

    /// <summary>Adds a handle, or disposes it if the group is already disposed.</summary>
    /// <param name="disposable">The handle.</param>
    /// <returns>A task that completes when a rejected handle is disposed.</returns>
    public ValueTask AddAsync(IAsyncDisposable disposable)
    {
        ArgumentNullException.ThrowIfNull(disposable);
        lock (_gate)
        {
            if (_items is not null)
            {
                _items.Add(disposable);
                return default;
            }
        }

        return disposable.DisposeAsync();
    }

    /// <summary>Removes a handle and disposes it.</summary>
    /// <param name="disposable">The handle.</param>
    /// <returns><see langword="true"/> if the handle was found and removed.</returns>
    public ValueTask<bool> RemoveAsync(IAsyncDisposable disposable)
    {
        ArgumentNullException.ThrowIfNull(disposable); // thrown at the call, not into the task
        return RemoveCoreAsync(disposable);
    }

    private async ValueTask<bool> RemoveCoreAsync(IAsyncDisposable disposable)
    {
        lock (_gate)
        {
            if (_items is null || !_items.Remove(disposable))
            {
                return false;
            }
        }

        await disposable.DisposeAsync().ConfigureAwait(false);
        return true;
    }

    /// <inheritdoc />
    public async ValueTask DisposeAsync()
    {
        List<IAsyncDisposable>? items;
        lock (_gate)
        {
            items = _items;
            _items = null;
        }

        if (items is null)
        {
            return;
        }

        List<Exception>? errors = null;
        foreach (var item in items)
        {
            try
            {
                await item.DisposeAsync().ConfigureAwait(false);
            }
            catch (Exception ex)
            {
                (errors ??= []).Add(ex);
            }
        }

        if (errors is not null)
        {
            throw new AggregateException(errors);
        }
    }
}
