using Rheo.Async;

namespace RheoBench.AsyncHelpers;

/// <summary>An observer that ignores the values and completes <see cref="Done"/> with the sequence's end.</summary>
public sealed class DrainObserver<T> : IAsyncObserver<T>
{
    /// <summary>Completes when the sequence completes, faults with its error.</summary>
    public TaskCompletionSource Done { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public ValueTask OnNextAsync(T value) => default;

    public ValueTask OnErrorAsync(Exception error)
    {
        Done.TrySetException(error);
        return default;
    }

    public ValueTask OnCompletedAsync()
    {
        Done.TrySetResult();
        return default;
    }
}
