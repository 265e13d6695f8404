namespace Rheo.Async.Disposables;

/// <summary>
/// Disposes an underlying handle once it is disposed itself and every dependent handle obtained from
/// <see cref="GetDisposable"/> is disposed too.
/// </summary>
/// <param name="disposable">The underlying handle.</param>
public sealed class RefCountAsyncDisposable(IAsyncDisposable disposable) : IAsyncDisposable
{
    private readonly Lock _gate = new();
    private IAsyncDisposable? _underlying = disposable ?? throw new ArgumentNullException(nameof(disposable));
    private int _count;
    private bool _primaryDisposed;

    /// <summary>Gets whether the underlying handle was disposed.</summary>
    public bool IsDisposed
    {
        get
        {
            lock (_gate)
            {
                return _underlying is null;
            }
        }
    }

    /// <summary>Gets a dependent handle that keeps the underlying one alive until it is disposed.</summary>
    /// <returns>The dependent handle (a no-op if the underlying handle is already disposed).</returns>
    public IAsyncDisposable GetDisposable()
    {
        lock (_gate)
        {
            if (_underlying is null)
            {
                return AsyncDisposable.Nop;
            }

            _count++;
            return new Dependent(this);
        }
    }

    /// <inheritdoc />
    public ValueTask DisposeAsync()
    {
        IAsyncDisposable? toDispose = null;
        lock (_gate)
        {
            if (_underlying is null || _primaryDisposed)
            {
                return default;
            }

            _primaryDisposed = true;
            if (_count == 0)
            {
                toDispose = _underlying;
                _underlying = null;
            }
        }

        return toDispose?.DisposeAsync() ?? default;
    }

    private ValueTask Release()
    {
        IAsyncDisposable? toDispose = null;
        lock (_gate)
        {
            if (_underlying is null)
            {
                return default;
            }

            if (--_count == 0 && _primaryDisposed)
            {
                toDispose = _underlying;
                _underlying = null;
            }
        }

        return toDispose?.DisposeAsync() ?? default;
    }

    private sealed class Dependent(RefCountAsyncDisposable parent) : IAsyncDisposable
    {
        private RefCountAsyncDisposable? _parent = parent;

        public ValueTask DisposeAsync() => Interlocked.Exchange(ref _parent, null)?.Release() ?? default;
    }
}
