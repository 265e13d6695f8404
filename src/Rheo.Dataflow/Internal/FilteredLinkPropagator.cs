namespace Rheo.Dataflow.Internal;

/// <summary>
/// Sits on a link made with a predicate: offers only matching messages to the target, presenting itself as their
/// source, and forwards the target's consume, reserve and release calls to the real source under its own identity.
/// </summary>
internal sealed class FilteredLinkPropagator<T>(ISourceBlock<T> source, ITargetBlock<T> target, Predicate<T> predicate) : IPropagatorBlock<T, T>
{
    public Task Completion => source.Completion;

    public void Complete() => target.Complete();

    public void Fault(Exception exception) => target.Fault(exception);

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source1, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source1, consumeToAccept);
        if (!predicate(messageValue))
        {
            return DataflowMessageStatus.Declined;
        }

        return target.OfferMessage(messageHeader, messageValue, source1 != null ? this : null, consumeToAccept);
    }

    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target1, out bool messageConsumed)
        => source.ConsumeMessage(messageHeader, this, out messageConsumed);

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target1) => source.ReserveMessage(messageHeader, this);

    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target1) => source.ReleaseReservation(messageHeader, this);

    public IDisposable LinkTo(ITargetBlock<T> target1, DataflowLinkOptions linkOptions)
        => throw new NotSupportedException("A filtered link cannot be linked further.");

    public override string ToString() => $"{target} (filtered)";
}
