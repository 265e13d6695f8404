namespace Rheo.Dataflow;

/// <summary>Provides options used to configure the processing performed by dataflow blocks.</summary>
/// <remarks>Blocks copy the options they are given at construction; later changes do not affect them.</remarks>
public class DataflowBlockOptions
{
    /// <summary>A constant used to specify an unlimited quantity for members that provide an upper bound.</summary>
    public const int Unbounded = -1;

    internal static readonly DataflowBlockOptions Default = new();

    private TaskScheduler _taskScheduler = TaskScheduler.Default;
    private int _maxMessagesPerTask = Unbounded;
    private int _boundedCapacity = Unbounded;
    private string _nameFormat = "{0} Id={1}";

    /// <summary>Gets or sets the <see cref="System.Threading.Tasks.TaskScheduler"/> used to schedule tasks. Default: <see cref="TaskScheduler.Default"/>.</summary>
    public TaskScheduler TaskScheduler
    {
        get => _taskScheduler;
        set
        {
            ArgumentNullException.ThrowIfNull(value);
            _taskScheduler = value;
        }
    }

    /// <summary>Gets or sets the <see cref="System.Threading.CancellationToken"/> to monitor for cancellation requests.</summary>
    public CancellationToken CancellationToken { get; set; }

    /// <summary>Gets or sets the maximum number of messages that may be processed per task; <see cref="Unbounded"/> (the default) for no limit.</summary>
    public int MaxMessagesPerTask
    {
        get => _maxMessagesPerTask;
        set
        {
            OptionChecks.PositiveOrUnbounded(value);
            _maxMessagesPerTask = value;
        }
    }

    /// <summary>Gets or sets the maximum number of messages that may be buffered by the block; <see cref="Unbounded"/> (the default) for no limit.</summary>
    public int BoundedCapacity
    {
        get => _boundedCapacity;
        set
        {
            OptionChecks.PositiveOrUnbounded(value);
            _boundedCapacity = value;
        }
    }

    /// <summary>Gets or sets the format string used to name the block: {0} is the block's type name, {1} its identifier. Default: "{0} Id={1}".</summary>
    public string NameFormat
    {
        get => _nameFormat;
        set
        {
            ArgumentNullException.ThrowIfNull(value);
            _nameFormat = value;
        }
    }

    /// <summary>Gets or sets whether ordered processing is enforced on the block's handling of messages. Default: true.</summary>
    public bool EnsureOrdered { get; set; } = true;

    internal void CopyTo(DataflowBlockOptions target)
    {
        target._taskScheduler = _taskScheduler;
        target.CancellationToken = CancellationToken;
        target._maxMessagesPerTask = _maxMessagesPerTask;
        target._boundedCapacity = _boundedCapacity;
        target._nameFormat = _nameFormat;
        target.EnsureOrdered = EnsureOrdered;
    }

    internal DataflowBlockOptions Clone()
    {
        var clone = new DataflowBlockOptions();
        CopyTo(clone);
        return clone;
    }
}
