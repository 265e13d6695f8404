namespace Rheo.Dataflow;

/// <summary>Represents a dataflow block that is a source of data.</summary>
/// <typeparam name="TOutput">The type of data produced by the block.</typeparam>
public interface ISourceBlock<out TOutput> : IDataflowBlock
{
    /// <summary>Links the block to the specified target.</summary>
    /// <param name="target">The target to link to.</param>
    /// <param name="linkOptions">The options of the link.</param>
    /// <returns>A disposable that unlinks the source from the target when disposed.</returns>
    IDisposable LinkTo(ITargetBlock<TOutput> target, DataflowLinkOptions linkOptions);

    /// <summary>Called by a linked target to accept and consume a message previously offered by this source.</summary>
    /// <param name="messageHeader">The header of the message being consumed.</param>
    /// <param name="target">The target consuming the message.</param>
    /// <param name="messageConsumed">True if the message was consumed, false otherwise.</param>
    /// <returns>The value of the consumed message, or the default value when not consumed.</returns>
    TOutput? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target, out bool messageConsumed);

    /// <summary>Called by a linked target to reserve a message previously offered by this source.</summary>
    /// <param name="messageHeader">The header of the message being reserved.</param>
    /// <param name="target">The target reserving the message.</param>
    /// <returns>True if the message was reserved, false otherwise.</returns>
    bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target);

    /// <summary>Called by a linked target to release a message it previously reserved.</summary>
    /// <param name="messageHeader">The header of the reserved message.</param>
    /// <param name="target">The target releasing the message.</param>
    void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target);
}
