namespace Rheo.Testing;

/// <summary>How <see cref="MarbleSvg.Render"/> lays out a picture.</summary>
public sealed class MarbleSvgOptions
{
    private long _ticksPerFrame = 10;
    private double _frameWidth = 26;

    /// <summary>Gets or sets the picture's title (none when null).</summary>
    public string? Title { get; set; }

    /// <summary>Gets or sets the virtual time at the left edge (the earliest event or subscription when null).</summary>
    public long? From { get; set; }

    /// <summary>Gets or sets the virtual time at the right edge (two frames past the latest event or unsubscription when null).</summary>
    public long? To { get; set; }

    /// <summary>Gets or sets the virtual time the axis counts frames from (<see cref="From"/> when null).</summary>
    public long? Origin { get; set; }

    /// <summary>Gets or sets the ticks of one frame (10 by default): the grid the axis is drawn on.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is less than 1.</exception>
    public long TicksPerFrame
    {
        get => _ticksPerFrame;
        set => _ticksPerFrame = value >= 1 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "A frame lasts at least one tick.");
    }

    /// <summary>Gets or sets the width of one frame in pixels (26 by default; narrower when the picture would pass 1,600 pixels).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is not positive.</exception>
    public double FrameWidth
    {
        get => _frameWidth;
        set => _frameWidth = value > 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "A frame is wider than zero pixels.");
    }
}
