using Rheo.Dataflow;

namespace RheoBench.ApiCoverage;

/// <summary>A target that postpones every offer and remembers the newest one, for a benchmark to reserve and consume.</summary>
public sealed class CoveragePostponingTarget<T> : ITargetBlock<T>
{
    private readonly object _gate = new();
    private readonly TaskCompletionSource _completion = new();
    private DataflowMessageHeader _latest;

    /// <inheritdoc />
    public Task Completion => _completion.Task;

    /// <inheritdoc />
    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        lock (_gate)
        {
            if (!_latest.IsValid || messageHeader.Id > _latest.Id)
            {
                _latest = messageHeader;
                Monitor.PulseAll(_gate);
            }
        }

        return source is null ? DataflowMessageStatus.Declined : DataflowMessageStatus.Postponed;
    }

    /// <summary>Waits (10 s at most) for an offer with an id greater than <paramref name="id"/>.</summary>
    public DataflowMessageHeader WaitForOfferAfter(long id)
    {
        lock (_gate)
        {
            while (!_latest.IsValid || _latest.Id <= id)
            {
                if (!Monitor.Wait(_gate, TimeSpan.FromSeconds(10)))
                {
                    throw new TimeoutException("The source offered nothing.");
                }
            }

            return _latest;
        }
    }

    /// <inheritdoc />
    public void Complete() => _completion.TrySetResult();

    /// <inheritdoc />
    public void Fault(Exception exception) => _completion.TrySetException(exception);
}
