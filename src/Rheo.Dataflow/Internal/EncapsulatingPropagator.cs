using System.Diagnostics.CodeAnalysis;

namespace Rheo.Dataflow.Internal;

/// <summary>The propagator returned by Encapsulate: target calls go to the target, source calls to the source.</summary>
internal sealed class EncapsulatingPropagator<TInput, TOutput>(ITargetBlock<TInput> target, ISourceBlock<TOutput> source)
    : IPropagatorBlock<TInput, TOutput>, IReceivableSourceBlock<TOutput>
{
    public Task Completion => source.Completion;

    public void Complete() => target.Complete();

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        target.Fault(exception);
    }

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, TInput messageValue, ISourceBlock<TInput>? source1, bool consumeToAccept)
        => target.OfferMessage(messageHeader, messageValue, source1, consumeToAccept);

    public IDisposable LinkTo(ITargetBlock<TOutput> target1, DataflowLinkOptions linkOptions) => source.LinkTo(target1, linkOptions);

    public TOutput? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target1, out bool messageConsumed)
        => source.ConsumeMessage(messageHeader, target1, out messageConsumed);

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target1) => source.ReserveMessage(messageHeader, target1);

    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target1) => source.ReleaseReservation(messageHeader, target1);

    public bool TryReceive(Predicate<TOutput>? filter, [MaybeNullWhen(false)] out TOutput item)
    {
        if (source is IReceivableSourceBlock<TOutput> receivable)
        {
            return receivable.TryReceive(filter, out item);
        }

        item = default;
        return false;
    }

    public bool TryReceiveAll([NotNullWhen(true)] out IList<TOutput>? items)
    {
        if (source is IReceivableSourceBlock<TOutput> receivable)
        {
            return receivable.TryReceiveAll(out items);
        }

        items = null;
        return false;
    }

    public override string ToString() => DataflowCommon.GetName(this, DataflowBlockOptions.Default, Completion);
}
