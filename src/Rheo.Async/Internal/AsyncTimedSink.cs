using System.Runtime.CompilerServices;
using Rheo.Concurrency;

namespace Rheo.Async.Internal;

/// <summary>
/// Base of the asynchronous time operators (Throttle, Sample, Delay, Timeout, Buffer by time). Source messages and
/// timer callbacks meet under <see cref="Gate"/>, and at most one downstream call is in flight ("emitting"):
/// <list type="bullet">
/// <item>A source message that finds a downstream call in flight waits for its end (<see cref="BeginWaitLocked"/>
/// then one of the <c>Retry*</c> methods), so a slow observer slows the source, as a lock does in the synchronous
/// operators.</item>
/// <item>A timer never waits: <see cref="OnTimerLocked"/> runs under the gate and either prepares one downstream
/// call (<see cref="PrepareNextLocked"/> and friends) or leaves the work to <see cref="ContinueLocked"/>, which runs
/// after each downstream call and may chain another one before a waiting source gets its turn.</item>
/// <item>One timer is outstanding at most. <see cref="ArmLocked"/> only records a due time (from one stopwatch per
/// subscription); a timer that fires early reschedules itself for the rest, so values allocate nothing.</item>
/// <item>A source message that waited for a delivery goes before the timer: when the delivery chain ends with a source
/// waiting, the timer armed meanwhile is scheduled only once the source's message has been handled, so a timer due at
/// once cannot take the turn back on another thread before the source it woke (on a loaded machine, a timer faster
/// than the observer would otherwise let the source in only now and then).</item>
/// </list>
/// A downstream call that throws or faults stops the operator (timer and upstream disposed); on the source's path the
/// exception also goes back to the source. Nothing is sent downstream once <see cref="Done"/> is set or after disposal.
/// </summary>
internal abstract class AsyncTimedSink<TSource, TResult> : IAsyncObserver<TSource>, IAsyncDisposable
{
    private const int KindNext = 0;
    private const int KindError = 1;
    private const int KindCompleted = 2;
    private const int KindCustom = 3;

    private static readonly IAsyncDisposable DisposedMarker = new Marker();

    private static readonly Func<IScheduler, AsyncTimedSink<TSource, TResult>, IDisposable> TimerCallback = static (_, sink) =>
    {
        sink.OnTimer();
        return Rheo.Disposables.Disposable.Empty;
    };

    private readonly PooledSignal _idle = new();
    private readonly IStopwatch _watch;
    private IAsyncDisposable? _upstream;
    private IDisposable? _timer;
    private bool _timerPending;
    private bool _holdTimer;
    private bool _armed;
    private long _due;
    private bool _waiting;
    private volatile bool _disposed;
    private int _kind;
    private TResult _pending = default!;
    private Exception? _error;

    protected AsyncTimedSink(IAsyncObserver<TResult> downstream, IScheduler scheduler)
    {
        Downstream = downstream;
        Scheduler = scheduler;
        _watch = scheduler.StartStopwatch();
    }

    protected Lock Gate { get; } = new();

    protected IAsyncObserver<TResult> Downstream { get; }

    protected IScheduler Scheduler { get; }

    /// <summary>Under <see cref="Gate"/>: nothing more goes downstream (a terminal message was claimed, the operator stopped, or it was disposed).</summary>
    protected bool Done { get; set; }

    /// <summary>Under <see cref="Gate"/>: a downstream call is in flight or prepared.</summary>
    protected bool Emitting { get; private set; }

    /// <summary>Gets whether the subscription was disposed (nothing may go downstream any more).</summary>
    protected bool IsDisposed => _disposed;

    /// <summary>Gets the time since the subscription, in ticks.</summary>
    protected long Now => _watch.Elapsed.Ticks;

    /// <summary>Subscribes the sink to <paramref name="source"/> and returns the sink as the subscription's handle.</summary>
    public ValueTask<IAsyncDisposable> SubscribeToAsync(IAsyncObservable<TSource> source)
    {
        ValueTask<IAsyncDisposable> subscribe;
        try
        {
            subscribe = source.SubscribeAsync(this);
        }
        catch (Exception ex)
        {
            ValueTaskHelpers.Forget(DisposeAsync());
            return ValueTask.FromException<IAsyncDisposable>(ex);
        }

        if (subscribe.IsCompletedSuccessfully)
        {
            var set = SetUpstreamAsync(subscribe.Result);
            if (set.IsCompletedSuccessfully)
            {
                set.GetAwaiter().GetResult();
                return new ValueTask<IAsyncDisposable>(this);
            }

            return FinishSubscribe(set);
        }

        return SubscribeSlow(subscribe);
    }

    public ValueTask SetUpstreamAsync(IAsyncDisposable upstream)
    {
        var previous = Interlocked.CompareExchange(ref _upstream, upstream, null);
        return previous is null ? default : upstream.DisposeAsync();
    }

    public abstract ValueTask OnNextAsync(TSource value);

    /// <summary>
    /// The error goes out at once and drops what the operator holds; while a call is in flight it waits for that call
    /// (the source awaits). Operators with a fallback or their own terminal path override it.
    /// </summary>
    public virtual ValueTask OnErrorAsync(Exception error)
    {
        lock (Gate)
        {
            if (Done)
            {
                return default;
            }

            if (Emitting)
            {
                BeginWaitLocked();
                return RetryErrorAsync(error);
            }

            Done = true;
            ClearLocked();
        }

        CancelTimer();
        return SendTerminalAsync(error);
    }

    public abstract ValueTask OnCompletedAsync();

    public virtual ValueTask DisposeAsync()
    {
        _disposed = true;
        Stop();
        return DisposeUpstreamAsync();
    }

    /// <summary>
    /// Called under <see cref="Gate"/> when the armed due time has come and the sink is not done. Returns whether it
    /// prepared a downstream call, which it may only do when not <see cref="Emitting"/> (a busy tick re-arms or waits
    /// for <see cref="ContinueLocked"/>).
    /// </summary>
    protected abstract bool OnTimerLocked();

    /// <summary>Called under <see cref="Gate"/> after a downstream call ended (not done, not emitting). Returns whether it prepared another one.</summary>
    protected virtual bool ContinueLocked() => false;

    /// <summary>Drops what the operator holds (under <see cref="Gate"/>, once the sink is done).</summary>
    protected virtual void ClearLocked()
    {
    }

    /// <summary>The work of a call prepared with <see cref="PrepareCustomLocked"/> (runs outside the gate).</summary>
    protected virtual ValueTask RunCustomAsync() => default;

    /// <summary>Records the due time of the timer (ticks since subscription) and schedules it unless one is outstanding.</summary>
    protected void ArmLocked(long due)
    {
        _due = due;
        _armed = true;
        ScheduleTimerLocked();
    }

    /// <summary>Cancels the armed due time (an outstanding timer then does nothing when it fires).</summary>
    protected void DisarmLocked() => _armed = false;

    protected bool PrepareNextLocked(TResult value)
    {
        Emitting = true;
        _kind = KindNext;
        _pending = value;
        return true;
    }

    /// <summary>Prepares the error message; the sink is done and its upstream is disposed before the call.</summary>
    protected bool PrepareErrorLocked(Exception error)
    {
        Done = true;
        Emitting = true;
        _kind = KindError;
        _error = error;
        ClearLocked();
        return true;
    }

    /// <summary>Prepares the completion; the sink is done and its upstream is disposed before the call.</summary>
    protected bool PrepareCompletedLocked()
    {
        Done = true;
        Emitting = true;
        _kind = KindCompleted;
        ClearLocked();
        return true;
    }

    /// <summary>Prepares a call to <see cref="RunCustomAsync"/>; the sink is done.</summary>
    protected bool PrepareCustomLocked()
    {
        Done = true;
        Emitting = true;
        _kind = KindCustom;
        ClearLocked();
        return true;
    }

    /// <summary>Runs the prepared call (and the ones <see cref="ContinueLocked"/> chains) for a source message: the source awaits them.</summary>
    protected ValueTask EmitFromSourceAsync() => DriveAsync();

    /// <summary>Under <see cref="Gate"/>, while emitting: the source message must wait for the end of the call in flight.</summary>
    protected void BeginWaitLocked()
    {
        _idle.Reset();
        _waiting = true;
    }

    protected ValueTask RetryNextAsync(TSource value) => RetryAsync(KindNext, value, null);

    protected ValueTask RetryErrorAsync(Exception error) => RetryAsync(KindError, default!, error);

    protected ValueTask RetryCompletedAsync() => RetryAsync(KindCompleted, default!, null);

    /// <summary>
    /// Under <see cref="Gate"/>, first in <c>OnNextAsync</c>: true when the value is not the caller's to handle now,
    /// either dropped (done) or waiting for the call in flight (<paramref name="deferred"/> is the task to return).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    protected bool DeferNextLocked(TSource value, out ValueTask deferred)
    {
        if (Done)
        {
            deferred = default;
            return true;
        }

        if (Emitting)
        {
            BeginWaitLocked();
            deferred = RetryNextAsync(value);
            return true;
        }

        deferred = default;
        return false;
    }

    /// <summary>
    /// Under <see cref="Gate"/>, first in <c>OnCompletedAsync</c>: true when the completion is not the caller's to
    /// handle now, either dropped (done) or waiting for the call in flight (<paramref name="deferred"/> is the task to return).
    /// </summary>
    protected bool DeferCompletedLocked(out ValueTask deferred)
    {
        if (Done)
        {
            deferred = default;
            return true;
        }

        if (Emitting)
        {
            BeginWaitLocked();
            deferred = RetryCompletedAsync();
            return true;
        }

        deferred = default;
        return false;
    }

    /// <summary>Disposes the timer (after the sink became done).</summary>
    protected void CancelTimer()
    {
        IDisposable? timer;
        lock (Gate)
        {
            timer = _timer;
            _timer = null;
            _armed = false;
        }

        timer?.Dispose();
    }

    /// <summary>Disposes the upstream handle only; never waits for an in-flight message.</summary>
    protected ValueTask DisposeUpstreamAsync()
    {
        var previous = Interlocked.Exchange(ref _upstream, DisposedMarker);
        return previous is null || ReferenceEquals(previous, DisposedMarker) ? default : previous.DisposeAsync();
    }

    /// <summary>Sends a value then completion: the flush of a completing source (the caller made the sink done).</summary>
    protected ValueTask SendLastThenCompleteAsync(TResult value)
    {
        if (_disposed)
        {
            return default;
        }

        var task = Downstream.OnNextAsync(value);
        if (!task.IsCompletedSuccessfully)
        {
            return CompleteAfter(task);
        }

        task.GetAwaiter().GetResult();
        return _disposed ? default : Downstream.OnCompletedAsync();
    }

    /// <summary>Sends a terminal message from the source's path (the caller made the sink done; nothing is in flight).</summary>
    protected ValueTask SendTerminalAsync(Exception? error)
    {
        if (_disposed)
        {
            return default;
        }

        return error is null ? Downstream.OnCompletedAsync() : Downstream.OnErrorAsync(error);
    }

    private async ValueTask<IAsyncDisposable> FinishSubscribe(ValueTask set)
    {
        await set.ConfigureAwait(false);
        return this;
    }

    private async ValueTask<IAsyncDisposable> SubscribeSlow(ValueTask<IAsyncDisposable> subscribe)
    {
        IAsyncDisposable upstream;
        try
        {
            upstream = await subscribe.ConfigureAwait(false);
        }
        catch
        {
            await DisposeAsync().ConfigureAwait(false);
            throw;
        }

        await SetUpstreamAsync(upstream).ConfigureAwait(false);
        return this;
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask CompleteAfter(ValueTask task)
    {
        await task.ConfigureAwait(false);
        if (!_disposed)
        {
            await Downstream.OnCompletedAsync().ConfigureAwait(false);
        }
    }

    /// <summary>
    /// A source message that waited for the call in flight: handled once that call ended, then the timer held for it
    /// (if armed meanwhile) is scheduled.
    /// </summary>
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    private async ValueTask RetryAsync(int kind, TSource value, Exception? error)
    {
        await _idle.WaitVoidAsync().ConfigureAwait(false);
        ValueTask next;
        try
        {
            next = kind switch
            {
                KindNext => OnNextAsync(value),
                KindError => OnErrorAsync(error!),
                _ => OnCompletedAsync(),
            };
        }
        finally
        {
            ReleaseTimer();
        }

        await next.ConfigureAwait(false);
    }

    /// <summary>Under <see cref="Gate"/>: schedules the timer for the armed due time unless one is outstanding or held.</summary>
    private void ScheduleTimerLocked()
    {
        if (!_timerPending && !_holdTimer && !Done)
        {
            _timerPending = true;
            _timer = Scheduler.Schedule(this, TimeSpan.FromTicks(Math.Max(0, _due - Now)), TimerCallback);
        }
    }

    /// <summary>After a woken source's message was handled: the timer held for it is scheduled if it is armed.</summary>
    private void ReleaseTimer()
    {
        lock (Gate)
        {
            _holdTimer = false;
            if (_armed)
            {
                ScheduleTimerLocked();
            }
        }
    }

    private void OnTimer()
    {
        bool start;
        lock (Gate)
        {
            _timerPending = false;
            if (Done || !_armed)
            {
                return;
            }

            var now = Now;
            if (_due > now)
            {
                ArmLocked(_due);
                return;
            }

            _armed = false;
            start = OnTimerLocked();
        }

        if (start)
        {
            ValueTaskHelpers.Forget(DriveAsync());
        }
    }

    private ValueTask DriveAsync()
    {
        while (true)
        {
            ValueTask task;
            try
            {
                task = Invoke();
            }
            catch (Exception ex)
            {
                Stop();
                return ValueTask.FromException(ex);
            }

            if (!task.IsCompletedSuccessfully)
            {
                return DriveSlow(task);
            }

            task.GetAwaiter().GetResult();
            if (!AfterCall())
            {
                return default;
            }
        }
    }

    private async ValueTask DriveSlow(ValueTask task)
    {
        while (true)
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

            if (!AfterCall())
            {
                return;
            }

            try
            {
                task = Invoke();
            }
            catch
            {
                Stop();
                throw;
            }
        }
    }

    private ValueTask Invoke()
    {
        switch (_kind)
        {
            case KindNext:
                var value = _pending;
                _pending = default!;
                return _disposed ? default : Downstream.OnNextAsync(value);
            case KindCustom:
                CancelTimer();
                return RunCustomAsync();
            default:
                CancelTimer();
                var dispose = DisposeUpstreamAsync();
                return dispose.IsCompletedSuccessfully ? SendTerminal() : TerminalAfter(dispose);
        }
    }

    private ValueTask SendTerminal()
    {
        if (_disposed)
        {
            return default;
        }

        if (_kind == KindError)
        {
            var error = _error!;
            _error = null;
            return Downstream.OnErrorAsync(error);
        }

        return Downstream.OnCompletedAsync();
    }

    private async ValueTask TerminalAfter(ValueTask dispose)
    {
        try
        {
            await dispose.ConfigureAwait(false);
        }
        catch (Exception ex) when (_kind == KindError)
        {
            _error = new AggregateException(_error!, ex);
        }

        await SendTerminal().ConfigureAwait(false);
    }

    /// <summary>After a downstream call: chains the next one, or ends the emission and lets a waiting source go.</summary>
    private bool AfterCall()
    {
        bool wake;
        lock (Gate)
        {
            Emitting = false;

            // A waiting source goes first: what the chain arms is scheduled once its message was handled.
            _holdTimer |= _waiting;
            if (!Done && ContinueLocked())
            {
                return true;
            }

            wake = _waiting;
            _waiting = false;
        }

        if (wake)
        {
            _idle.Set(true);
        }

        return false;
    }

    /// <summary>Ends the sink: no more downstream calls, timer and upstream disposed, a waiting source released.</summary>
    private void Stop()
    {
        bool wake;
        IDisposable? timer;
        lock (Gate)
        {
            Done = true;
            ClearLocked();
            timer = _timer;
            _timer = null;
            _armed = false;
            wake = _waiting;
            _waiting = false;
        }

        timer?.Dispose();
        if (wake)
        {
            _idle.Set(true);
        }

        if (!_disposed)
        {
            ValueTaskHelpers.Forget(DisposeUpstreamAsync());
        }
    }

    private sealed class Marker : IAsyncDisposable
    {
        public ValueTask DisposeAsync() => default;
    }
}
