using Rheo.Internal;

namespace Rheo.Disposables;

/// <summary>
/// Holds one disposable at a time: setting a new value disposes the previous one; once this object is
/// disposed, any value set is disposed at once. Lock-free.
/// </summary>
public sealed class SerialDisposable : ICancelable
{
    private IDisposable? _current;

    /// <summary>Gets whether this object has been disposed.</summary>
    public bool IsDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _current));

    /// <summary>
    /// Gets or sets the held disposable. Setting disposes the previous value (or the new one, if this object
    /// is disposed). Reading after disposal returns null, as in Rx.NET.
    /// </summary>
    public IDisposable? Disposable
    {
        get
        {
            var current = Volatile.Read(ref _current);
            return DisposableSlot.IsDisposed(current) ? null : current;
        }

        set => DisposableSlot.TrySetSerial(ref _current, value);
    }

    /// <summary>Disposes the held disposable and every one set later. Idempotent.</summary>
    public void Dispose() => DisposableSlot.Dispose(ref _current);
}
