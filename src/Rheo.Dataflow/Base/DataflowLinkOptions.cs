namespace Rheo.Dataflow;

/// <summary>Provides options used to configure a link between dataflow blocks.</summary>
public class DataflowLinkOptions
{
    internal static readonly DataflowLinkOptions Default = new();

    internal static readonly DataflowLinkOptions UnlinkAfterOneAndPropagateCompletion = new() { MaxMessages = 1, PropagateCompletion = true };

    private int _maxMessages = DataflowBlockOptions.Unbounded;

    /// <summary>Gets or sets whether the link is appended after existing links (true, the default) or put before them (false).</summary>
    public bool Append { get; set; } = true;

    /// <summary>Gets or sets the maximum number of messages that may traverse the link before it is unlinked; <see cref="DataflowBlockOptions.Unbounded"/> (the default) for no limit.</summary>
    public int MaxMessages
    {
        get => _maxMessages;
        set
        {
            OptionChecks.PositiveOrUnbounded(value);
            _maxMessages = value;
        }
    }

    /// <summary>Gets or sets whether the source's completion (normal or faulted) is propagated to the target. Default: false.</summary>
    public bool PropagateCompletion { get; set; }
}

internal static class OptionChecks
{
    public static void PositiveOrUnbounded(int value)
    {
        if (value <= 0 && value != DataflowBlockOptions.Unbounded)
        {
            throw new ArgumentOutOfRangeException(nameof(value));
        }
    }
}
