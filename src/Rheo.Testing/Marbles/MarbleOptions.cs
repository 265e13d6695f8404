namespace Rheo.Testing;

/// <summary>
/// How a <see cref="TestScheduler"/> reads marble diagrams (one instance per scheduler, from
/// <see cref="TestSchedulerMarbles.GetMarbleOptions"/>); set it before the first marble call of a test.
/// </summary>
public sealed class MarbleOptions
{
    /// <summary>The name of the environment variable that, when set, is the default <see cref="SvgDirectory"/>.</summary>
    public const string SvgDirectoryVariable = "RHEO_MARBLES_SVG_DIR";

    private long _ticksPerFrame = 10;
    private long _origin = ReactiveTest.Subscribed;
    private int _maxFrames = 1000;

    /// <summary>
    /// Gets or sets the virtual ticks one frame (<c>-</c>, a value, <c>|</c>, <c>#</c>, <c>(</c>, <c>)</c>) lasts;
    /// 10 by default. An event belongs to the frame whose ticks contain it, so the one-tick step the
    /// <see cref="TestScheduler"/> gives work scheduled for "now" stays within the frame.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is less than 1.</exception>
    public long TicksPerFrame
    {
        get => _ticksPerFrame;
        set => _ticksPerFrame = value >= 1 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "A frame lasts at least one tick.");
    }

    /// <summary>
    /// Gets or sets the virtual time of frame 0: the subscription point <c>^</c> of hot diagrams and the moment
    /// <see cref="TestSchedulerMarbles.ExpectObservable{T}(TestScheduler, IObservable{T}, string?)"/> subscribes.
    /// <see cref="ReactiveTest.Subscribed"/> (200) by default, so <c>"--a"</c> means <c>OnNext(220, 'a')</c>.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is negative.</exception>
    public long Origin
    {
        get => _origin;
        set => _origin = value >= 0 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "The origin is a virtual time, not negative.");
    }

    /// <summary>
    /// Gets or sets how many frames past the latest time any diagram of the test mentions the scheduler runs when
    /// it is flushed (1000 by default): work scheduled later (a never-ending timer) is not run.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value is less than 1.</exception>
    public int MaxFrames
    {
        get => _maxFrames;
        set => _maxFrames = value >= 1 ? value : throw new ArgumentOutOfRangeException(nameof(value), value, "At least one frame.");
    }

    /// <summary>
    /// Gets or sets the folder where a failing <c>ToBe</c> writes its expected-versus-actual SVG picture (the path
    /// is in the failure message); null writes none. Defaults to the <see cref="SvgDirectoryVariable"/> environment variable.
    /// </summary>
    public string? SvgDirectory { get; set; } = Environment.GetEnvironmentVariable(SvgDirectoryVariable) is { Length: > 0 } dir ? dir : null;
}
