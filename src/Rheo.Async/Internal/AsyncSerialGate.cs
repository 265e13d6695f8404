using System.Runtime.CompilerServices;

namespace Rheo.Async.Internal;

/// <summary>
/// Serializes calls from several upstreams into one downstream observer, with back-pressure: a caller that finds
/// the downstream busy awaits its turn (so its own producer waits too). Uncontended, entering is a non-blocking
/// <see cref="SemaphoreSlim.Wait(int)"/> and costs no allocation. Once a terminal message passed, everything else is dropped.
/// </summary>
internal sealed class AsyncSerialGate<T>(IAsyncObserver<T> downstream)
{
    private readonly SemaphoreSlim _gate = new(1, 1);
    private volatile bool _terminated;

    public bool IsTerminated => _terminated;

    public ValueTask OnNextAsync(T value)
    {
        if (_terminated)
        {
            return default;
        }

        if (!_gate.Wait(0))
        {
            return NextSlow(value);
        }

        ValueTask task;
        try
        {
            if (_terminated)
            {
                _gate.Release();
                return default;
            }

            task = downstream.OnNextAsync(value);
        }
        catch
        {
            _gate.Release();
            throw;
        }

        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
            _gate.Release();
            return default;
        }

        return _gate.ReleaseAfter(task);
    }

    public ValueTask OnErrorAsync(Exception error) => TerminateAsync(error);

    public ValueTask OnCompletedAsync() => TerminateAsync(null);

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask NextSlow(T value)
    {
        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            if (!_terminated)
            {
                await downstream.OnNextAsync(value).ConfigureAwait(false);
            }
        }
        finally
        {
            _gate.Release();
        }
    }

    private async ValueTask TerminateAsync(Exception? error)
    {
        if (_terminated)
        {
            return;
        }

        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            if (_terminated)
            {
                return;
            }

            _terminated = true;
            if (error is null)
            {
                await downstream.OnCompletedAsync().ConfigureAwait(false);
            }
            else
            {
                await downstream.OnErrorAsync(error).ConfigureAwait(false);
            }
        }
        finally
        {
            _gate.Release();
        }
    }
}
