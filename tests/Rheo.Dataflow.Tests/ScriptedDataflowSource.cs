namespace Rheo.Dataflow.Tests;

/// <summary>
/// A source driven by the test: it keeps the targets linked to it, offers messages on demand (with or without
/// consumeToAccept) and answers consume/reserve/release from its own messages, or throws when told to.
/// </summary>
internal sealed class ScriptedDataflowSource<T> : ISourceBlock<T>
{
    private readonly Dictionary<long, T> _messages = new();
    private readonly TaskCompletionSource _completion = new();

    public List<ITargetBlock<T>> Targets { get; } = new();

    public List<string> Calls { get; } = new();

    /// <summary>Thrown by ConsumeMessage when set.</summary>
    public Exception? ConsumeFailure { get; set; }

    /// <summary>Thrown by ReserveMessage when set.</summary>
    public Exception? ReserveFailure { get; set; }

    /// <summary>Thrown by LinkTo when set.</summary>
    public Exception? LinkFailure { get; set; }

    /// <summary>Run inside ConsumeMessage before it answers.</summary>
    public Action? DuringConsume { get; set; }

    public Task Completion => _completion.Task;

    public void Add(long id, T value)
    {
        lock (_messages)
        {
            _messages[id] = value;
        }
    }

    public DataflowMessageStatus Offer(ITargetBlock<T> target, long id, bool consumeToAccept = false)
    {
        T value;
        lock (_messages)
        {
            _messages.TryGetValue(id, out value!);
        }

        return target.OfferMessage(new DataflowMessageHeader(id), value, this, consumeToAccept);
    }

    public DataflowMessageStatus OfferToLinked(long id, bool consumeToAccept = false) => Offer(Assert.Single(Targets), id, consumeToAccept);

    public void Complete() => _completion.TrySetResult();

    public void Fault(Exception exception) => _completion.TrySetException(exception);

    public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions)
    {
        if (LinkFailure != null)
        {
            throw LinkFailure;
        }

        lock (_messages)
        {
            Targets.Add(target);
        }

        return new Unlinker(this, target);
    }

    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed)
    {
        DuringConsume?.Invoke();
        lock (_messages)
        {
            Calls.Add($"consume {messageHeader.Id}");
        }

        if (ConsumeFailure != null)
        {
            throw ConsumeFailure;
        }

        lock (_messages)
        {
            messageConsumed = _messages.Remove(messageHeader.Id, out var value);
            return value;
        }
    }

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        lock (_messages)
        {
            Calls.Add($"reserve {messageHeader.Id}");
            if (ReserveFailure != null)
            {
                throw ReserveFailure;
            }

            return _messages.ContainsKey(messageHeader.Id);
        }
    }

    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        lock (_messages)
        {
            Calls.Add($"release {messageHeader.Id}");
        }
    }

    private sealed class Unlinker(ScriptedDataflowSource<T> source, ITargetBlock<T> target) : IDisposable
    {
        public void Dispose()
        {
            lock (source._messages)
            {
                source.Targets.Remove(target);
            }
        }
    }
}

/// <summary>A target whose OfferMessage throws.</summary>
internal sealed class ThrowingDataflowTarget<T>(Exception error) : ITargetBlock<T>
{
    public int Offers { get; private set; }

    public Task Completion { get; } = new TaskCompletionSource().Task;

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        Offers++;
        throw error;
    }

    public void Complete()
    {
    }

    public void Fault(Exception exception)
    {
    }
}

/// <summary>A target that answers every offer with a fixed status and counts the offers.</summary>
internal sealed class FixedAnswerTarget<T>(DataflowMessageStatus answer) : ITargetBlock<T>
{
    private int _offers;

    public int Offers => Volatile.Read(ref _offers);

    public Task Completion { get; } = new TaskCompletionSource().Task;

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        Interlocked.Increment(ref _offers);
        return answer;
    }

    public void Complete()
    {
    }

    public void Fault(Exception exception)
    {
    }
}
