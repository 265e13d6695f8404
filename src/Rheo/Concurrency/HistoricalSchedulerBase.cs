namespace Rheo.Concurrency;

/// <summary>
/// The base of virtual-time schedulers on <see cref="DateTimeOffset"/> time with <see cref="TimeSpan"/> steps, such
/// as <see cref="HistoricalScheduler"/>: it supplies the time arithmetic; a subclass supplies the work queue.
/// </summary>
public abstract class HistoricalSchedulerBase : VirtualTimeSchedulerBase<DateTimeOffset, TimeSpan>
{
    /// <summary>Creates the scheduler with the clock at <see cref="DateTimeOffset.MinValue"/>.</summary>
    protected HistoricalSchedulerBase()
        : this(DateTimeOffset.MinValue, Comparer<DateTimeOffset>.Default)
    {
    }

    /// <summary>Creates the scheduler with the clock at <paramref name="initialClock"/>.</summary>
    /// <param name="initialClock">The initial time.</param>
    protected HistoricalSchedulerBase(DateTimeOffset initialClock)
        : this(initialClock, Comparer<DateTimeOffset>.Default)
    {
    }

    /// <summary>Creates the scheduler with the clock at <paramref name="initialClock"/> and a custom order of times.</summary>
    /// <param name="initialClock">The initial time.</param>
    /// <param name="comparer">Orders times.</param>
    /// <exception cref="ArgumentNullException"><paramref name="comparer"/> is null.</exception>
    protected HistoricalSchedulerBase(DateTimeOffset initialClock, IComparer<DateTimeOffset> comparer)
        : base(initialClock, comparer)
    {
    }

    /// <summary>Adds a time span to a time.</summary>
    /// <param name="absolute">The time.</param>
    /// <param name="relative">The time span.</param>
    /// <returns>The sum.</returns>
    protected override DateTimeOffset Add(DateTimeOffset absolute, TimeSpan relative) => absolute + relative;

    /// <summary>Returns the time itself.</summary>
    /// <param name="absolute">The time.</param>
    /// <returns><paramref name="absolute"/>.</returns>
    protected override DateTimeOffset ToDateTimeOffset(DateTimeOffset absolute) => absolute;

    /// <summary>Returns the time span itself.</summary>
    /// <param name="timeSpan">The time span.</param>
    /// <returns><paramref name="timeSpan"/>.</returns>
    protected override TimeSpan ToRelative(TimeSpan timeSpan) => timeSpan;
}
