using Rheo.Disposables;

namespace Rheo.Internal;

/// <summary>The handle of a synchronous source: a flag its loop checks before each message.</summary>
internal sealed class LoopSink : ICancelable
{
    private volatile bool _disposed;

    public bool IsDisposed => _disposed;

    public void Dispose() => _disposed = true;
}
