namespace Rheo.Dataflow.Tests;

/// <summary>
/// A hand-driven source for checking how targets use the offer/postpone/reserve/consume protocol: it holds
/// messages by id, offers them on demand and records every call a target makes.
/// </summary>
internal sealed class RecordingDataflowSource<T> : ISourceBlock<T>
{
    private readonly Dictionary<long, T> _messages = new();
    private readonly HashSet<long> _reserved = new();
    private readonly TaskCompletionSource _completion = new();

    public List<string> Calls { get; } = new();

    public Task Completion => _completion.Task;

    public void Add(long id, T value)
    {
        lock (_messages)
        {
            _messages[id] = value;
        }
    }

    public bool Has(long id)
    {
        lock (_messages)
        {
            return _messages.ContainsKey(id);
        }
    }

    public DataflowMessageStatus Offer(ITargetBlock<T> target, long id)
    {
        T value;
        lock (_messages)
        {
            value = _messages[id];
        }

        return target.OfferMessage(new DataflowMessageHeader(id), value, this, consumeToAccept: false);
    }

    public string[] Snapshot()
    {
        lock (_messages)
        {
            return Calls.ToArray();
        }
    }

    public void Complete() => _completion.TrySetResult();

    public void Fault(Exception exception) => _completion.TrySetException(exception);

    public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions) => throw new NotSupportedException();

    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed)
    {
        lock (_messages)
        {
            Calls.Add($"consume {messageHeader.Id}");
            messageConsumed = _messages.Remove(messageHeader.Id, out var value);
            _reserved.Remove(messageHeader.Id);
            return value;
        }
    }

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        lock (_messages)
        {
            Calls.Add($"reserve {messageHeader.Id}");
            return _messages.ContainsKey(messageHeader.Id) && _reserved.Add(messageHeader.Id);
        }
    }

    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        lock (_messages)
        {
            Calls.Add($"release {messageHeader.Id}");
            _reserved.Remove(messageHeader.Id);
        }
    }
}
