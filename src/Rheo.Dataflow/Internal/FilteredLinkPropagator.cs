namespace Rheo.Dataflow.Internal;

/// <summary>
/// Sits on a link made with a predicate: offers only matching messages to the target, presenting itself as their
/// source, and forwards the target's consume, reserve and release calls to the real source under its own identity.
/// Without a predicate it passes every message: a source wraps a target linked to it a second time in one, as TPL
/// Dataflow does, so each link is a distinct target for reservations and <c>MaxMessages</c>.
/// </summary>
internal sealed class FilteredLinkPropagator<T>(ISourceBlock<T> source, ITargetBlock<T> target, Predicate<T>? predicate) : IPropagatorBlock<T, T>
{
    /// <summary>
    /// <paramref name="target"/>, or a pass-through propagator around it when <paramref name="linked"/> already holds
    /// it: every target a source links to is distinct.
    /// </summary>
    public static ITargetBlock<T> Distinct<TLink>(ISourceBlock<T> source, ITargetBlock<T> target, TLink[] linked, Func<TLink, ITargetBlock<T>> targetOf)
    {
        foreach (var link in linked)
        {
            if (targetOf(link) == target)
            {
                return new FilteredLinkPropagator<T>(source, target, null);
            }
        }

        return target;
    }

    public Task Completion => source.Completion;

    public void Complete() => target.Complete();

    public void Fault(Exception exception) => target.Fault(exception);

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source1, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source1, consumeToAccept);
        if (predicate != null && !predicate(messageValue))
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
