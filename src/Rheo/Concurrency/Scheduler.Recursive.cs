namespace Rheo.Concurrency;

public static partial class Scheduler
{
    /// <summary>
    /// Schedules an action that can reschedule itself by calling the action it receives. Each call becomes a
    /// new work item (so other work interleaves and the stack does not grow); disposing the result cancels
    /// every pending step.
    /// </summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="action">The work; it receives the action that schedules it again.</param>
    /// <returns>Cancels the recursion.</returns>
    public static IDisposable Schedule(this IScheduler scheduler, Action<Action> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return RecursiveSchedule<object?>.StartNow(scheduler, null, action, RecursiveKind.NowNoState);
    }

    /// <summary>Schedules a recursive action with a state; the action receives the function that schedules it again with a new state.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The first state.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the recursion.</returns>
    public static IDisposable Schedule<TState>(this IScheduler scheduler, TState state, Action<TState, Action<TState>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return RecursiveSchedule<TState>.StartNow(scheduler, state, action, RecursiveKind.Now);
    }

    /// <summary>Schedules a recursive action after a delay; each step chooses the delay of the next.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The delay of the first step.</param>
    /// <param name="action">The work; it receives the function that schedules it again after a delay.</param>
    /// <returns>Cancels the recursion.</returns>
    public static IDisposable Schedule(this IScheduler scheduler, TimeSpan dueTime, Action<Action<TimeSpan>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return RecursiveSchedule<object?>.StartRelative(scheduler, null, dueTime, action, RecursiveKind.RelativeNoState);
    }

    /// <summary>Schedules a recursive action with a state after a delay; each step chooses the next state and delay.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The first state.</param>
    /// <param name="dueTime">The delay of the first step.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the recursion.</returns>
    public static IDisposable Schedule<TState>(this IScheduler scheduler, TState state, TimeSpan dueTime, Action<TState, Action<TState, TimeSpan>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return RecursiveSchedule<TState>.StartRelative(scheduler, state, dueTime, action, RecursiveKind.Relative);
    }

    /// <summary>Schedules a recursive action at a time; each step chooses the time of the next.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="dueTime">The time of the first step.</param>
    /// <param name="action">The work; it receives the function that schedules it again at a time.</param>
    /// <returns>Cancels the recursion.</returns>
    public static IDisposable Schedule(this IScheduler scheduler, DateTimeOffset dueTime, Action<Action<DateTimeOffset>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return RecursiveSchedule<object?>.StartAbsolute(scheduler, null, dueTime, action, RecursiveKind.AbsoluteNoState);
    }

    /// <summary>Schedules a recursive action with a state at a time; each step chooses the next state and time.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The first state.</param>
    /// <param name="dueTime">The time of the first step.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the recursion.</returns>
    public static IDisposable Schedule<TState>(this IScheduler scheduler, TState state, DateTimeOffset dueTime, Action<TState, Action<TState, DateTimeOffset>> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return RecursiveSchedule<TState>.StartAbsolute(scheduler, state, dueTime, action, RecursiveKind.Absolute);
    }
}

/// <summary>The six shapes of recursive scheduling.</summary>
internal enum RecursiveKind
{
    Now,
    NowNoState,
    Relative,
    RelativeNoState,
    Absolute,
    AbsoluteNoState,
}

/// <summary>
/// The engine of recursive scheduling. Every self-call schedules one step on the scheduler handed to the
/// running step (so <c>NewThreadScheduler</c> recursion stays on its thread and immediate recursion is
/// trampolined); pending steps are tracked so one <see cref="Dispose"/> cancels them all. The delegates
/// given to user code are created once per recursion, not per step.
/// </summary>
/// <typeparam name="TState">The state type.</typeparam>
internal sealed class RecursiveSchedule<TState> : IDisposable
{
    private readonly object _action;
    private readonly RecursiveKind _kind;
    private readonly HashSet<Step> _pending = [];
    private IScheduler _scheduler;
    private bool _disposed;
    private Delegate? _self;

    private RecursiveSchedule(IScheduler scheduler, object action, RecursiveKind kind)
    {
        _scheduler = scheduler;
        _action = action;
        _kind = kind;
    }

    public static IDisposable StartNow(IScheduler scheduler, TState state, object action, RecursiveKind kind)
    {
        var recursion = new RecursiveSchedule<TState>(scheduler, action, kind);
        recursion.ScheduleNow(state);
        return recursion;
    }

    public static IDisposable StartRelative(IScheduler scheduler, TState state, TimeSpan dueTime, object action, RecursiveKind kind)
    {
        var recursion = new RecursiveSchedule<TState>(scheduler, action, kind);
        recursion.ScheduleRelative(state, dueTime);
        return recursion;
    }

    public static IDisposable StartAbsolute(IScheduler scheduler, TState state, DateTimeOffset dueTime, object action, RecursiveKind kind)
    {
        var recursion = new RecursiveSchedule<TState>(scheduler, action, kind);
        recursion.ScheduleAbsolute(state, dueTime);
        return recursion;
    }

    public void Dispose()
    {
        Step[] pending;
        lock (_pending)
        {
            if (_disposed)
            {
                return;
            }

            _disposed = true;
            pending = [.. _pending];
            _pending.Clear();
        }

        foreach (var step in pending)
        {
            step.Dispose();
        }
    }

    private void ScheduleNow(TState state)
    {
        var step = Add(state);
        if (step is not null)
        {
            step.SetHandle(Volatile.Read(ref _scheduler).Schedule(step, static (scheduler, s) => s.Owner.Run(scheduler, s)));
        }
    }

    private void ScheduleRelative(TState state, TimeSpan dueTime)
    {
        var step = Add(state);
        if (step is not null)
        {
            step.SetHandle(Volatile.Read(ref _scheduler).Schedule(step, dueTime, static (scheduler, s) => s.Owner.Run(scheduler, s)));
        }
    }

    private void ScheduleAbsolute(TState state, DateTimeOffset dueTime)
    {
        var step = Add(state);
        if (step is not null)
        {
            step.SetHandle(Volatile.Read(ref _scheduler).Schedule(step, dueTime, static (scheduler, s) => s.Owner.Run(scheduler, s)));
        }
    }

    private Step? Add(TState state)
    {
        var step = new Step(this, state);
        lock (_pending)
        {
            if (_disposed)
            {
                return null;
            }

            _pending.Add(step);
        }

        return step;
    }

    private IDisposable Run(IScheduler scheduler, Step step)
    {
        lock (_pending)
        {
            if (_disposed || !_pending.Remove(step))
            {
                return Disposables.Disposable.Empty;
            }
        }

        Volatile.Write(ref _scheduler, scheduler);
        var state = step.State;
        switch (_kind)
        {
            case RecursiveKind.Now:
                ((Action<TState, Action<TState>>)_action)(state, (Action<TState>)(_self ??= new Action<TState>(ScheduleNow)));
                break;
            case RecursiveKind.NowNoState:
                ((Action<Action>)_action)((Action)(_self ??= new Action(() => ScheduleNow(default!))));
                break;
            case RecursiveKind.Relative:
                ((Action<TState, Action<TState, TimeSpan>>)_action)(state, (Action<TState, TimeSpan>)(_self ??= new Action<TState, TimeSpan>(ScheduleRelative)));
                break;
            case RecursiveKind.RelativeNoState:
                ((Action<Action<TimeSpan>>)_action)((Action<TimeSpan>)(_self ??= new Action<TimeSpan>(t => ScheduleRelative(default!, t))));
                break;
            case RecursiveKind.Absolute:
                ((Action<TState, Action<TState, DateTimeOffset>>)_action)(state, (Action<TState, DateTimeOffset>)(_self ??= new Action<TState, DateTimeOffset>(ScheduleAbsolute)));
                break;
            default:
                ((Action<Action<DateTimeOffset>>)_action)((Action<DateTimeOffset>)(_self ??= new Action<DateTimeOffset>(t => ScheduleAbsolute(default!, t))));
                break;
        }

        return Disposables.Disposable.Empty;
    }

    /// <summary>One pending step: its state and the scheduler's handle for it.</summary>
    private sealed class Step(RecursiveSchedule<TState> owner, TState state) : IDisposable
    {
        private IDisposable? _handle;

        public RecursiveSchedule<TState> Owner => owner;

        public TState State => state;

        public void SetHandle(IDisposable handle) => Internal.DisposableSlot.TrySetOnce(ref _handle, handle);

        public void Dispose() => Internal.DisposableSlot.Dispose(ref _handle);
    }
}
