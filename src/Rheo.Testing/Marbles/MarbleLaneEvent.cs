namespace Rheo.Testing;

/// <summary>One event of a <see cref="MarbleLane"/>: when it happened, what it is, and the text its marble shows.</summary>
public readonly struct MarbleLaneEvent
{
    /// <summary>Initializes a new instance of the <see cref="MarbleLaneEvent"/> struct.</summary>
    /// <param name="time">The virtual time (ticks).</param>
    /// <param name="kind">A value, an error or a completion.</param>
    /// <param name="label">The text of a value's marble (or the error's text).</param>
    /// <exception cref="ArgumentNullException"><paramref name="label"/> is null.</exception>
    public MarbleLaneEvent(long time, NotificationKind kind, string label)
    {
        ArgumentNullException.ThrowIfNull(label);
        Time = time;
        Kind = kind;
        _label = label;
    }

    private readonly string? _label;

    /// <summary>Gets the virtual time (ticks).</summary>
    public long Time { get; }

    /// <summary>Gets what the event is.</summary>
    public NotificationKind Kind { get; }

    /// <summary>Gets the text of a value's marble (or the error's text).</summary>
    public string Label => _label ?? string.Empty;
}
