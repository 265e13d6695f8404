using System.Runtime.CompilerServices;

namespace Rheo.Dataflow;

/// <summary>
/// Lets a block that hands its offers to an inner block keep its own identity towards the offering source: the inner
/// block sees this stand-in as the source, and the stand-in consumes, reserves and releases at the real source in the
/// name of the outer block, the target the source offered to (a <c>SendAsync</c> source hands its message only to that
/// target). One stand-in per source, so the inner block sees each source as one.
/// </summary>
internal sealed class OfferingSource<T> : ISourceBlock<T>
{
    private readonly ISourceBlock<T> _source;
    private readonly ITargetBlock<T> _outer;

    private OfferingSource(ISourceBlock<T> source, ITargetBlock<T> outer)
    {
        _source = source;
        _outer = outer;
    }

    public Task Completion => _source.Completion;

    /// <summary>Offers through <paramref name="inner"/> in the name of <paramref name="outer"/>.</summary>
    public static DataflowMessageStatus Offer(
        ITargetBlock<T> inner,
        ITargetBlock<T> outer,
        ConditionalWeakTable<ISourceBlock<T>, OfferingSource<T>> standIns,
        DataflowMessageHeader messageHeader,
        T messageValue,
        ISourceBlock<T>? source,
        bool consumeToAccept)
    {
        var standIn = source is null ? null : standIns.GetValue(source, s => new OfferingSource<T>(s, outer));
        return inner.OfferMessage(messageHeader, messageValue, standIn, consumeToAccept);
    }

    public void Complete() => _source.Complete();

    public void Fault(Exception exception) => _source.Fault(exception);

    public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions) => _source.LinkTo(target, linkOptions);

    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed) =>
        _source.ConsumeMessage(messageHeader, _outer, out messageConsumed);

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target) => _source.ReserveMessage(messageHeader, _outer);

    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target) => _source.ReleaseReservation(messageHeader, _outer);
}
