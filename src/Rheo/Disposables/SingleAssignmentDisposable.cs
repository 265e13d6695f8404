namespace Rheo.Disposables;

/// <summary>
/// Holds a disposable that may be set once. Disposing before it is set disposes the value as soon as
/// it arrives; setting it twice throws <see cref="InvalidOperationException"/>. The logic is
/// <see cref="SingleAssignmentDisposableValue"/>'s, held in a field.
/// </summary>
public sealed class SingleAssignmentDisposable : ICancelable
{
    private SingleAssignmentDisposableValue _value;

    /// <summary>Gets whether this object has been disposed.</summary>
    public bool IsDisposed => _value.IsDisposed;

    /// <summary>Gets or sets the held disposable. Reading after disposal returns <see cref="Disposable.Empty"/>.</summary>
    /// <exception cref="InvalidOperationException">The value was already set.</exception>
    public IDisposable? Disposable
    {
        get => _value.Disposable;
        set => _value.Disposable = value;
    }

    /// <summary>Disposes the held disposable, now or when it is set.</summary>
    public void Dispose() => _value.Dispose();
}
