namespace Rheo.Async.Internal;

/// <summary>
/// Base of the operators that subscribe to one source after another (Concat, Catch, Retry, OnErrorResumeNext):
/// the sink observes each source in turn; a subclass says which source follows a completion or an error.
/// A handle that arrives after its source has already been replaced is disposed, never kept.
/// </summary>
internal abstract class AsyncSequenceSink<T>(IAsyncObserver<T> downstream) : IAsyncObserver<T>, IAsyncDisposable
{
    private readonly Lock _gate = new();
    private IAsyncDisposable? _current;
    private int _index;
    private bool _disposed;
    private bool _terminated;

    protected IAsyncObserver<T> Downstream { get; } = downstream;

    public ValueTask OnNextAsync(T value) => Downstream.OnNextAsync(value);

    public async ValueTask OnErrorAsync(Exception error)
    {
        IAsyncObservable<T>? next;
        try
        {
            next = NextAfterError(error);
        }
        catch (Exception ex)
        {
            error = ex;
            next = null;
        }

        if (next is null)
        {
            if (TryTerminate())
            {
                await Downstream.OnErrorAsync(error).ConfigureAwait(false);
            }

            return;
        }

        await SubscribeNextAsync(next).ConfigureAwait(false);
    }

    public async ValueTask OnCompletedAsync()
    {
        IAsyncObservable<T>? next;
        try
        {
            next = NextAfterCompletion();
        }
        catch (Exception ex)
        {
            if (TryTerminate())
            {
                await Downstream.OnErrorAsync(ex).ConfigureAwait(false);
            }

            return;
        }

        if (next is null)
        {
            if (TryTerminate())
            {
                await Downstream.OnCompletedAsync().ConfigureAwait(false);
            }

            return;
        }

        await SubscribeNextAsync(next).ConfigureAwait(false);
    }

    public ValueTask DisposeAsync()
    {
        IAsyncDisposable? current;
        lock (_gate)
        {
            if (_disposed)
            {
                return default;
            }

            _disposed = true;
            current = _current;
            _current = null;
        }

        return current?.DisposeAsync() ?? default;
    }

    public async ValueTask SubscribeNextAsync(IAsyncObservable<T> next)
    {
        int index;
        IAsyncDisposable? previous;
        lock (_gate)
        {
            if (_disposed)
            {
                return;
            }

            index = ++_index;
            previous = _current;
            _current = null;
        }

        if (previous is not null)
        {
            await previous.DisposeAsync().ConfigureAwait(false);
        }

        IAsyncDisposable handle;
        try
        {
            handle = await next.SubscribeAsync(this).ConfigureAwait(false);
        }
        catch (Exception ex)
        {
            if (TryTerminate())
            {
                await Downstream.OnErrorAsync(ex).ConfigureAwait(false);
            }

            return;
        }

        bool keep;
        lock (_gate)
        {
            keep = !_disposed && _index == index;
            if (keep)
            {
                _current = handle;
            }
        }

        if (!keep)
        {
            await handle.DisposeAsync().ConfigureAwait(false);
        }
    }

    /// <summary>Returns the source to subscribe after a completion, or <see langword="null"/> to complete.</summary>
    protected abstract IAsyncObservable<T>? NextAfterCompletion();

    /// <summary>Returns the source to subscribe after an error, or <see langword="null"/> to send the error.</summary>
    protected abstract IAsyncObservable<T>? NextAfterError(Exception error);

    private bool TryTerminate()
    {
        lock (_gate)
        {
            if (_terminated || _disposed)
            {
                return false;
            }

            _terminated = true;
            return true;
        }
    }
}
