using Rheo.Internal;

namespace Rheo.Concurrency;

public static partial class Scheduler
{
    /// <summary>
    /// Runs <paramref name="action"/> every <paramref name="period"/>, threading a state through the calls.
    /// Uses the scheduler's native periodic support when it has one; otherwise emulates it with recursive
    /// scheduling measured against a stopwatch, so the n-th call is due at n × period and delays do not add up.
    /// </summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The initial state.</param>
    /// <param name="period">The period; zero means as often as the scheduler allows.</param>
    /// <param name="action">Computes the next state.</param>
    /// <returns>Stops the periodic work.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IDisposable SchedulePeriodic<TState>(this IScheduler scheduler, TState state, TimeSpan period, Func<TState, TState> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        ArgumentOutOfRangeException.ThrowIfLessThan(period, TimeSpan.Zero);
        var periodic = scheduler.AsPeriodic();
        return periodic is not null
            ? periodic.SchedulePeriodic(state, period, action)
            : EmulatedPeriodic<TState>.Start(scheduler, state, period, action);
    }

    /// <summary>Runs <paramref name="action"/> with the same state every <paramref name="period"/>.</summary>
    /// <typeparam name="TState">The state type.</typeparam>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="state">The state passed to every call.</param>
    /// <param name="period">The period.</param>
    /// <param name="action">The work.</param>
    /// <returns>Stops the periodic work.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IDisposable SchedulePeriodic<TState>(this IScheduler scheduler, TState state, TimeSpan period, Action<TState> action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.SchedulePeriodic((action, state), period, static t =>
        {
            t.action(t.state);
            return t;
        });
    }

    /// <summary>Runs <paramref name="action"/> every <paramref name="period"/>.</summary>
    /// <param name="scheduler">The scheduler.</param>
    /// <param name="period">The period.</param>
    /// <param name="action">The work.</param>
    /// <returns>Stops the periodic work.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="period"/> is negative.</exception>
    public static IDisposable SchedulePeriodic(this IScheduler scheduler, TimeSpan period, Action action)
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.SchedulePeriodic(action, period, static a =>
        {
            a();
            return a;
        });
    }
}

/// <summary>
/// Periodic work on a scheduler without native support: each tick schedules the next one at
/// start + n × period on the scheduler's stopwatch, so lateness of one tick does not shift the others.
/// </summary>
/// <typeparam name="TState">The state type.</typeparam>
internal sealed class EmulatedPeriodic<TState> : IDisposable
{
    private readonly TimeSpan _period;
    private readonly Func<TState, TState> _action;
    private readonly IStopwatch _stopwatch;
    private TState _state;
    private TimeSpan _next;
    private IDisposable? _task;
    private volatile bool _disposed;

    private EmulatedPeriodic(IScheduler scheduler, TState state, TimeSpan period, Func<TState, TState> action)
    {
        _state = state;
        _period = period;
        _action = action;
        _stopwatch = scheduler.StartStopwatch();
        _next = period;
    }

    public static IDisposable Start(IScheduler scheduler, TState state, TimeSpan period, Func<TState, TState> action)
    {
        var periodic = new EmulatedPeriodic<TState>(scheduler, state, period, action);
        DisposableSlot.TrySetMultiple(ref periodic._task, scheduler.Schedule(periodic, period, static (s, p) => p.Tick(s)));
        return periodic;
    }

    public void Dispose()
    {
        _disposed = true;
        DisposableSlot.Dispose(ref _task);
    }

    private IDisposable Tick(IScheduler scheduler)
    {
        if (_disposed)
        {
            return Disposables.Disposable.Empty;
        }

        _state = _action(_state);
        if (!_disposed)
        {
            _next += _period;
            var delay = Scheduler.Normalize(_next - _stopwatch.Elapsed);
            IDisposable next;
            try
            {
                next = scheduler.Schedule(this, delay, static (s, p) => p.Tick(s));
            }
            catch (ObjectDisposedException)
            {
                // The scheduler was disposed (by the action, or by another thread since the check above): it drops
                // its pending work, and the next tick is such work. Thrown here, on the scheduler's own thread, the
                // exception would reach no caller and end the process.
                _disposed = true;
                return Disposables.Disposable.Empty;
            }

            DisposableSlot.TrySetMultiple(ref _task, next);
        }

        return Disposables.Disposable.Empty;
    }
}
