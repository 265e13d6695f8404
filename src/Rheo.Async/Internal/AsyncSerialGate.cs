using System.Runtime.CompilerServices;

namespace Rheo.Async.Internal;

/// <summary>
/// Serializes calls from several upstreams into one downstream observer, with back-pressure: a caller that finds
/// the downstream busy awaits its turn (so its own producer waits too). Uncontended, entering is a non-blocking
/// <see cref="SemaphoreSlim.Wait(int)"/> and costs no allocation. Once a terminal message passed (or
/// <see cref="Stop"/> was called), everything else is dropped.
/// </summary>
/// <remarks>
/// An operator whose value depends on state shared by the upstreams passes an <see cref="IAsyncSerialGateUpdate{T}"/>
/// struct: it runs while the gate is held, so the values go out in the order of the state changes.
/// </remarks>
internal sealed class AsyncSerialGate<T>(IAsyncObserver<T> downstream)
{
    private readonly SemaphoreSlim _gate = new(1, 1);
    private volatile bool _terminated;

    public bool IsTerminated => _terminated;

    public ValueTask OnNextAsync(T value) => OnNextAsync(new GivenValue(value));

    /// <summary>Holding the gate, lets <paramref name="update"/> produce a value (or none) and sends it.</summary>
    public ValueTask OnNextAsync<TUpdate>(TUpdate update)
        where TUpdate : struct, IAsyncSerialGateUpdate<T>
    {
        if (_terminated)
        {
            return default;
        }

        if (!_gate.Wait(0))
        {
            return NextSlow(update);
        }

        ValueTask task;
        try
        {
            if (_terminated || !update.TryProduce(out var value))
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

    public ValueTask OnErrorAsync(Exception error) => TerminateAsync(error, static () => true);

    public ValueTask OnCompletedAsync() => TerminateAsync(null, static () => true);

    /// <summary>Completes the downstream if <paramref name="shouldComplete"/>, asked while the gate is held, says so.</summary>
    public ValueTask OnCompletedAsync(Func<bool> shouldComplete) => TerminateAsync(null, shouldComplete);

    /// <summary>Drops everything from now on (the subscription was disposed).</summary>
    public void Stop() => _terminated = true;

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask NextSlow<TUpdate>(TUpdate update)
        where TUpdate : struct, IAsyncSerialGateUpdate<T>
    {
        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            if (!_terminated && update.TryProduce(out var value))
            {
                await downstream.OnNextAsync(value).ConfigureAwait(false);
            }
        }
        finally
        {
            _gate.Release();
        }
    }

    private async ValueTask TerminateAsync(Exception? error, Func<bool> shouldTerminate)
    {
        if (_terminated)
        {
            return;
        }

        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            if (_terminated || !shouldTerminate())
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

    /// <summary>The plain value of <see cref="OnNextAsync(T)"/>.</summary>
    private readonly struct GivenValue(T value) : IAsyncSerialGateUpdate<T>
    {
        public bool TryProduce(out T result)
        {
            result = value;
            return true;
        }
    }
}

/// <summary>What <see cref="AsyncSerialGate{T}.OnNextAsync{TUpdate}(TUpdate)"/> runs while it holds the gate.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal interface IAsyncSerialGateUpdate<T>
{
    /// <summary>Updates the operator's state; true with the value to send, false to send nothing.</summary>
    bool TryProduce(out T value);
}
