namespace Rheo.Dataflow;

/// <summary>Represents a dataflow block that is a target for data.</summary>
/// <typeparam name="TInput">The type of data accepted by the block.</typeparam>
public interface ITargetBlock<in TInput> : IDataflowBlock
{
    /// <summary>Offers a message to the block, giving it the opportunity to consume or postpone the message.</summary>
    /// <param name="messageHeader">The header of the message; must be valid.</param>
    /// <param name="messageValue">The value of the message.</param>
    /// <param name="source">The block offering the message, or null.</param>
    /// <param name="consumeToAccept">True to make the target call <see cref="ISourceBlock{TOutput}.ConsumeMessage"/> synchronously before accepting.</param>
    /// <returns>The status of the offered message.</returns>
    DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, TInput messageValue, ISourceBlock<TInput>? source, bool consumeToAccept);
}
