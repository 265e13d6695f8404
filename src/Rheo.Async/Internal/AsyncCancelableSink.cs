namespace Rheo.Async.Internal;

/// <summary>A sink whose user callbacks take a token, cancelled when the subscription is disposed.</summary>
internal abstract class AsyncCancelableSink<TSource, TResult>(IAsyncObserver<TResult> downstream) : AsyncSink<TSource, TResult>(downstream)
{
    private readonly CancellationTokenSource _cts = new();

    protected CancellationToken Token => _cts.Token;

    public override ValueTask DisposeAsync()
    {
        try
        {
            _cts.Cancel();
        }
        catch (AggregateException)
        {
            // A callback registered by user code threw; disposal goes on.
        }

        return base.DisposeAsync();
    }

    /// <inheritdoc/>
    protected override ValueTask FailCallbackAsync(Exception error) => FailUnlessCancelled(error);

    /// <summary>Reports a callback failure, unless it is the cancellation caused by disposal.</summary>
    protected ValueTask FailUnlessCancelled(Exception error) =>
        error is OperationCanceledException && _cts.IsCancellationRequested ? default : FailAsync(error);
}
