namespace Rheo.Dataflow.Tests;

/// <summary>A target that postpones every offer from a source and keeps the last (source, header) it saw, so a test can consume or reserve by hand.</summary>
internal sealed class PostponingRecordingTarget<T> : ITargetBlock<T>
{
    private readonly TaskCompletionSource _completion = new();

    public ISourceBlock<T>? LastSource { get; private set; }

    public DataflowMessageHeader LastHeader { get; private set; }

    public int Offers { get; private set; }

    public Task Completion => _completion.Task;

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToMessage)
    {
        Offers++;
        if (source == null)
        {
            return DataflowMessageStatus.Declined;
        }

        LastSource = source;
        LastHeader = messageHeader;
        return DataflowMessageStatus.Postponed;
    }

    public void Complete() => _completion.TrySetResult();

    public void Fault(Exception exception) => _completion.TrySetException(exception);
}
