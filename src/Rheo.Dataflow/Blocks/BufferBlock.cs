using System.Diagnostics.CodeAnalysis;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

/// <summary>Provides a buffer for storing data.</summary>
/// <typeparam name="T">The type of data buffered by the block.</typeparam>
public sealed class BufferBlock<T> : IPropagatorBlock<T, T>, IReceivableSourceBlock<T>, IOutputAvailability, ILockedOfferSource, ISourceCoreLockedOwner
{
    private static readonly Action<object?> s_consumePostponed = static s => ((BufferBlock<T>)s!).ConsumePostponed();

    private readonly DataflowBlockOptions _options;
    private readonly SourceCore<T> _source;
    private readonly Lock _incomingLock = new();
    private readonly int _bound;
    private readonly PostponedMessages<T>? _postponed;
    private readonly CancellationTokenRegistration _cancellation;

    // Guarded by _incomingLock.
    private int _count;
    private int _transfers;
    private bool _consumingPostponed;
    private bool _declining;
    private bool _sourceCompletionSignaled;

    /// <summary>Initializes the block.</summary>
    public BufferBlock()
        : this(DataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified options.</summary>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public BufferBlock(DataflowBlockOptions dataflowBlockOptions)
    {
        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        _options = dataflowBlockOptions.Clone();
        _bound = _options.BoundedCapacity;
        if (_bound != DataflowBlockOptions.Unbounded)
        {
            _postponed = new();
        }

        // The input lock is the source core's value lock: a message in or out takes one lock.
        _source = new SourceCore<T>(this, _options, _incomingLock, this);
        var token = _options.CancellationToken;
        if (token.CanBeCanceled)
        {
            _cancellation = token.UnsafeRegister(static s => ((BufferBlock<T>)s!).Decline(null, canceled: true), this);
        }
    }

    /// <inheritdoc/>
    public Task Completion => _source.Completion;

    /// <summary>Gets the number of items currently stored in the buffer.</summary>
    public int Count => _source.OutputCount;

    bool IOutputAvailability.HasOutput => _source.HasOutput;

    /// <inheritdoc/>
    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        bool start;
        lock (_incomingLock)
        {
            if (_declining)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (_bound != DataflowBlockOptions.Unbounded)
            {
                if (_count >= _bound || _postponed!.Count > 0 || _consumingPostponed)
                {
                    if (source == null)
                    {
                        return DataflowMessageStatus.Declined;
                    }

                    _postponed!.Push(source, messageHeader);
                    return DataflowMessageStatus.Postponed;
                }

                _count++;
            }

            if (!consumeToAccept)
            {
                start = _source.AddMessageLocked(messageValue);
                goto Accepted;
            }

            _transfers++;
        }

        return Transfer(source!, messageHeader) ? DataflowMessageStatus.Accepted : DataflowMessageStatus.NotAvailable;

    Accepted:
        if (start)
        {
            _source.StartOffering();
        }

        return DataflowMessageStatus.Accepted;
    }

    /// <summary>Consumes a message whose bounding slot is already counted; false if it was gone.</summary>
    private bool Transfer(ISourceBlock<T> source, DataflowMessageHeader header)
    {
        T? value = default;
        bool consumed = false;
        Exception? failure = null;
        try
        {
            value = source.ConsumeMessage(header, this, out consumed);
        }
        catch (Exception e)
        {
            failure = e;
        }

        bool signalCompletion;
        bool start = false;
        bool consume = false;
        lock (_incomingLock)
        {
            _transfers--;
            if (consumed)
            {
                start = _source.AddMessageLocked(value!);
            }
            else
            {
                // The slot counted for this transfer comes back: offers postponed meanwhile have no other wake-up.
                consume = ((ISourceCoreLockedOwner)this).ItemsRemovedLocked(1);
            }

            signalCompletion = ShouldSignalCompletionLocked();
        }

        if (start)
        {
            _source.StartOffering();
        }

        if (consume)
        {
            ((ISourceCoreLockedOwner)this).AfterItemsRemoved();
        }

        if (failure != null)
        {
            Fault(failure);
        }
        else if (signalCompletion)
        {
            _source.Complete();
        }

        return consumed;
    }

    bool ISourceCoreLockedOwner.ItemsRemovedLocked(int count)
    {
        if (_bound == DataflowBlockOptions.Unbounded)
        {
            return false;
        }

        _count -= count;
        if (!_declining && !_consumingPostponed && _postponed!.Count > 0 && _count < _bound)
        {
            _consumingPostponed = true;
            return true;
        }

        return false;
    }

    void ISourceCoreLockedOwner.AfterItemsRemoved()
    {
        var error = DataflowCommon.StartTask(s_consumePostponed, this, _options.TaskScheduler);
        if (error != null)
        {
            // The scheduler refused the task: the block faults with its exception.
            lock (_incomingLock)
            {
                _consumingPostponed = false;
            }

            Fault(error);
        }
    }

    private void ConsumePostponed()
    {
        while (true)
        {
            ISourceBlock<T> source;
            DataflowMessageHeader header;
            lock (_incomingLock)
            {
                if (_declining || _count >= _bound || !_postponed!.TryPop(out source, out header))
                {
                    _consumingPostponed = false;
                    if (ShouldSignalCompletionLocked())
                    {
                        break;
                    }

                    return;
                }

                _count++;
                _transfers++;
            }

            Transfer(source, header);
        }

        _source.Complete();
    }

    /// <summary>True once (under the lock) when completion was requested and no consumption is in flight.</summary>
    private bool ShouldSignalCompletionLocked()
    {
        if (!_declining || _sourceCompletionSignaled || _transfers > 0 || _consumingPostponed)
        {
            return false;
        }

        _sourceCompletionSignaled = true;
        return true;
    }

    /// <inheritdoc/>
    public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions) => _source.LinkTo(target, linkOptions);

    /// <inheritdoc/>
    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed)
        => _source.ConsumeMessage(messageHeader, target, out messageConsumed);

    /// <inheritdoc/>
    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target) => _source.ReserveMessage(messageHeader, target);

    /// <inheritdoc/>
    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target) => _source.ReleaseReservation(messageHeader, target);

    /// <inheritdoc/>
    public bool TryReceive(Predicate<T>? filter, [MaybeNullWhen(false)] out T item) => _source.TryReceive(filter, out item);

    /// <inheritdoc/>
    public bool TryReceiveAll([NotNullWhen(true)] out IList<T>? items) => _source.TryReceiveAll(out items);

    /// <inheritdoc/>
    public void Complete() => Decline(null, canceled: false);

    /// <inheritdoc/>
    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        Decline(exception, canceled: false);
    }

    private void Decline(Exception? exception, bool canceled)
    {
        List<KeyValuePair<ISourceBlock<T>, DataflowMessageHeader>>? postponed;
        bool signalCompletion;
        lock (_incomingLock)
        {
            _declining = true;
            postponed = _postponed?.TakeAll();
            signalCompletion = ShouldSignalCompletionLocked();
        }

        _source.CompleteOnDecline(postponed, this, exception, canceled, signalCompletion, _cancellation);
    }

    /// <inheritdoc/>
    public override string ToString() => DataflowCommon.GetName(this, _options, Completion);
}
