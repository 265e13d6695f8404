using Rheo.Async;

namespace RheoBench.Scenarios.WithRheo;

/// <summary>Counts values; completes its task at the end of the sequence. Completes every call synchronously.</summary>
internal sealed class AsyncCountObserver<T> : IAsyncObserver<T>
{
    private readonly TaskCompletionSource done = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public long Count;

    public Task Done => done.Task;

    public ValueTask OnNextAsync(T value)
    {
        Count++;
        return default;
    }

    public ValueTask OnErrorAsync(Exception error)
    {
        done.TrySetException(error);
        return default;
    }

    public ValueTask OnCompletedAsync()
    {
        done.TrySetResult();
        return default;
    }
}
