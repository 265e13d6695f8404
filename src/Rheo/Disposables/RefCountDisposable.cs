namespace Rheo.Disposables;

/// <summary>
/// Disposes an underlying disposable once this object has been disposed and every dependent handle
/// obtained from <see cref="GetDisposable"/> has been disposed too. Lock-free: one <see cref="int"/> holds
/// the count and the primary's disposed bit.
/// </summary>
public sealed class RefCountDisposable : ICancelable
{
    private const int PrimaryDisposed = int.MinValue;

    private readonly bool _throwWhenDisposed;
    private IDisposable? _underlying;
    private int _state;

    /// <summary>Creates a reference-counted wrapper around <paramref name="disposable"/>.</summary>
    /// <param name="disposable">The underlying disposable.</param>
    /// <exception cref="ArgumentNullException"><paramref name="disposable"/> is null.</exception>
    public RefCountDisposable(IDisposable disposable)
        : this(disposable, false)
    {
    }

    /// <summary>Creates a reference-counted wrapper around <paramref name="disposable"/>.</summary>
    /// <param name="disposable">The underlying disposable.</param>
    /// <param name="throwWhenDisposed">Whether <see cref="GetDisposable"/> throws <see cref="ObjectDisposedException"/> once this object is disposed (otherwise it returns <see cref="Disposable.Empty"/>).</param>
    /// <exception cref="ArgumentNullException"><paramref name="disposable"/> is null.</exception>
    public RefCountDisposable(IDisposable disposable, bool throwWhenDisposed)
    {
        ArgumentNullException.ThrowIfNull(disposable);
        _underlying = disposable;
        _throwWhenDisposed = throwWhenDisposed;
    }

    /// <summary>Gets whether the underlying disposable has been disposed.</summary>
    public bool IsDisposed => Volatile.Read(ref _underlying) is null;

    /// <summary>
    /// Returns a dependent handle that keeps the underlying disposable alive until it is disposed. While dependent
    /// handles are outstanding the underlying disposable is alive, so a new handle is issued even after
    /// <see cref="Dispose"/> (as in Rx.NET).
    /// </summary>
    /// <returns>The handle; <see cref="Disposable.Empty"/> once the underlying disposable is disposed, if this object was created without <c>throwWhenDisposed</c>.</returns>
    /// <exception cref="ObjectDisposedException">The underlying disposable is disposed and this object was created with <c>throwWhenDisposed</c>.</exception>
    public IDisposable GetDisposable()
    {
        var state = Volatile.Read(ref _state);
        while (true)
        {
            // Only the primary's bit with no dependent left means the underlying disposable is (being) disposed.
            if (state == PrimaryDisposed)
            {
                ObjectDisposedException.ThrowIf(_throwWhenDisposed, this);
                return Disposable.Empty;
            }

            if ((state & int.MaxValue) == int.MaxValue)
            {
                throw new OverflowException("Too many dependent disposables.");
            }

            var observed = Interlocked.CompareExchange(ref _state, state + 1, state);
            if (observed == state)
            {
                return new Dependent(this);
            }

            state = observed;
        }
    }

    /// <summary>Disposes the primary; the underlying disposable goes once every dependent handle is disposed. Idempotent.</summary>
    public void Dispose()
    {
        var state = Volatile.Read(ref _state);
        while (true)
        {
            if ((state & PrimaryDisposed) != 0)
            {
                return;
            }

            var observed = Interlocked.CompareExchange(ref _state, state | PrimaryDisposed, state);
            if (observed == state)
            {
                if (state == 0)
                {
                    DisposeUnderlying();
                }

                return;
            }

            state = observed;
        }
    }

    private void Release()
    {
        if (Interlocked.Decrement(ref _state) == PrimaryDisposed)
        {
            DisposeUnderlying();
        }
    }

    private void DisposeUnderlying() => Interlocked.Exchange(ref _underlying, null)?.Dispose();

    private sealed class Dependent(RefCountDisposable parent) : IDisposable
    {
        private RefCountDisposable? _parent = parent;

        public void Dispose() => Interlocked.Exchange(ref _parent, null)?.Release();
    }
}
