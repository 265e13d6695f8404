using System.Runtime.ExceptionServices;

namespace Rheo.Async;

/// <summary>Factory methods for asynchronous observers.</summary>
public static class AsyncObserver
{
    /// <summary>Creates an observer from asynchronous handlers; it enforces the grammar (see <see cref="AsyncObserverBase{T}"/>).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="onNextAsync">Handles each value.</param>
    /// <param name="onErrorAsync">Handles the error; when <see langword="null"/>, the error is rethrown.</param>
    /// <param name="onCompletedAsync">Handles completion; when <see langword="null"/>, nothing happens.</param>
    /// <returns>The observer.</returns>
    public static IAsyncObserver<T> Create<T>(Func<T, ValueTask> onNextAsync, Func<Exception, ValueTask>? onErrorAsync = null, Func<ValueTask>? onCompletedAsync = null)
    {
        ArgumentNullException.ThrowIfNull(onNextAsync);
        return new AsyncDelegateObserver<T>(onNextAsync, onErrorAsync, onCompletedAsync);
    }

    /// <summary>Creates an observer from synchronous handlers; it enforces the grammar (see <see cref="AsyncObserverBase{T}"/>).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="onNext">Handles each value.</param>
    /// <param name="onError">Handles the error; when <see langword="null"/>, the error is rethrown.</param>
    /// <param name="onCompleted">Handles completion; when <see langword="null"/>, nothing happens.</param>
    /// <returns>The observer.</returns>
    public static IAsyncObserver<T> Create<T>(Action<T> onNext, Action<Exception>? onError = null, Action? onCompleted = null)
    {
        ArgumentNullException.ThrowIfNull(onNext);
        return new SyncDelegateObserver<T>(onNext, onError, onCompleted);
    }

    private sealed class AsyncDelegateObserver<T>(Func<T, ValueTask> onNext, Func<Exception, ValueTask>? onError, Func<ValueTask>? onCompleted)
        : AsyncObserverBase<T>
    {
        protected override ValueTask OnNextAsyncCore(T value) => onNext(value);

        protected override ValueTask OnErrorAsyncCore(Exception error)
        {
            if (onError is null)
            {
                ExceptionDispatchInfo.Throw(error);
            }

            return onError(error);
        }

        protected override ValueTask OnCompletedAsyncCore() => onCompleted?.Invoke() ?? default;
    }

    private sealed class SyncDelegateObserver<T>(Action<T> onNext, Action<Exception>? onError, Action? onCompleted) : AsyncObserverBase<T>
    {
        protected override ValueTask OnNextAsyncCore(T value)
        {
            onNext(value);
            return default;
        }

        protected override ValueTask OnErrorAsyncCore(Exception error)
        {
            if (onError is null)
            {
                ExceptionDispatchInfo.Throw(error);
            }

            onError(error);
            return default;
        }

        protected override ValueTask OnCompletedAsyncCore()
        {
            onCompleted?.Invoke();
            return default;
        }
    }
}
