namespace Rheo.Async.Disposables;

/// <summary>Holds one replaceable handle: assigning a new one disposes the previous one.</summary>
public sealed class SerialAsyncDisposable : IAsyncDisposable
{
    private readonly Lock _gate = new();
    private IAsyncDisposable? _current;
    private bool _disposed;

    /// <summary>Gets whether this handle was disposed.</summary>
    public bool IsDisposed
    {
        get
        {
            lock (_gate)
            {
                return _disposed;
            }
        }
    }

    /// <summary>Replaces the handle and disposes the previous one; after disposal, disposes the new one at once.</summary>
    /// <param name="disposable">The new handle.</param>
    /// <returns>A task that completes when the replaced (or rejected) handle is disposed.</returns>
    public ValueTask AssignAsync(IAsyncDisposable disposable)
    {
        ArgumentNullException.ThrowIfNull(disposable);
        IAsyncDisposable? previous;
        lock (_gate)
        {
            if (_disposed)
            {
                previous = disposable;
            }
            else
            {
                previous = _current;
                _current = disposable;
            }
        }

        return previous?.DisposeAsync() ?? default;
    }

    /// <inheritdoc />
    public ValueTask DisposeAsync()
    {
        IAsyncDisposable? previous;
        lock (_gate)
        {
            if (_disposed)
            {
                return default;
            }

            _disposed = true;
            previous = _current;
            _current = null;
        }

        return previous?.DisposeAsync() ?? default;
    }
}
