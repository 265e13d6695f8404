using System.Runtime.CompilerServices;
using Rheo.Async.Internal;
using Rheo.Concurrency;

namespace Rheo.Async.Linq.Operators;

/// <summary>
/// The base of the asynchronous extension time operators (<c>ThrottleFirst</c>, <c>DebounceImmediate</c>,
/// <c>DebounceUntil</c>, <c>ThrottleDistinct</c>, <c>Conflate</c>, <c>Heartbeat</c>, <c>DetectStale</c>,
/// <c>BufferUntilInactive</c>; each one's file says what a value and a tick do): the asynchronous form of Rheo's
/// <c>ExTimerSink</c>.
/// Source messages and timer callbacks meet under an asynchronous gate (a <see cref="SemaphoreSlim"/> entered
/// without waiting when free), and everything downstream is sent while holding it, released when the downstream's
/// task completes: calls never overlap, and a slow observer holds back the source (its <c>OnNextAsync</c> returns the
/// downstream's task) and the timer (which waits for the gate without blocking a thread).
/// <para>
/// The timer is lazy: <see cref="Arm"/> only moves a deadline; a work item is scheduled only when none is pending,
/// and when it runs before the deadline it schedules itself again for the rest, so a value that restarts the quiet
/// period costs no allocation. A timer that could not be cancelled in time does nothing. An exception thrown by the
/// observer stops the operator (upstream and timer disposed): during a timer's delivery, as it would stop a source,
/// and during a source value's delivery too (the exception also goes back to the source), so a failed observer is
/// never called again.
/// </para>
/// </summary>
internal abstract class AsyncExTimerSink<TSource, TResult>(IAsyncObserver<TResult> downstream, IScheduler scheduler) : AsyncSink<TSource, TResult>(downstream)
{
    private readonly SemaphoreSlim _gate = new(1, 1);
    private IDisposable? _timer;
    private DateTimeOffset _deadline;
    private bool _armed;
    private bool _timerPending;
    private volatile bool _done;

    /// <summary>Gets whether the sink terminated or was disposed.</summary>
    protected bool Done => _done;

    /// <summary>Gets whether a deadline is set (read while holding the gate).</summary>
    protected bool IsArmed => _armed;

    public override ValueTask OnNextAsync(TSource value)
    {
        if (_done)
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
            task = _done ? default : NextAsync(value);
        }
        catch
        {
            _gate.Release();
            Stop();
            throw;
        }

        if (task.IsCompletedSuccessfully)
        {
            task.GetAwaiter().GetResult();
            _gate.Release();
            return default;
        }

        return NextAfter(task);
    }

    public override async ValueTask OnErrorAsync(Exception error)
    {
        if (_done)
        {
            return;
        }

        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            await SendErrorAsync(error).ConfigureAwait(false);
        }
        finally
        {
            _gate.Release();
        }
    }

    public override async ValueTask OnCompletedAsync()
    {
        if (_done)
        {
            return;
        }

        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            if (!_done)
            {
                await CompletedAsync().ConfigureAwait(false);
            }
        }
        finally
        {
            _gate.Release();
        }
    }

    public override ValueTask DisposeAsync()
    {
        _done = true;
        Volatile.Read(ref _timer)?.Dispose();
        return DisposeUpstreamAsync();
    }

    /// <summary>
    /// Arms the timer, then subscribes the sink to <paramref name="source"/> (operators whose timer runs from the
    /// start); a subscription that fails disposes the sink, and so its timer, before the exception goes on.
    /// </summary>
    public ValueTask<IAsyncDisposable> SubscribeArmedAsync(IAsyncObservable<TSource> source, TimeSpan delay)
    {
        Arm(delay);
        var subscribe = AsyncSinkSubscription.Run(source, this);
        return subscribe.IsCompletedSuccessfully ? subscribe : GuardSubscription(subscribe);
    }

    /// <summary>Handles a value, holding the gate, before termination; returns the downstream's task.</summary>
    protected abstract ValueTask NextAsync(TSource value);

    /// <summary>Handles the deadline, holding the gate, before termination.</summary>
    protected abstract ValueTask ElapsedAsync();

    /// <summary>Handles the source's completion, holding the gate; the default sends it.</summary>
    protected virtual ValueTask CompletedAsync() => SendCompletedAsync();

    /// <summary>Sets the deadline to now + <paramref name="delay"/>, scheduling a work item if none is pending.</summary>
    protected void Arm(TimeSpan delay)
    {
        delay = Rheo.Concurrency.Scheduler.Normalize(delay);
        _deadline = scheduler.Now + delay;
        _armed = true;
        if (!_timerPending)
        {
            Schedule(delay);
        }
    }

    /// <summary>Clears the deadline; a pending work item runs and does nothing.</summary>
    protected void Disarm() => _armed = false;

    /// <summary>Sends completion unless the sink already terminated or was disposed (e.g. by the downstream, inside a value).</summary>
    protected ValueTask SendCompletedAsync()
    {
        if (_done)
        {
            return default;
        }

        _done = true;
        Volatile.Read(ref _timer)?.Dispose();
        return CompleteEarlyAsync();
    }

    /// <summary>Sends the error unless the sink already terminated or was disposed.</summary>
    protected ValueTask SendErrorAsync(Exception error)
    {
        if (_done)
        {
            return default;
        }

        _done = true;
        Volatile.Read(ref _timer)?.Dispose();
        return FailAsync(error);
    }

    private void Schedule(TimeSpan delay)
    {
        _timerPending = true;
        var timer = scheduler.Schedule(this, delay, static (_, sink) => sink.Fire());
        Volatile.Write(ref _timer, timer);
        if (_done)
        {
            timer.Dispose();
        }
    }

    private IDisposable Fire()
    {
        if (_done)
        {
            return Rheo.Disposables.Disposable.Empty;
        }

        if (!_gate.Wait(0))
        {
            _ = FireSlow();
            return Rheo.Disposables.Disposable.Empty;
        }

        ValueTask task;
        try
        {
            task = FireHoldingGate();
        }
        catch (Exception)
        {
            _gate.Release();
            Stop();
            return Rheo.Disposables.Disposable.Empty;
        }

        if (task.IsCompletedSuccessfully)
        {
            _gate.Release();
        }
        else
        {
            _ = FireAfter(task);
        }

        return Rheo.Disposables.Disposable.Empty;
    }

    private ValueTask FireHoldingGate()
    {
        _timerPending = false;
        if (_done || !_armed)
        {
            return default;
        }

        var now = scheduler.Now;
        if (now < _deadline)
        {
            Schedule(_deadline - now);
            return default;
        }

        _armed = false;
        return ElapsedAsync();
    }

    private async Task FireSlow()
    {
        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            await FireHoldingGate().ConfigureAwait(false);
        }
        catch (Exception)
        {
            Stop();
        }
        finally
        {
            _gate.Release();
        }
    }

    private async Task FireAfter(ValueTask task)
    {
        try
        {
            await task.ConfigureAwait(false);
        }
        catch (Exception)
        {
            Stop();
        }
        finally
        {
            _gate.Release();
        }
    }

    private async ValueTask<IAsyncDisposable> GuardSubscription(ValueTask<IAsyncDisposable> subscribe)
    {
        try
        {
            return await subscribe.ConfigureAwait(false);
        }
        catch
        {
            await DisposeAsync().ConfigureAwait(false);
            throw;
        }
    }

    /// <summary>The observer threw during a timer's delivery: like a failing source, the operator stops.</summary>
    private void Stop()
    {
        _done = true;
        Volatile.Read(ref _timer)?.Dispose();
        ValueTaskHelpers.Forget(DisposeUpstreamAsync());
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask NextSlow(TSource value)
    {
        await _gate.WaitAsync().ConfigureAwait(false);
        try
        {
            if (!_done)
            {
                await NextAsync(value).ConfigureAwait(false);
            }
        }
        catch
        {
            Stop();
            throw;
        }
        finally
        {
            _gate.Release();
        }
    }

    /// <summary>Releases the gate once the downstream's task for a source value completes; a fault stops the operator.</summary>
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask NextAfter(ValueTask task)
    {
        try
        {
            await task.ConfigureAwait(false);
        }
        catch
        {
            Stop();
            throw;
        }
        finally
        {
            _gate.Release();
        }
    }
}
