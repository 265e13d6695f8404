namespace Rheo.Async.Disposables;

/// <summary>Factory methods for <see cref="IAsyncDisposable"/> handles.</summary>
public static class AsyncDisposable
{
    /// <summary>Gets a handle whose disposal does nothing.</summary>
    public static IAsyncDisposable Nop { get; } = new NopDisposable();

    /// <summary>Creates a handle that runs <paramref name="dispose"/> on its first disposal only.</summary>
    /// <param name="dispose">The action to run.</param>
    /// <returns>The handle.</returns>
    public static IAsyncDisposable Create(Func<ValueTask> dispose)
    {
        ArgumentNullException.ThrowIfNull(dispose);
        return new ActionDisposable(dispose);
    }

    private sealed class NopDisposable : IAsyncDisposable
    {
        public ValueTask DisposeAsync() => default;
    }

    private sealed class ActionDisposable(Func<ValueTask> dispose) : IAsyncDisposable
    {
        private Func<ValueTask>? _dispose = dispose;

        public ValueTask DisposeAsync() => Interlocked.Exchange(ref _dispose, null)?.Invoke() ?? default;
    }
}
