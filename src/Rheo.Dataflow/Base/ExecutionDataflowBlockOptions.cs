namespace Rheo.Dataflow;

/// <summary>Provides options used to configure the processing performed by execution blocks (action, transform, transform-many).</summary>
public class ExecutionDataflowBlockOptions : DataflowBlockOptions
{
    internal static new readonly ExecutionDataflowBlockOptions Default = new();

    private int _maxDegreeOfParallelism = 1;

    /// <summary>Gets or sets the maximum number of messages that may be processed at the same time; <see cref="DataflowBlockOptions.Unbounded"/> for no limit. Default: 1.</summary>
    public int MaxDegreeOfParallelism
    {
        get => _maxDegreeOfParallelism;
        set
        {
            OptionChecks.PositiveOrUnbounded(value);
            _maxDegreeOfParallelism = value;
        }
    }

    /// <summary>Gets or sets whether code using the block promises to use it from one producer at a time (Post, OfferMessage, Complete), letting the block skip synchronization. Default: false.</summary>
    public bool SingleProducerConstrained { get; set; }

    internal new ExecutionDataflowBlockOptions Clone()
    {
        var clone = new ExecutionDataflowBlockOptions();
        CopyTo(clone);
        clone._maxDegreeOfParallelism = _maxDegreeOfParallelism;
        clone.SingleProducerConstrained = SingleProducerConstrained;
        return clone;
    }
}
