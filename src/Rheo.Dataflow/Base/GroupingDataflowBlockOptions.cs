namespace Rheo.Dataflow;

/// <summary>Provides options used to configure the processing performed by grouping blocks (batch, join).</summary>
public class GroupingDataflowBlockOptions : DataflowBlockOptions
{
    internal static new readonly GroupingDataflowBlockOptions Default = new();

    private long _maxNumberOfGroups = Unbounded;

    /// <summary>Gets or sets whether the block is greedy (accepts messages as they are offered) or non-greedy (postpones them until a whole group can be consumed). Default: true.</summary>
    public bool Greedy { get; set; } = true;

    /// <summary>Gets or sets the maximum number of groups the block produces before completing; <see cref="DataflowBlockOptions.Unbounded"/> (the default) for no limit.</summary>
    public long MaxNumberOfGroups
    {
        get => _maxNumberOfGroups;
        set
        {
            if (value <= 0 && value != Unbounded)
            {
                throw new ArgumentOutOfRangeException(nameof(value));
            }

            _maxNumberOfGroups = value;
        }
    }

    internal new GroupingDataflowBlockOptions Clone()
    {
        var clone = new GroupingDataflowBlockOptions();
        CopyTo(clone);
        clone.Greedy = Greedy;
        clone._maxNumberOfGroups = _maxNumberOfGroups;
        return clone;
    }
}
