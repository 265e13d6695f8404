namespace Rheo.Disposables;

/// <summary>Factory methods for disposables.</summary>
public static class Disposable
{
    /// <summary>Gets a disposable that does nothing (a shared instance).</summary>
    public static IDisposable Empty => EmptyDisposable.Instance;

    /// <summary>Creates a disposable that runs <paramref name="dispose"/> once, on the first call to <see cref="IDisposable.Dispose"/>.</summary>
    /// <param name="dispose">The action to run.</param>
    /// <returns>The disposable.</returns>
    public static IDisposable Create(Action dispose)
    {
        ArgumentNullException.ThrowIfNull(dispose);
        return new ActionDisposable(dispose);
    }

    /// <summary>Creates a disposable that runs <paramref name="dispose"/> with <paramref name="state"/> once, without a closure.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="state">The state passed to the action.</param>
    /// <param name="dispose">The action to run.</param>
    /// <returns>The disposable.</returns>
    public static IDisposable Create<TState>(TState state, Action<TState> dispose)
    {
        ArgumentNullException.ThrowIfNull(dispose);
        return new ActionDisposable<TState>(state, dispose);
    }

    private sealed class EmptyDisposable : IDisposable
    {
        internal static readonly EmptyDisposable Instance = new();

        public void Dispose()
        {
        }
    }

    private sealed class ActionDisposable(Action dispose) : ICancelable
    {
        private Action? _dispose = dispose;

        public bool IsDisposed => Volatile.Read(ref _dispose) is null;

        public void Dispose() => Interlocked.Exchange(ref _dispose, null)?.Invoke();
    }

    private sealed class ActionDisposable<TState>(TState state, Action<TState> dispose) : ICancelable
    {
        private Action<TState>? _dispose = dispose;

        public bool IsDisposed => Volatile.Read(ref _dispose) is null;

        public void Dispose() => Interlocked.Exchange(ref _dispose, null)?.Invoke(state);
    }
}
