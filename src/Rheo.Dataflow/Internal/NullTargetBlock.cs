namespace Rheo.Dataflow.Internal;

/// <summary>The target returned by NullTarget: accepts every message and drops it; never completes.</summary>
internal sealed class NullTargetBlock<T> : ITargetBlock<T>
{
    private readonly TaskCompletionSource _never = new();

    public Task Completion => _never.Task;

    public void Complete()
    {
    }

    public void Fault(Exception exception) => ArgumentNullException.ThrowIfNull(exception);

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        if (consumeToAccept)
        {
            source!.ConsumeMessage(messageHeader, this, out bool consumed);
            if (!consumed)
            {
                return DataflowMessageStatus.NotAvailable;
            }
        }

        return DataflowMessageStatus.Accepted;
    }
}
