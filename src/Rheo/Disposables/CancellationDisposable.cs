namespace Rheo.Disposables;

/// <summary>A disposable that cancels a <see cref="CancellationTokenSource"/> when disposed.</summary>
public sealed class CancellationDisposable : ICancelable
{
    private readonly CancellationTokenSource _source;
    private int _disposed;

    /// <summary>Creates a disposable that cancels <paramref name="cts"/> when disposed.</summary>
    /// <param name="cts">The source to cancel.</param>
    /// <exception cref="ArgumentNullException"><paramref name="cts"/> is null.</exception>
    public CancellationDisposable(CancellationTokenSource cts)
    {
        ArgumentNullException.ThrowIfNull(cts);
        _source = cts;
    }

    /// <summary>Creates a disposable with a new <see cref="CancellationTokenSource"/>.</summary>
    public CancellationDisposable()
        : this(new CancellationTokenSource())
    {
    }

    /// <summary>Gets the token that is canceled when this object is disposed.</summary>
    public CancellationToken Token => _source.Token;

    /// <summary>Gets whether cancellation has been requested on the source.</summary>
    public bool IsDisposed => _source.IsCancellationRequested;

    /// <summary>Cancels the source (once; later calls do nothing).</summary>
    public void Dispose()
    {
        if (Interlocked.Exchange(ref _disposed, 1) == 0)
        {
            _source.Cancel();
        }
    }
}
