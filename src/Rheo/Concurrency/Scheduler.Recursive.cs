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
/// trampolined); pending steps are tracked by number so one <see cref="Dispose"/> cancels them all. The
/// usual case, one pending step at a time, lives in two fields: a step costs the scheduler's work item
/// and nothing else. The delegates given to user code are created once per recursion.
/// </summary>
/// <typeparam name="TState">The state type.</typeparam>
internal sealed class RecursiveSchedule<TState> : IDisposable
{
    private readonly object _gate = new();
    private readonly object _action;
    private readonly RecursiveKind _kind;
    private IScheduler _scheduler;
    private long _lastId;
    private long _singleId;
    private IDisposable? _singleHandle;
    private Dictionary<long, IDisposable?>? _many;
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
        IDisposable? single;
        Dictionary<long, IDisposable?>? many;
        lock (_gate)
        {
            if (_disposed)
            {
                return;
            }

            _disposed = true;
            single = _singleHandle;
            many = _many;
            _singleHandle = null;
            _many = null;
            _singleId = 0;
        }

        single?.Dispose();
        if (many is not null)
        {
            foreach (var handle in many.Values)
            {
                handle?.Dispose();
            }
        }
    }

    private void ScheduleNow(TState state)
    {
        var id = Add();
        if (id != 0)
        {
            SetHandle(id, Volatile.Read(ref _scheduler).Schedule((this, state, id), static (scheduler, t) => t.Item1.Run(scheduler, t.state, t.id)));
        }
    }

    private void ScheduleRelative(TState state, TimeSpan dueTime)
    {
        var id = Add();
        if (id != 0)
        {
            SetHandle(id, Volatile.Read(ref _scheduler).Schedule((this, state, id), dueTime, static (scheduler, t) => t.Item1.Run(scheduler, t.state, t.id)));
        }
    }

    private void ScheduleAbsolute(TState state, DateTimeOffset dueTime)
    {
        var id = Add();
        if (id != 0)
        {
            SetHandle(id, Volatile.Read(ref _scheduler).Schedule((this, state, id), dueTime, static (scheduler, t) => t.Item1.Run(scheduler, t.state, t.id)));
        }
    }

    /// <summary>Registers a pending step; returns its number, or 0 if the recursion was disposed.</summary>
    private long Add()
    {
        lock (_gate)
        {
            if (_disposed)
            {
                return 0;
            }

            var id = ++_lastId;
            if (_singleId == 0 && (_many is null || _many.Count == 0))
            {
                _singleId = id;
                _singleHandle = null;
            }
            else
            {
                (_many ??= []).Add(id, null);
            }

            return id;
        }
    }

    /// <summary>Stores the scheduler's handle of a step that has not run yet.</summary>
    private void SetHandle(long id, IDisposable handle)
    {
        lock (_gate)
        {
            if (_singleId == id)
            {
                _singleHandle = handle;
                return;
            }

            if (_many is not null && _many.ContainsKey(id))
            {
                _many[id] = handle;
                return;
            }

            if (!_disposed)
            {
                // The step already ran.
                return;
            }
        }

        handle.Dispose();
    }

    /// <summary>Removes a step that is about to run; false if it was canceled.</summary>
    private bool Remove(long id)
    {
        lock (_gate)
        {
            if (_disposed)
            {
                return false;
            }

            if (_singleId == id)
            {
                _singleId = 0;
                _singleHandle = null;
                return true;
            }

            return _many is not null && _many.Remove(id);
        }
    }

    private IDisposable Run(IScheduler scheduler, TState state, long id)
    {
        if (!Remove(id))
        {
            return Disposables.Disposable.Empty;
        }

        Volatile.Write(ref _scheduler, scheduler);
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
}
