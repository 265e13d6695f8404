namespace Rheo.Dataflow.Tests;

/// <summary>A target that postpones every offer from a source and keeps the last (source, header) it saw, so a test can consume or reserve by hand.</summary>
internal sealed class PostponingRecordingTarget<T> : ITargetBlock<T>
{
    private readonly TaskCompletionSource _completion = new();

    public ISourceBlock<T>? LastSource { get; private set; }

    public DataflowMessageHeader LastHeader { get; private set; }

    private int _offers;

    /// <summary>Offers seen so far; counted after the source and header are stored, so a test that sees the count sees them.</summary>
    public int Offers => Volatile.Read(ref _offers);

    public Task Completion => _completion.Task;

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        if (source == null)
        {
            Interlocked.Increment(ref _offers);
            return DataflowMessageStatus.Declined;
        }

        LastSource = source;
        LastHeader = messageHeader;
        Interlocked.Increment(ref _offers);
        return DataflowMessageStatus.Postponed;
    }

    public void Complete() => _completion.TrySetResult();

    public void Fault(Exception exception) => _completion.TrySetException(exception);
}
