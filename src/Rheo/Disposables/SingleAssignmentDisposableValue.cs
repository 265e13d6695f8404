using Rheo.Internal;

namespace Rheo.Disposables;

/// <summary>
/// The value-type form of <see cref="SingleAssignmentDisposable"/>, to embed in a class of one's own, as in Rx.NET:
/// the disposable may be set once (a second set throws <see cref="InvalidOperationException"/>); disposing before it is
/// set disposes it as soon as it arrives. Use it through a field, never a copy. Two values never compare equal.
/// </summary>
public struct SingleAssignmentDisposableValue
{
    private IDisposable? _current;

    /// <summary>Gets whether it has been disposed.</summary>
    public bool IsDisposed => DisposableSlot.IsDisposed(Volatile.Read(ref _current));

    /// <summary>Gets or sets the held disposable; reading after disposal returns <see cref="Disposable.Empty"/>.</summary>
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

    /// <summary>Returns false: values are never equal (the slot is meant to live in one field, never to be copied and compared).</summary>
    /// <param name="obj">The other object.</param>
    /// <returns>False.</returns>
    public override readonly bool Equals(object? obj) => false;

    /// <summary>Returns 0 (values are never equal).</summary>
    /// <returns>0.</returns>
    public override readonly int GetHashCode() => 0;

    /// <summary>Returns false: values are never equal.</summary>
    /// <param name="left">The first value.</param>
    /// <param name="right">The second value.</param>
    /// <returns>False.</returns>
    public static bool operator ==(SingleAssignmentDisposableValue left, SingleAssignmentDisposableValue right) => false;

    /// <summary>Returns true: values are never equal.</summary>
    /// <param name="left">The first value.</param>
    /// <param name="right">The second value.</param>
    /// <returns>True.</returns>
    public static bool operator !=(SingleAssignmentDisposableValue left, SingleAssignmentDisposableValue right) => true;
}
