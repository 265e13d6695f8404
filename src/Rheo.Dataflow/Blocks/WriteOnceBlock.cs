using System.Diagnostics.CodeAnalysis;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

/// <summary>
/// Provides a buffer for receiving and storing at most one element: the first message accepted becomes its value,
/// later offers are declined permanently, and every linked target (also ones linked later) is offered the value.
/// </summary>
/// <typeparam name="T">The type of data the block holds.</typeparam>
public sealed class WriteOnceBlock<T> : IPropagatorBlock<T, T>, IReceivableSourceBlock<T>, IOutputAvailability
{
    private static readonly Action<object?> s_offerAndComplete = static s => ((WriteOnceBlock<T>)s!).OfferAndComplete();

    private readonly DataflowBlockOptions _options;
    private readonly Func<T, T>? _cloningFunction;
    private readonly TaskCompletionSource _completion = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly object _lock = new();
    private readonly CancellationTokenRegistration _cancellation;

    // Guarded by _lock.
    private Link[] _links = [];
    private bool _declining;
    private bool _accepting;
    private bool _hasValue;
    private bool _completed;
    private T _value = default!;
    private List<Exception>? _exceptions;
    private bool _canceled;

    /// <summary>Initializes the block with the specified cloning function.</summary>
    /// <param name="cloningFunction">The function used to clone the value offered to each target and received, or null for no cloning.</param>
    public WriteOnceBlock(Func<T, T>? cloningFunction)
        : this(cloningFunction, DataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified cloning function and options.</summary>
    /// <param name="cloningFunction">The function used to clone the value offered to each target and received, or null for no cloning.</param>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public WriteOnceBlock(Func<T, T>? cloningFunction, DataflowBlockOptions dataflowBlockOptions)
    {
        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        _options = dataflowBlockOptions.Clone();
        _cloningFunction = cloningFunction;
        var token = _options.CancellationToken;
        if (token.CanBeCanceled)
        {
            _cancellation = token.UnsafeRegister(static s => ((WriteOnceBlock<T>)s!).Decline(null, canceled: true), this);
        }
    }

    private static readonly DataflowMessageHeader ValueHeader = DataflowCommon.SingleMessageHeader;

    /// <inheritdoc/>
    public Task Completion => _completion.Task;

    bool IOutputAvailability.HasOutput
    {
        get
        {
            lock (_lock)
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
        lock (_lock)
        {
            if (_declining)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (_accepting)
            {
                // Another message is being consumed to become the value.
                return DataflowMessageStatus.Declined;
            }

            if (!consumeToAccept)
            {
                SetValueLocked(messageValue);
            }
            else
            {
                _accepting = true;
            }
        }

        if (consumeToAccept)
        {
            var value = source!.ConsumeMessage(messageHeader, this, out bool consumed);
            bool completeNow;
            lock (_lock)
            {
                _accepting = false;
                completeNow = !consumed && _declining;
                if (consumed)
                {
                    SetValueLocked(value!);
                }
            }

            if (!consumed)
            {
                if (completeNow)
                {
                    CompleteOnce();
                }

                return DataflowMessageStatus.NotAvailable;
            }
        }

        var error = DataflowCommon.StartTask(s_offerAndComplete, this, _options.TaskScheduler);
        if (error != null)
        {
            // The scheduler refused the task: the block completes faulted with its exception.
            AddException(error);
            CompleteOnce();
        }

        return DataflowMessageStatus.Accepted;
    }

    private void SetValueLocked(T value)
    {
        _value = value;
        _hasValue = true;
        _declining = true;
    }

    private void OfferAndComplete()
    {
        Link[] links;
        T value;
        lock (_lock)
        {
            links = _links;
            value = _value;
        }

        try
        {
            foreach (var link in links)
            {
                OfferTo(link, value);
            }
        }
        catch (Exception e)
        {
            // A target (or the cloning function) threw: the block faults with the exception, which names the value.
            DataflowCommon.StoreMessageValue(e, value);
            AddException(e);
        }

        CompleteOnce();
    }

    private void AddException(Exception exception)
    {
        lock (_lock)
        {
            (_exceptions ??= new()).Add(exception);
        }
    }

    private void OfferTo(Link link, T value)
    {
        if (!link.TryClaimOffer())
        {
            return;
        }

        DataflowMessageStatus status;
        try
        {
            status = link.Target.OfferMessage(ValueHeader, Clone(value), this, consumeToAccept: false);
        }
        finally
        {
            if (link.EndOffer())
            {
                // The block completed while this offer was in progress: its completion follows the value.
                DataflowCommon.PropagateCompletion(_completion.Task, link.Target);
            }
        }

        if (status == DataflowMessageStatus.DecliningPermanently)
        {
            Unlink(link);
        }
    }

    private void CompleteOnce()
    {
        Link[] links;
        lock (_lock)
        {
            if (_completed)
            {
                return;
            }

            _completed = true;
            links = _links;
            _links = [];
        }

        _cancellation.Dispose();
        DataflowCommon.SetCompletion(_completion, _exceptions, _canceled, _options.CancellationToken);
        foreach (var link in links)
        {
            // A link whose value is still being offered (by the offering task or by the LinkTo that made it) is told
            // of the completion by that offer when it ends: a target completed first would decline the value.
            if (link.PropagateCompletion && link.TryTakeCompletion())
            {
                DataflowCommon.PropagateCompletion(_completion.Task, link.Target);
            }
        }
    }

    /// <inheritdoc/>
    public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(linkOptions);
        bool hasValue;
        bool completed;
        T value;
        Link link;
        lock (_lock)
        {
            hasValue = _hasValue;
            completed = _completed;
            value = _value;
            // A target linked a second time is wrapped in a pass-through propagator, as TPL Dataflow does: each link is a distinct target.
            link = new Link(this, completed ? target : FilteredLinkPropagator<T>.Distinct(this, target, _links, static l => l.Target), linkOptions.PropagateCompletion, offerExpected: hasValue);
            if (!completed)
            {
                _links = linkOptions.Append ? [.. _links, link] : [link, .. _links];
            }
        }

        if (completed)
        {
            // Linked after completion: still offered the value, then told of the completion.
            if (hasValue)
            {
                target.OfferMessage(ValueHeader, Clone(value), this, consumeToAccept: false);
            }

            if (linkOptions.PropagateCompletion)
            {
                DataflowCommon.PropagateCompletion(_completion.Task, target);
            }

            return EmptyDisposable.Instance;
        }

        if (hasValue)
        {
            OfferTo(link, value);
        }

        return link;
    }

    private void Unlink(Link link)
    {
        lock (_lock)
        {
            int index = Array.IndexOf(_links, link);
            if (index >= 0)
            {
                _links = [.. _links[..index], .. _links[(index + 1)..]];
            }
        }
    }

    /// <inheritdoc/>
    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        T value;
        lock (_lock)
        {
            messageConsumed = _hasValue && messageHeader == ValueHeader;
            if (!messageConsumed)
            {
                return default;
            }

            value = _value;
        }

        return Clone(value);
    }

    /// <inheritdoc/>
    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        lock (_lock)
        {
            // The value never changes, so any number of targets may hold it reserved.
            return _hasValue && messageHeader == ValueHeader;
        }
    }

    /// <inheritdoc/>
    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        lock (_lock)
        {
            if (!_hasValue || messageHeader != ValueHeader)
            {
                throw new InvalidOperationException("The target does not have the message reserved.");
            }
        }
    }

    /// <summary>Attempts to receive (a clone of) the value, which stays in the block.</summary>
    /// <param name="filter">The predicate the value must satisfy, or null.</param>
    /// <param name="item">The value received.</param>
    /// <returns>True if the block has a value that passes the filter.</returns>
    public bool TryReceive(Predicate<T>? filter, [MaybeNullWhen(false)] out T item)
    {
        T value;
        lock (_lock)
        {
            if (!_hasValue || (filter != null && !filter(_value)))
            {
                item = default;
                return false;
            }

            value = _value;
        }

        item = Clone(value);
        return true;
    }

    /// <summary>Attempts to receive (a clone of) the value as a one-element list.</summary>
    /// <param name="items">The list with the value.</param>
    /// <returns>True if the block has a value.</returns>
    public bool TryReceiveAll([NotNullWhen(true)] out IList<T>? items) =>
        DataflowCommon.KeptValueAsList(TryReceive(null, out var item), item, out items);

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
        lock (_lock)
        {
            if (_completed || _hasValue)
            {
                // Once the value is set, completion follows it; Complete, Fault and cancellation have nothing left to do.
                return;
            }

            _declining = true;
            if (exception != null)
            {
                (_exceptions ??= new()).Add(exception);
            }

            _canceled |= canceled;
            if (_accepting)
            {
                // A message is being consumed: completion follows its outcome.
                return;
            }
        }

        CompleteOnce();
    }

    /// <inheritdoc/>
    public override string ToString() => DataflowCommon.GetName(this, _options, Completion);

    /// <summary>A link; <c>offerExpected</c>: the value was set when the link was made, so its <c>LinkTo</c> offers it.</summary>
    private sealed class Link(WriteOnceBlock<T> owner, ITargetBlock<T> target, bool propagateCompletion, bool offerExpected) : IDisposable
    {
        private readonly Lock _gate = new();
        private bool _claimed;
        private bool _offering;
        private bool _completionPending;

        public ITargetBlock<T> Target { get; } = target;

        public bool PropagateCompletion { get; } = propagateCompletion;

        /// <summary>
        /// True the first time only: the value is offered to a link once, whether by <c>LinkTo</c> (a link made after
        /// the value was set) or by the offering task (which may already see that link), never by both.
        /// </summary>
        public bool TryClaimOffer()
        {
            lock (_gate)
            {
                if (_claimed)
                {
                    return false;
                }

                _claimed = _offering = true;
                return true;
            }
        }

        /// <summary>Ends the offer claimed by <see cref="TryClaimOffer"/>; true when the caller must now propagate the completion that arrived meanwhile.</summary>
        public bool EndOffer()
        {
            lock (_gate)
            {
                _offering = false;
                return _completionPending;
            }
        }

        /// <summary>
        /// The block completed: true when the caller propagates the completion now; false when an offer in progress or
        /// still to come from <c>LinkTo</c> propagates it once the value is offered.
        /// </summary>
        public bool TryTakeCompletion()
        {
            lock (_gate)
            {
                if (_offering || (offerExpected && !_claimed))
                {
                    _completionPending = true;
                    return false;
                }

                return true;
            }
        }

        public void Dispose() => owner.Unlink(this);
    }
}
