using Rheo.Async;

namespace RheoBench.AsyncHelpers;

/// <summary>An observer that counts the values it is given, synchronously; an error is handed back to the caller.</summary>
public sealed class AsyncCountingObserver<T> : IAsyncObserver<T>
{
    /// <summary>How many values arrived.</summary>
    public long Count;

    public ValueTask OnNextAsync(T value)
    {
        Count++;
        return default;
    }

    public ValueTask OnErrorAsync(Exception error) => ValueTask.FromException(error);

    public ValueTask OnCompletedAsync() => default;
}
