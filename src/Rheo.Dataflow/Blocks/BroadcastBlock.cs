using System.Diagnostics.CodeAnalysis;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

/// <summary>
/// Provides a buffer for storing at most one element at a time, overwriting each message with the next as it
/// arrives; every message is offered to all linked targets (cloned by the cloning function, if any).
/// </summary>
/// <typeparam name="T">The type of data propagated through the block.</typeparam>
/// <remarks>
/// A target that postpones a message can consume it later only while it is still the current message (or while it
/// holds it reserved). With a BoundedCapacity, input waits (postponed) until earlier messages were offered to every target.
/// </remarks>
public sealed class BroadcastBlock<T> : IPropagatorBlock<T, T>, IReceivableSourceBlock<T>, IOutputAvailability
{
    private static readonly Action<object?> s_offerLoop = static s => ((BroadcastBlock<T>)s!).OfferLoop();
    private static readonly Action<object?> s_consumePostponed = static s => ((BroadcastBlock<T>)s!).ConsumePostponed();

    private readonly DataflowBlockOptions _options;
    private readonly Func<T, T>? _cloningFunction;
    private readonly TaskCompletionSource _completion = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly object _incomingLock = new();
    private readonly object _outgoingLock = new();
    private readonly Queue<T> _pending = new();
    private readonly int _bound;
    private readonly PostponedMessages<T>? _postponed;
    private readonly CancellationTokenRegistration _cancellation;

    // Guarded by _incomingLock.
    private bool _offerScheduled;
    private bool _consumingPostponed;
    private int _transfers;
    private bool _declining;
    private bool _canceled;
    private List<Exception>? _exceptions;

    // Guarded by _outgoingLock.
    private Link[] _links = [];
    private bool _completed;
    private bool _hasValue;
    private T _current = default!;
    private long _currentId;
    private ITargetBlock<T>? _reservedBy;
    private long _reservedId;
    private T _reservedValue = default!;

    /// <summary>Initializes the block with the specified cloning function.</summary>
    /// <param name="cloningFunction">The function used to clone the data offered to each target and received, or null for no cloning.</param>
    public BroadcastBlock(Func<T, T>? cloningFunction)
        : this(cloningFunction, DataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified cloning function and options.</summary>
    /// <param name="cloningFunction">The function used to clone the data offered to each target and received, or null for no cloning.</param>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public BroadcastBlock(Func<T, T>? cloningFunction, DataflowBlockOptions dataflowBlockOptions)
    {
        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        _options = dataflowBlockOptions.Clone();
        _cloningFunction = cloningFunction;
        _bound = _options.BoundedCapacity;
        if (_bound != DataflowBlockOptions.Unbounded)
        {
            _postponed = new();
        }

        var token = _options.CancellationToken;
        if (token.CanBeCanceled)
        {
            _cancellation = token.UnsafeRegister(static s => ((BroadcastBlock<T>)s!).Decline(null, canceled: true), this);
        }
    }

    /// <inheritdoc/>
    public Task Completion => _completion.Task;

    bool IOutputAvailability.HasOutput
    {
        get
        {
            lock (_outgoingLock)
            {
                return _hasValue;
            }
        }
    }

    private T Clone(T value) => _cloningFunction != null ? _cloningFunction(value) : value;

    /// <inheritdoc/>
    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        bool start = false;
        lock (_incomingLock)
        {
            if (_declining)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (_bound != DataflowBlockOptions.Unbounded && (_pending.Count + _transfers >= _bound || _postponed!.Count > 0 || _consumingPostponed))
            {
                if (source == null)
                {
                    return DataflowMessageStatus.Declined;
                }

                _postponed!.Push(source, messageHeader);
                return DataflowMessageStatus.Postponed;
            }

            if (!consumeToAccept)
            {
                start = EnqueueLocked(messageValue);
            }
            else
            {
                _transfers++;
            }
        }

        if (!consumeToAccept)
        {
            if (start)
            {
                StartOffering();
            }

            return DataflowMessageStatus.Accepted;
        }

        return Transfer(source!, messageHeader) ? DataflowMessageStatus.Accepted : DataflowMessageStatus.NotAvailable;
    }

    /// <summary>Queues a value to offer; true when the caller must call <see cref="StartOffering"/> once it released the lock.</summary>
    private bool EnqueueLocked(T value)
    {
        _pending.Enqueue(value);
        if (!_offerScheduled)
        {
            _offerScheduled = true;
            return true;
        }

        return false;
    }

    /// <summary>Starts the offering task the caller reserved; a scheduler that refuses the task faults the block.</summary>
    private void StartOffering()
    {
        var error = DataflowCommon.StartTask(s_offerLoop, this, _options.TaskScheduler);
        if (error != null)
        {
            lock (_incomingLock)
            {
                _offerScheduled = false;
            }

            Fault(error);
        }
    }

    /// <summary>Starts consuming postponed messages (the caller set <c>_consumingPostponed</c>); a scheduler that refuses the task faults the block.</summary>
    private void StartConsumingPostponed()
    {
        var error = DataflowCommon.StartTask(s_consumePostponed, this, _options.TaskScheduler);
        if (error != null)
        {
            lock (_incomingLock)
            {
                _consumingPostponed = false;
            }

            Fault(error);
        }
    }

    private bool Transfer(ISourceBlock<T> source, DataflowMessageHeader header)
    {
        bool start = false;
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

        bool consume = false;
        lock (_incomingLock)
        {
            _transfers--;
            if (consumed && _exceptions == null && !_canceled)
            {
                start = EnqueueLocked(value!);
            }
            else if (_postponed is { Count: > 0 } && !_declining && !_consumingPostponed && _pending.Count + _transfers < _bound)
            {
                // The slot counted for this transfer comes back: offers postponed meanwhile have no other wake-up.
                _consumingPostponed = true;
                consume = true;
            }
        }

        if (start)
        {
            StartOffering();
        }

        if (consume)
        {
            StartConsumingPostponed();
        }

        if (failure != null)
        {
            Fault(failure);
        }
        else
        {
            CompleteIfPossible();
        }

        return consumed;
    }

    private void OfferLoop()
    {
        Exception? failure = null;
        bool consume = false;
        lock (_outgoingLock)
        {
            try
            {
                while (true)
                {
                    T value;
                    lock (_incomingLock)
                    {
                        if (_pending.Count == 0 || _exceptions != null || _canceled)
                        {
                            _offerScheduled = false;
                            break;
                        }

                        value = _pending.Dequeue();
                        consume |= _postponed is { Count: > 0 } && !_declining && !_consumingPostponed;
                        if (consume)
                        {
                            _consumingPostponed = true;
                        }
                    }

                    _current = value;
                    _hasValue = true;
                    _currentId++;
                    var header = new DataflowMessageHeader(_currentId);
                    foreach (var link in _links)
                    {
                        OfferToLocked(link, header, value);
                    }
                }
            }
            catch (Exception e)
            {
                failure = e;
                lock (_incomingLock)
                {
                    _offerScheduled = false;
                }
            }
        }

        if (consume)
        {
            StartConsumingPostponed();
        }

        if (failure != null)
        {
            Fault(failure);
        }
        else
        {
            CompleteIfPossible();
        }
    }

    private void OfferToLocked(Link link, DataflowMessageHeader header, T value)
    {
        var status = link.Target.OfferMessage(header, Clone(value), this, consumeToAccept: false);
        if (status == DataflowMessageStatus.Accepted)
        {
            CountLinkMessageLocked(link);
        }
        else if (status == DataflowMessageStatus.DecliningPermanently)
        {
            RemoveLinkLocked(link);
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
                if (_declining || _pending.Count + _transfers >= _bound || !_postponed!.TryPop(out source, out header))
                {
                    _consumingPostponed = false;
                    break;
                }

                _transfers++;
            }

            Transfer(source, header);
        }

        CompleteIfPossible();
    }

    // ---------------------------------------------------------------- links and target calls

    /// <inheritdoc/>
    public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(linkOptions);
        lock (_outgoingLock)
        {
            if (!_completed)
            {
                var link = new Link(this, FilteredLinkPropagator<T>.Distinct(this, target, _links, static l => l.Target), linkOptions.MaxMessages, linkOptions.PropagateCompletion);
                _links = linkOptions.Append ? [.. _links, link] : [link, .. _links];
                if (_hasValue)
                {
                    // A new target is offered the current message.
                    OfferToLocked(link, new DataflowMessageHeader(_currentId), _current);
                }

                return link;
            }
        }

        if (linkOptions.PropagateCompletion)
        {
            DataflowCommon.PropagateCompletion(_completion.Task, target);
        }

        return EmptyDisposable.Instance;
    }

    private void RemoveLinkLocked(Link link)
    {
        int index = Array.IndexOf(_links, link);
        if (index >= 0)
        {
            _links = [.. _links[..index], .. _links[(index + 1)..]];
        }
    }

    private void CountLinkMessageLocked(Link link)
    {
        if (link.Remaining > 0 && --link.Remaining == 0)
        {
            RemoveLinkLocked(link);
        }
    }

    /// <inheritdoc/>
    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        T value;
        lock (_outgoingLock)
        {
            if (ReferenceEquals(_reservedBy, target) && _reservedId == messageHeader.Id)
            {
                value = _reservedValue;
                _reservedBy = null;
                _reservedValue = default!;
            }
            else if (_hasValue && _currentId == messageHeader.Id)
            {
                value = _current;
            }
            else
            {
                messageConsumed = false;
                return default;
            }

            foreach (var link in _links)
            {
                if (ReferenceEquals(link.Target, target))
                {
                    CountLinkMessageLocked(link);
                    break;
                }
            }
        }

        messageConsumed = true;
        return Clone(value);
    }

    /// <inheritdoc/>
    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        lock (_outgoingLock)
        {
            if (_reservedBy != null || !_hasValue || _currentId != messageHeader.Id)
            {
                return false;
            }

            _reservedBy = target;
            _reservedId = messageHeader.Id;
            _reservedValue = _current;
            return true;
        }
    }

    /// <inheritdoc/>
    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        lock (_outgoingLock)
        {
            if (!ReferenceEquals(_reservedBy, target) || _reservedId != messageHeader.Id)
            {
                throw new InvalidOperationException("The target does not have the message reserved.");
            }

            _reservedBy = null;
            _reservedValue = default!;
        }
    }

    /// <summary>Attempts to receive (a clone of) the current value, which stays in the block.</summary>
    /// <param name="filter">The predicate the value must satisfy, or null.</param>
    /// <param name="item">The value received.</param>
    /// <returns>True if there is a current value that passes the filter.</returns>
    public bool TryReceive(Predicate<T>? filter, [MaybeNullWhen(false)] out T item)
    {
        T current;
        lock (_outgoingLock)
        {
            if (!_hasValue || (filter != null && !filter(_current)))
            {
                item = default;
                return false;
            }

            current = _current;
        }

        item = Clone(current);
        return true;
    }

    /// <summary>Attempts to receive (a clone of) the current value as a one-element list.</summary>
    /// <param name="items">The list with the current value.</param>
    /// <returns>True if there is a current value.</returns>
    public bool TryReceiveAll([NotNullWhen(true)] out IList<T>? items) =>
        DataflowCommon.KeptValueAsList(TryReceive(null, out var item), item, out items);

    // ---------------------------------------------------------------- completion

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
        lock (_incomingLock)
        {
            _declining = true;
            postponed = _postponed?.TakeAll();
            if (exception != null || canceled)
            {
                if (exception != null)
                {
                    (_exceptions ??= new()).Add(exception);
                }

                _canceled |= canceled;
                _pending.Clear();
            }
        }

        List<Exception>? errors = null;
        DataflowCommon.ReleasePostponed(postponed, this, ref errors);
        if (errors != null)
        {
            lock (_incomingLock)
            {
                (_exceptions ??= new()).AddRange(errors);
            }
        }

        CompleteIfPossible();
    }

    private void CompleteIfPossible()
    {
        Link[] links;
        List<Exception>? exceptions;
        bool canceled;
        lock (_outgoingLock)
        {
            lock (_incomingLock)
            {
                if (_completed || !_declining || _offerScheduled || _transfers > 0 || _consumingPostponed || (_pending.Count > 0 && _exceptions == null && !_canceled))
                {
                    return;
                }

                exceptions = _exceptions;
                canceled = _canceled;
            }

            _completed = true;
            links = _links;
            _links = [];
        }

        _cancellation.Dispose();
        DataflowCommon.SetCompletion(_completion, exceptions, canceled, _options.CancellationToken);
        foreach (var link in links)
        {
            if (link.PropagateCompletion)
            {
                DataflowCommon.PropagateCompletion(_completion.Task, link.Target);
            }
        }
    }

    /// <inheritdoc/>
    public override string ToString() => DataflowCommon.GetName(this, _options, Completion);

    private sealed class Link(BroadcastBlock<T> owner, ITargetBlock<T> target, int maxMessages, bool propagateCompletion) : IDisposable
    {
        public ITargetBlock<T> Target { get; } = target;

        public int Remaining { get; set; } = maxMessages;

        public bool PropagateCompletion { get; } = propagateCompletion;

        public void Dispose()
        {
            lock (owner._outgoingLock)
            {
                owner.RemoveLinkLocked(this);
            }
        }
    }
}
