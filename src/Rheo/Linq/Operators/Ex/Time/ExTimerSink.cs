using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// The base of the extension time operators (<c>ThrottleFirst</c>, <c>DebounceImmediate</c>, <c>Conflate</c>,
/// <c>Heartbeat</c>, ...). Source messages and timer callbacks meet under the sink's lock, and everything
/// downstream is sent under it, so the output is serialized.
/// <para>
/// The timer is lazy: <see cref="Arm"/> only moves a deadline (one read of the scheduler's clock); a work item is
/// scheduled only when none is pending, and when it runs before the deadline (because the deadline moved) it
/// schedules itself again for the rest. A value that restarts the quiet period therefore costs no allocation;
/// only a timer that runs out does. Disposing the sink disposes the pending work item.
/// </para>
/// <para>
/// On Rheo's pool schedulers (<see cref="ISchedulerTimedWorkItemQueue"/>: the default and thread-pool schedulers)
/// the sink is its own timer work item, enqueued again for every wait, so a subscription allocates no work item at
/// all; on other schedulers each wait is an ordinary <see cref="IScheduler.Schedule{TState}(TState, TimeSpan, Func{IScheduler, TState, IDisposable})"/>.
/// Disposing the sink (the subscription) also cancels the work item, so a queued wait is dropped unrun.
/// </para>
/// </summary>
internal abstract class ExTimerSink<TSource, TResult>(ISubscriber<TResult> downstream, IScheduler scheduler) : SchedulerWorkItem, ISubscriber<TSource>
{
    private IDisposable? _upstream;
    private IDisposable? _timer;
    private DateTimeOffset _deadline;
    private bool _armed;
    private bool _timerPending;

    protected ISubscriber<TResult> Downstream => downstream;

    protected IScheduler Scheduler => scheduler;

    /// <summary>Gets or sets whether the sink terminated or was disposed; read and written under the lock.</summary>
    protected bool Done { get; set; }

    /// <summary>Gets whether a deadline is set.</summary>
    protected bool IsArmed => _armed;

    public void OnSubscribe(IDisposable upstream) => DisposableSlot.SetOnce(ref _upstream, upstream);

    public void OnNext(TSource value)
    {
        lock (this)
        {
            if (!Done)
            {
                Next(value);
            }
        }
    }

    public void OnError(Exception error)
    {
        lock (this)
        {
            if (!Done)
            {
                SendError(error);
            }
        }
    }

    public void OnCompleted()
    {
        lock (this)
        {
            if (!Done)
            {
                Completed();
            }
        }
    }

    /// <summary>Ends the subscription: nothing more goes downstream, the upstream and the pending wait are disposed.</summary>
    public override void Dispose()
    {
        lock (this)
        {
            Done = true;
        }

        DisposableSlot.Dispose(ref _upstream);
        DisposableSlot.Dispose(ref _timer);
        base.Dispose();
    }

    /// <summary>Arms the timer from under the lock at subscription (operators whose timer runs from the start).</summary>
    public void ArmAtStart(TimeSpan delay)
    {
        lock (this)
        {
            if (!Done)
            {
                Arm(delay);
            }
        }
    }

    /// <summary>Handles a value, under the lock, before termination.</summary>
    protected abstract void Next(TSource value);

    /// <summary>Handles the deadline, under the lock, before termination.</summary>
    protected abstract void Elapsed();

    /// <summary>Handles the source's completion, under the lock; the default sends it.</summary>
    protected virtual void Completed() => SendCompleted();

    /// <summary>Sets the deadline to now + <paramref name="delay"/>, scheduling a work item if none is pending.</summary>
    protected void Arm(TimeSpan delay)
    {
        delay = Concurrency.Scheduler.Normalize(delay);
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
    protected void SendCompleted()
    {
        if (TryStop())
        {
            downstream.OnCompleted();
        }
    }

    /// <summary>Sends the error unless the sink already terminated or was disposed.</summary>
    protected void SendError(Exception error)
    {
        if (TryStop())
        {
            downstream.OnError(error);
        }
    }

    // Marks the sink done and releases the upstream, the timer and the pending work; false when it was done already.
    private bool TryStop()
    {
        if (Done)
        {
            return false;
        }

        Done = true;
        DisposableSlot.Dispose(ref _upstream);
        DisposableSlot.Dispose(ref _timer);
        CancelWork();
        return true;
    }

    /// <summary>Runs the sink as its own work item (on a pool scheduler).</summary>
    protected sealed override IDisposable InvokeCore() => Fire();

    private void Schedule(TimeSpan delay)
    {
        _timerPending = true;
        if (scheduler is ISchedulerTimedWorkItemQueue queue)
        {
            queue.Enqueue(this, delay);
        }
        else
        {
            DisposableSlot.TrySetMultiple(ref _timer, scheduler.Schedule(this, delay, static (_, sink) => sink.Fire()));
        }
    }

    /// <summary>Cancels the sink's own work item, so a queued wait is dropped; the subscription stays as it is.</summary>
    private void CancelWork() => base.Dispose();

    private IDisposable Fire()
    {
        lock (this)
        {
            _timerPending = false;
            if (Done || !_armed)
            {
                return Rheo.Disposables.Disposable.Empty;
            }

            var now = scheduler.Now;
            if (now < _deadline)
            {
                Schedule(_deadline - now);
                return Rheo.Disposables.Disposable.Empty;
            }

            _armed = false;
            Elapsed();
        }

        return Rheo.Disposables.Disposable.Empty;
    }
}
