namespace Rheo.Disposables;

/// <summary>A disposable that can be asked whether it has been disposed.</summary>
public interface ICancelable : IDisposable
{
    /// <summary>Gets whether the object has been disposed.</summary>
    bool IsDisposed { get; }
}
