using Rheo.Internal;

namespace Rheo.Disposables;

/// <summary>
/// Holds a disposable that may be set once. Disposing before it is set disposes the value as soon as
/// it arrives; setting it twice throws <see cref="InvalidOperationException"/>.
/// </summary>
public sealed class SingleAssignmentDisposable : ICancelable
{
    private IDisposable? _current;

    /// <summary>Gets whether this object has been disposed.</summary>
    public bool IsDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _current));

    /// <summary>Gets or sets the held disposable. Reading after disposal returns <see cref="Disposable.Empty"/>.</summary>
    /// <exception cref="InvalidOperationException">The value was already set.</exception>
    public IDisposable? Disposable
    {
        get
        {
            var current = Volatile.Read(ref _current);
            return DisposableSlot.IsDisposed(current) ? Disposables.Disposable.Empty : current;
        }

        set
        {
            if (!DisposableSlot.TrySetOnce(ref _current, value))
            {
                throw new InvalidOperationException("The disposable has already been assigned.");
            }
        }
    }

    /// <summary>Disposes the held disposable, now or when it is set.</summary>
    public void Dispose() => DisposableSlot.Dispose(ref _current);
}
