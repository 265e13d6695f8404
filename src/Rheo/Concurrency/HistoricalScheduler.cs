namespace Rheo.Concurrency;

/// <summary>
/// A virtual-time scheduler on <see cref="DateTimeOffset"/> time, for replaying historical data: its clock
/// jumps from one item's due time to the next.
/// </summary>
public class HistoricalScheduler : VirtualTimeScheduler<DateTimeOffset, TimeSpan>
{
    /// <summary>Creates the scheduler with the clock at <see cref="DateTimeOffset.MinValue"/>.</summary>
    public HistoricalScheduler()
        : this(DateTimeOffset.MinValue)
    {
    }

    /// <summary>Creates the scheduler with the clock at <paramref name="initialClock"/>.</summary>
    /// <param name="initialClock">The initial time.</param>
    public HistoricalScheduler(DateTimeOffset initialClock)
        : base(initialClock, Comparer<DateTimeOffset>.Default)
    {
    }

    /// <summary>Creates the scheduler with the clock at <paramref name="initialClock"/> and a custom order.</summary>
    /// <param name="initialClock">The initial time.</param>
    /// <param name="comparer">Orders times.</param>
    public HistoricalScheduler(DateTimeOffset initialClock, IComparer<DateTimeOffset> comparer)
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
