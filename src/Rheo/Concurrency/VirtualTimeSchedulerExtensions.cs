using Rheo.Disposables;

namespace Rheo.Concurrency;

/// <summary>
/// Plain-action forms of <see cref="VirtualTimeSchedulerBase{TAbsolute, TRelative}.ScheduleAbsolute{TState}"/> and
/// <see cref="VirtualTimeSchedulerBase{TAbsolute, TRelative}.ScheduleRelative{TState}"/>: the form virtual-time tests
/// use, <c>scheduler.ScheduleAbsolute(300, () => subject.OnNext(1))</c>.
/// </summary>
public static class VirtualTimeSchedulerExtensions
{
    /// <summary>Schedules <paramref name="action"/> at the absolute virtual time <paramref name="dueTime"/>.</summary>
    /// <typeparam name="TAbsolute">The type of absolute virtual time.</typeparam>
    /// <typeparam name="TRelative">The type of relative virtual time.</typeparam>
    /// <param name="scheduler">The virtual-time scheduler.</param>
    /// <param name="dueTime">The virtual due time; a time already past runs at the current time, after the work already due.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> or <paramref name="action"/> is null.</exception>
    public static IDisposable ScheduleAbsolute<TAbsolute, TRelative>(this VirtualTimeSchedulerBase<TAbsolute, TRelative> scheduler, TAbsolute dueTime, Action action)
        where TAbsolute : IComparable<TAbsolute>
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.ScheduleAbsolute(action, dueTime, static (_, a) => Run(a));
    }

    /// <summary>Schedules <paramref name="action"/> at <paramref name="dueTime"/> after the scheduler's current virtual time.</summary>
    /// <typeparam name="TAbsolute">The type of absolute virtual time.</typeparam>
    /// <typeparam name="TRelative">The type of relative virtual time.</typeparam>
    /// <param name="scheduler">The virtual-time scheduler.</param>
    /// <param name="dueTime">The relative virtual due time.</param>
    /// <param name="action">The work.</param>
    /// <returns>Cancels the work if it has not run.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="scheduler"/> or <paramref name="action"/> is null.</exception>
    public static IDisposable ScheduleRelative<TAbsolute, TRelative>(this VirtualTimeSchedulerBase<TAbsolute, TRelative> scheduler, TRelative dueTime, Action action)
        where TAbsolute : IComparable<TAbsolute>
    {
        ArgumentNullException.ThrowIfNull(scheduler);
        ArgumentNullException.ThrowIfNull(action);
        return scheduler.ScheduleRelative(action, dueTime, static (_, a) => Run(a));
    }

    private static IDisposable Run(Action action)
    {
        action();
        return Disposable.Empty;
    }
}
