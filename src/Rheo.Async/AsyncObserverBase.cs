using System.Runtime.CompilerServices;

namespace Rheo.Async;

/// <summary>
/// Base class for asynchronous observers that enforces the grammar <c>OnNextAsync* (OnErrorAsync | OnCompletedAsync)?</c>:
/// a call made while another one is still in flight is a contract violation and throws
/// <see cref="InvalidOperationException"/> (it is never interleaved); messages after a terminal message are ignored.
/// </summary>
/// <typeparam name="T">The element type.</typeparam>
public abstract class AsyncObserverBase<T> : IAsyncObserver<T>
{
    private const int Idle = 0;
    private const int Busy = 1;
    private const int Done = 2;

    private int _state;

    /// <inheritdoc />
    public ValueTask OnNextAsync(T value)
    {
        if (!Enter())
        {
            return default;
        }

        ValueTask task;
        try
        {
            task = OnNextAsyncCore(value);
        }
        catch
        {
            Volatile.Write(ref _state, Idle);
            throw;
        }

        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
            Volatile.Write(ref _state, Idle);
            return default;
        }

        return AwaitAndRelease(task, Idle);
    }

    /// <inheritdoc />
    public ValueTask OnErrorAsync(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        if (!Enter())
        {
            return default;
        }

        ValueTask task;
        try
        {
            task = OnErrorAsyncCore(error);
        }
        catch
        {
            Volatile.Write(ref _state, Done);
            throw;
        }

        return Finish(task);
    }

    /// <inheritdoc />
    public ValueTask OnCompletedAsync()
    {
        if (!Enter())
        {
            return default;
        }

        ValueTask task;
        try
        {
            task = OnCompletedAsyncCore();
        }
        catch
        {
            Volatile.Write(ref _state, Done);
            throw;
        }

        return Finish(task);
    }

    /// <summary>Handles the next value.</summary>
    /// <param name="value">The value.</param>
    /// <returns>A task that completes when the observer is ready for the next message.</returns>
    protected abstract ValueTask OnNextAsyncCore(T value);

    /// <summary>Handles the error that ends the sequence (called at most once).</summary>
    /// <param name="error">The error.</param>
    /// <returns>A task that completes when the error is handled.</returns>
    protected abstract ValueTask OnErrorAsyncCore(Exception error);

    /// <summary>Handles the end of the sequence (called at most once).</summary>
    /// <returns>A task that completes when the completion is handled.</returns>
    protected abstract ValueTask OnCompletedAsyncCore();

    private bool Enter()
    {
        switch (Interlocked.CompareExchange(ref _state, Busy, Idle))
        {
            case Idle:
                return true;
            case Busy:
                throw new InvalidOperationException(
                    "An observer call was made while another call on the same observer was still in flight; the asynchronous observer grammar allows one call at a time, each awaited before the next.");
            default:
                return false;
        }
    }

    private ValueTask Finish(ValueTask task)
    {
        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
            Volatile.Write(ref _state, Done);
            return default;
        }

        return AwaitAndRelease(task, Done);
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask AwaitAndRelease(ValueTask task, int next)
    {
        try
        {
            await task.ConfigureAwait(false);
        }
        finally
        {
            Volatile.Write(ref _state, next);
        }
    }
}
