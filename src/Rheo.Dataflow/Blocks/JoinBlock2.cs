using System.Diagnostics.CodeAnalysis;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

/// <summary>
/// Provides a dataflow block that joins across multiple sources, which are not necessarily of the same type,
/// waiting for one item to arrive for each type before releasing them together as a tuple.
/// </summary>
/// <remarks>
/// Greedy (default): each target accepts messages as offered and a tuple is released once every target holds one.
/// Non-greedy: targets postpone every offer; a tuple is formed only when one postponed message can be reserved from
/// each target's sources, then all are consumed; otherwise every reservation is released, so nothing is lost or duplicated.
/// </remarks>
/// <typeparam name="T1">The type of data accepted by the block's first target.</typeparam>
/// <typeparam name="T2">The type of data accepted by the block's second target.</typeparam>
public sealed class JoinBlock<T1, T2> : IReceivableSourceBlock<Tuple<T1, T2>>, IJoinOwner, IOutputAvailability, ILockedOfferSource
{
    private readonly GroupingDataflowBlockOptions _options;
    private readonly JoinCore _core;
    private readonly SourceCore<Tuple<T1, T2>> _source;
    private readonly JoinTarget<T1> _target1;
    private readonly JoinTarget<T2> _target2;

    /// <summary>Initializes the block.</summary>
    public JoinBlock()
        : this(GroupingDataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified options.</summary>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public JoinBlock(GroupingDataflowBlockOptions dataflowBlockOptions)
    {
        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        _options = dataflowBlockOptions.Clone();
        _core = new JoinCore(this, _options);
        _source = new SourceCore<Tuple<T1, T2>>(this, _options, _core.OutputsTaken);
        _target1 = new JoinTarget<T1>(_core, _source.Completion);
        _target2 = new JoinTarget<T2>(_core, _source.Completion);
        _core.Start(_target1, _target2);
    }

    /// <summary>Gets a target that may be used to offer messages of the first type.</summary>
    public ITargetBlock<T1> Target1 => _target1;

    /// <summary>Gets a target that may be used to offer messages of the second type.</summary>
    public ITargetBlock<T2> Target2 => _target2;

    /// <inheritdoc/>
    public Task Completion => _source.Completion;

    /// <summary>Gets the number of output tuples available to be received from this block.</summary>
    public int OutputCount => _source.OutputCount;

    bool IOutputAvailability.HasOutput => _source.HasOutput;

    /// <inheritdoc/>
    public void Complete() => _core.Decline(null, canceled: false);

    /// <inheritdoc/>
    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        _core.Decline(exception, canceled: false);
    }

    /// <inheritdoc/>
    public IDisposable LinkTo(ITargetBlock<Tuple<T1, T2>> target, DataflowLinkOptions linkOptions) => _source.LinkTo(target, linkOptions);

    /// <inheritdoc/>
    public Tuple<T1, T2>? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<Tuple<T1, T2>> target, out bool messageConsumed)
        => _source.ConsumeMessage(messageHeader, target, out messageConsumed);

    /// <inheritdoc/>
    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<Tuple<T1, T2>> target) => _source.ReserveMessage(messageHeader, target);

    /// <inheritdoc/>
    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<Tuple<T1, T2>> target) => _source.ReleaseReservation(messageHeader, target);

    /// <inheritdoc/>
    public bool TryReceive(Predicate<Tuple<T1, T2>>? filter, [MaybeNullWhen(false)] out Tuple<T1, T2> item) => _source.TryReceive(filter, out item);

    /// <inheritdoc/>
    public bool TryReceiveAll([NotNullWhen(true)] out IList<Tuple<T1, T2>>? items) => _source.TryReceiveAll(out items);

    /// <inheritdoc/>
    public override string ToString() => DataflowCommon.GetName(this, _options, Completion);

    void IJoinOwner.EmitLocked() => _source.AddMessage(Tuple.Create(_target1.DequeueLocked(), _target2.DequeueLocked()));

    void IJoinOwner.CompleteOutput(List<Exception>? exceptions, bool canceled)
        => _source.CompleteFromInput(exceptions, canceled);
}
