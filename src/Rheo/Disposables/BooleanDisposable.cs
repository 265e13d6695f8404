namespace Rheo.Disposables;

/// <summary>A disposable whose only job is to remember that it was disposed.</summary>
public sealed class BooleanDisposable : ICancelable
{
    private volatile bool _disposed;

    /// <summary>Gets whether <see cref="Dispose"/> has been called.</summary>
    public bool IsDisposed => _disposed;

    /// <summary>Marks the object as disposed.</summary>
    public void Dispose() => _disposed = true;
}
