using Rheo.Async.Disposables;

namespace Rheo.Async.Internal;

/// <summary>
/// Base of the terminal aggregates: subscribes, collects, and completes a task with one result. An early result
/// (First, Any) or the caller's token disposes the subscription.
/// </summary>
internal abstract class TerminalObserver<TSource, TResult> : IAsyncObserver<TSource>
{
    private readonly TaskCompletionSource<TResult> _result = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly SingleAssignmentAsyncDisposable _subscription = new();
    private int _done;

    public ValueTask<TResult> RunAsync(IAsyncObservable<TSource> source, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(source); // thrown at the call, not into the task
        return RunCoreAsync(source, cancellationToken);
    }

    private async ValueTask<TResult> RunCoreAsync(IAsyncObservable<TSource> source, CancellationToken cancellationToken)
    {
        cancellationToken.ThrowIfCancellationRequested();
        await using var registration = cancellationToken.Register(
            static state =>
            {
                var self = (TerminalObserver<TSource, TResult>)state!;
                if (Interlocked.Exchange(ref self._done, 1) == 0)
                {
                    self._result.TrySetCanceled();
                    ValueTaskHelpers.Forget(self._subscription.DisposeAsync());
                }
            },
            this).ConfigureAwait(false);
        var handle = await source.SubscribeAsync(this).ConfigureAwait(false);
        await _subscription.AssignAsync(handle).ConfigureAwait(false);
        return await _result.Task.ConfigureAwait(false);
    }

    public ValueTask OnNextAsync(TSource value)
    {
        if (Volatile.Read(ref _done) != 0)
        {
            return default;
        }

        try
        {
            return OnNext(value);
        }
        catch (Exception ex)
        {
            return Fail(ex);
        }
    }

    public ValueTask OnErrorAsync(Exception error) => Fail(error);

    public ValueTask OnCompletedAsync()
    {
        if (Volatile.Read(ref _done) != 0)
        {
            return default;
        }

        try
        {
            OnCompleted();
        }
        catch (Exception ex)
        {
            return Fail(ex);
        }

        return default;
    }

    /// <summary>Handles a value; call <see cref="Succeed"/> to end early.</summary>
    protected abstract ValueTask OnNext(TSource value);

    /// <summary>Handles completion: call <see cref="Succeed"/> or throw.</summary>
    protected abstract void OnCompleted();

    protected ValueTask Succeed(TResult result)
    {
        if (Interlocked.Exchange(ref _done, 1) != 0)
        {
            return default;
        }

        _result.TrySetResult(result);
        return _subscription.DisposeAsync();
    }

    private ValueTask Fail(Exception error)
    {
        if (Interlocked.Exchange(ref _done, 1) != 0)
        {
            return default;
        }

        _result.TrySetException(error);
        return _subscription.DisposeAsync();
    }
}
