namespace Rheo.Async.Disposables;

/// <summary>
/// Holds a handle assigned once; disposing it before the assignment disposes the handle as soon as it is assigned.
/// </summary>
public sealed class SingleAssignmentAsyncDisposable : IAsyncDisposable
{
    private static readonly IAsyncDisposable Disposed = new DisposedMarker();
    private IAsyncDisposable? _current;

    /// <summary>Gets whether this handle was disposed.</summary>
    public bool IsDisposed => ReferenceEquals(Volatile.Read(ref _current), Disposed);

    /// <summary>Assigns the handle (once). If this handle is already disposed, the handle is disposed.</summary>
    /// <param name="disposable">The handle.</param>
    /// <returns>A task that completes when a late handle has been disposed.</returns>
    /// <exception cref="InvalidOperationException">A handle was already assigned.</exception>
    public ValueTask AssignAsync(IAsyncDisposable disposable)
    {
        ArgumentNullException.ThrowIfNull(disposable);
        var previous = Interlocked.CompareExchange(ref _current, disposable, null);
        if (previous is null)
        {
            return default;
        }

        if (ReferenceEquals(previous, Disposed))
        {
            return disposable.DisposeAsync();
        }

        throw new InvalidOperationException("A handle was already assigned.");
    }

    /// <inheritdoc />
    public ValueTask DisposeAsync()
    {
        var previous = Interlocked.Exchange(ref _current, Disposed);
        return previous is null || ReferenceEquals(previous, Disposed) ? default : previous.DisposeAsync();
    }

    private sealed class DisposedMarker : IAsyncDisposable
    {
        public ValueTask DisposeAsync() => default;
    }
}
