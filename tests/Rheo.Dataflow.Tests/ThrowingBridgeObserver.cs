namespace Rheo.Dataflow.Tests;

/// <summary>An observer whose OnNext throws, recording the terminal error it then receives.</summary>
internal sealed class ThrowingBridgeObserver(Exception error) : IObserver<int>
{
    private readonly TaskCompletionSource<Exception> _error = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public Task<Exception> Error => _error.Task;

    public void OnNext(int value) => throw error;

    public void OnCompleted() => _error.TrySetException(new InvalidOperationException("completed instead of failing"));

    public void OnError(Exception e) => _error.TrySetResult(e);
}
