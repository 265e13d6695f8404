using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace Rheo.Dataflow.Internal;

/// <summary>
/// The output side of a source block: an ordered queue of messages, the links, offering to linked targets,
/// reservation and consumption, receiving, and completion. Locks: <c>_outgoingLock</c> is held while offering to
/// targets and by every call from a target (consume, reserve, release, link, receive); <c>_valueLock</c> is a leaf
/// guarding the queue and completion state, so producers add messages without waiting for an offer in progress.
/// </summary>
internal sealed class SourceCore<TOutput>
{
    private static readonly Action<object?> s_offerLoop = static s => ((SourceCore<TOutput>)s!).OfferLoop();

    private readonly ISourceBlock<TOutput> _owner;
    private readonly DataflowBlockOptions _options;
    private readonly Action<int>? _itemsRemoved;
    private readonly ISourceCoreLockedOwner? _lockedOwner;
    private readonly Lock _outgoingLock = new();
    private readonly Lock _valueLock;
    private readonly int _removedReportBatch = 32;
    private readonly Queue<TOutput> _queue = new();
    private readonly TaskCompletionSource _completion = new(TaskCreationOptions.RunContinuationsAsynchronously);

    // Guarded by _valueLock.
    private long _headId = 1;
    private bool _offerScheduled;
    private volatile bool _completionRequested;
    private bool _completionStarted;
    private bool _canceled;
    private List<Exception>? _exceptions;

    // Written under both locks, so either lock reads them.
    private ITargetBlock<TOutput>? _reservedBy;
    private long _reservedId;

    // Guarded by _outgoingLock (read without it only as a hint).
    private volatile Link[] _links = [];
    private bool _linksClosed;

    /// <summary>A source core with a value lock of its own.</summary>
    /// <param name="owner">The block.</param>
    /// <param name="options">The block's options.</param>
    /// <param name="itemsRemoved">Told how many messages left the queue (the owner's bound), or null.</param>
    /// <param name="removedReportBatch">
    /// The offering loop tells <paramref name="itemsRemoved"/> once this many messages left (and whenever it stops):
    /// the owner's release batch (<see cref="TargetCore{TInput}.ReleaseBatch"/>).
    /// </param>
    public SourceCore(ISourceBlock<TOutput> owner, DataflowBlockOptions options, Action<int>? itemsRemoved, int removedReportBatch = 32)
    {
        _owner = owner;
        _options = options;
        _itemsRemoved = itemsRemoved;
        _removedReportBatch = removedReportBatch;
        _valueLock = new();
    }

    /// <summary>
    /// A source core whose value lock is the owner's input lock (<paramref name="valueLock"/>): the owner adds
    /// messages with <see cref="AddMessageLocked"/> inside it and hears of removed messages under it, so a message
    /// in and a message out take one lock each.
    /// </summary>
    public SourceCore(ISourceBlock<TOutput> owner, DataflowBlockOptions options, Lock valueLock, ISourceCoreLockedOwner lockedOwner)
    {
        _owner = owner;
        _options = options;
        _valueLock = valueLock;
        _lockedOwner = lockedOwner;
    }

    public Task Completion => _completion.Task;

    public int OutputCount
    {
        get
        {
            lock (_valueLock)
            {
                return _queue.Count;
            }
        }
    }

    /// <summary>True when a message is waiting (a hint for fast paths).</summary>
    public bool HasOutput
    {
        get
        {
            lock (_valueLock)
            {
                return _queue.Count > 0;
            }
        }
    }

    internal int LinkCount => _links.Length;

    /// <summary>The lock guarding the queue: a leaf, under which <see cref="AddMessageLocked"/> may be called.</summary>
    internal Lock ValueLock => _valueLock;

    // ---------------------------------------------------------------- producers

    public void AddMessage(TOutput value)
    {
        lock (_valueLock)
        {
            if (_completionStarted || _exceptions != null || _canceled)
            {
                return;
            }

            _queue.Enqueue(value);
            if (!TryScheduleOfferLocked())
            {
                return;
            }
        }

        StartOffering();
    }

    /// <summary>Adds a message while the caller holds <see cref="ValueLock"/>; true when the caller must call <see cref="StartOffering"/> once it released the lock.</summary>
    public bool AddMessageLocked(TOutput value)
    {
        if (_completionStarted || _exceptions != null || _canceled)
        {
            return false;
        }

        _queue.Enqueue(value);
        return TryScheduleOfferLocked();
    }

    /// <summary>Starts the offering task that <see cref="AddMessageLocked"/> reserved.</summary>
    public void StartOffering()
    {
        var error = DataflowCommon.StartTask(s_offerLoop, this, _options.TaskScheduler);
        if (error != null)
        {
            // The scheduler refused the task: nothing offers any more, and the block faults with the scheduler's exception.
            lock (_valueLock)
            {
                _offerScheduled = false;
            }

            _owner.Fault(error);
        }
    }

    private bool RemovedLocked(int count) => _lockedOwner != null && _lockedOwner.ItemsRemovedLocked(count);

    private void AfterRemoved(bool followUp, int count)
    {
        if (followUp)
        {
            _lockedOwner!.AfterItemsRemoved();
        }

        _itemsRemoved?.Invoke(count);
    }

    /// <summary>No more messages will be added; completes once the queue is drained.</summary>
    public void Complete()
    {
        lock (_valueLock)
        {
            _completionRequested = true;
        }

        CompleteIfPossible();
    }

    /// <summary>Completes faulted with the exceptions (or canceled), dropping buffered messages.</summary>
    public void CompleteAbnormally(List<Exception>? exceptions, bool canceled)
    {
        lock (_valueLock)
        {
            if (exceptions is { Count: > 0 })
            {
                (_exceptions ??= new()).AddRange(exceptions);
            }

            _canceled |= canceled;
            _completionRequested = true;
            _queue.Clear();
        }

        CompleteIfPossible();
    }

    /// <summary>
    /// The end of the input side: completes normally when there are no exceptions and no cancellation, otherwise
    /// faulted (or canceled) through <see cref="CompleteAbnormally"/>.
    /// </summary>
    public void CompleteFromInput(List<Exception>? exceptions, bool canceled)
    {
        if (exceptions is { Count: > 0 } || canceled)
        {
            CompleteAbnormally(exceptions, canceled);
        }
        else
        {
            Complete();
        }
    }

    /// <summary>
    /// The end of <c>Complete</c>/<c>Fault</c>/cancellation of a block that postpones offers: releases the postponed
    /// offers, then completes faulted with <paramref name="exception"/> and any release failure (or canceled), disposing
    /// the block's token registration, or else normally when <paramref name="signal"/> (nothing in flight any more).
    /// </summary>
    public void CompleteOnDecline<TInput>(
        List<KeyValuePair<ISourceBlock<TInput>, DataflowMessageHeader>>? postponed,
        ITargetBlock<TInput> target,
        Exception? exception,
        bool canceled,
        bool signal,
        CancellationTokenRegistration cancellation)
    {
        List<Exception>? errors = exception != null ? [exception] : null;
        DataflowCommon.ReleasePostponed(postponed, target, ref errors);
        if (errors != null || canceled)
        {
            cancellation.Dispose();
            CompleteAbnormally(errors, canceled);
        }
        else if (signal)
        {
            Complete();
        }
    }

    // ---------------------------------------------------------------- links

    public IDisposable LinkTo(ITargetBlock<TOutput> target, DataflowLinkOptions linkOptions)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(linkOptions);

        Link link;
        lock (_outgoingLock)
        {
            if (_linksClosed)
            {
                link = null!;
            }
            else
            {
                var links = _links;
                link = new Link(this, FilteredLinkPropagator<TOutput>.Distinct(_owner, target, links, static l => l.Target), linkOptions.MaxMessages, linkOptions.PropagateCompletion);
                var updated = new Link[links.Length + 1];
                if (linkOptions.Append)
                {
                    Array.Copy(links, updated, links.Length);
                    updated[^1] = link;
                }
                else
                {
                    Array.Copy(links, 0, updated, 1, links.Length);
                    updated[0] = link;
                }

                _links = updated;
            }
        }

        if (link == null)
        {
            if (linkOptions.PropagateCompletion)
            {
                DataflowCommon.PropagateCompletion(_completion.Task, target);
            }

            return EmptyDisposable.Instance;
        }

        ScheduleOffering();
        return link;
    }

    private void Unlink(Link link)
    {
        lock (_outgoingLock)
        {
            RemoveLinkLocked(link);
        }
    }

    private void RemoveLinkLocked(Link link)
    {
        var links = _links;
        int index = Array.IndexOf(links, link);
        if (index < 0)
        {
            return;
        }

        if (links.Length == 1)
        {
            _links = [];
            return;
        }

        var updated = new Link[links.Length - 1];
        Array.Copy(links, 0, updated, 0, index);
        Array.Copy(links, index + 1, updated, index, links.Length - index - 1);
        _links = updated;
    }

    private void CountLinkMessageLocked(Link link)
    {
        if (link.Remaining > 0 && --link.Remaining == 0)
        {
            RemoveLinkLocked(link);
        }
    }

    private void CountConsumedByLocked(ITargetBlock<TOutput> target)
    {
        foreach (var link in _links)
        {
            if (ReferenceEquals(link.Target, target))
            {
                CountLinkMessageLocked(link);
                return;
            }
        }
    }

    // ---------------------------------------------------------------- offering

    private bool TryScheduleOfferLocked()
    {
        if (_offerScheduled || _queue.Count == 0 || _completionStarted || _links.Length == 0)
        {
            return false;
        }

        _offerScheduled = true;
        return true;
    }

    private void ScheduleOffering()
    {
        if (_links.Length == 0)
        {
            // LinkTo schedules offering itself once a link exists.
            return;
        }

        lock (_valueLock)
        {
            if (!TryScheduleOfferLocked())
            {
                return;
            }
        }

        StartOffering();
    }

    private void OfferLoop()
    {
        int max = _options.MaxMessagesPerTask;
        int offered = 0;
        int unreported = 0;
        bool reschedule = false;
        Exception? failure = null;
        lock (_outgoingLock)
        {
            try
            {
                TOutput value;
                long id;
                bool more;
                lock (_valueLock)
                {
                    more = TryPeekForOfferLocked(max, offered, out value, out id, ref reschedule);
                }

                bool tryRun = true;
                while (more)
                {
                    if (tryRun && _links is [{ Run: { } run, Remaining: < 0 }, ..])
                    {
                        int accepted = OfferRunLocked(run, id, max, offered, out bool followUpRun);
                        if (accepted > 0)
                        {
                            offered += accepted;
                            lock (_valueLock)
                            {
                                more = TryPeekForOfferLocked(max, offered, out value, out id, ref reschedule);
                            }

                            if (followUpRun)
                            {
                                _lockedOwner!.AfterItemsRemoved();
                            }

                            if (_itemsRemoved != null && (unreported += accepted) >= _removedReportBatch)
                            {
                                _itemsRemoved(unreported);
                                unreported = 0;
                            }

                            continue;
                        }

                        // The first link took none: the head goes through OfferMessage (postponed, declined, or to
                        // the next links), and runs resume once a run-taking link accepted a message one at a time.
                        tryRun = false;
                    }

                    Link? acceptedBy = null;
                    if (!OfferToTargetsLocked(value, id, ref acceptedBy))
                    {
                        lock (_valueLock)
                        {
                            _offerScheduled = false;
                        }

                        break;
                    }

                    offered++;
                    tryRun = acceptedBy != null && acceptedBy.Run != null;
                    bool removedHere = false;
                    bool followUp = false;
                    lock (_valueLock)
                    {
                        // An accepting target took the value; one that consumed it through ConsumeMessage already dequeued it.
                        if (acceptedBy != null && _queue.Count > 0 && _headId == id)
                        {
                            _queue.Dequeue();
                            _headId++;
                            removedHere = true;
                            followUp = RemovedLocked(1);
                        }

                        // The next head is peeked under the same lock.
                        more = TryPeekForOfferLocked(max, offered, out value, out id, ref reschedule);
                    }

                    if (removedHere)
                    {
                        CountLinkMessageLocked(acceptedBy!);
                        if (followUp)
                        {
                            _lockedOwner!.AfterItemsRemoved();
                        }

                        if (_itemsRemoved != null && ++unreported >= _removedReportBatch)
                        {
                            _itemsRemoved(unreported);
                            unreported = 0;
                        }
                    }
                }

                if (unreported > 0)
                {
                    _itemsRemoved!(unreported);
                }
            }
            catch (Exception e)
            {
                failure = e;
                lock (_valueLock)
                {
                    _offerScheduled = false;
                }
            }
        }

        if (failure != null)
        {
            _owner.Fault(failure);
            return;
        }

        if (reschedule)
        {
            StartOffering();
        }

        CompleteIfPossible();
    }

    /// <summary>Messages handed to an <see cref="IRunTarget{T}"/> at once at most.</summary>
    private const int RunLength = 64;

    // The run being handed over; used only by the offering loop, under _outgoingLock.
    private TOutput[]? _run;

    /// <summary>
    /// Under <c>_outgoingLock</c>: hands the messages from the head (id <paramref name="id"/>) on to the first link's
    /// run target and removes what it accepted, as if each had been offered and accepted in turn; returns how many
    /// left the queue. Only the offering loop removes from the queue while it runs, except abnormal completion, which
    /// clears it (then nothing is removed here).
    /// </summary>
    private int OfferRunLocked(IRunTarget<TOutput> target, long id, int max, int offered, out bool followUp)
    {
        var run = _run ??= new TOutput[RunLength];
        int limit = max == DataflowBlockOptions.Unbounded ? RunLength : Math.Min(RunLength, max - offered);
        int count = 0;
        followUp = false;
        if (_queue.Count < 2)
        {
            // A hint read without the lock: a single message goes through OfferMessage, where a run saves nothing.
            return 0;
        }

        lock (_valueLock)
        {
            if (_queue.Count < 2 || _headId != id)
            {
                return 0;
            }

            foreach (var value in _queue)
            {
                run[count] = value;
                if (++count == limit)
                {
                    break;
                }
            }
        }

        int accepted = target.AcceptRun(new ReadOnlySpan<TOutput>(run, 0, count));
        if (RuntimeHelpers.IsReferenceOrContainsReferences<TOutput>())
        {
            Array.Clear(run, 0, count);
        }

        if (accepted == 0)
        {
            return 0;
        }

        int removed = 0;
        lock (_valueLock)
        {
            if (_queue.Count > 0 && _headId == id)
            {
                removed = Math.Min(accepted, _queue.Count);
                for (int i = 0; i < removed; i++)
                {
                    _queue.Dequeue();
                }

                _headId += removed;
                followUp = RemovedLocked(removed);
            }
        }

        return removed;
    }

    /// <summary>Under <c>_valueLock</c>: the head to offer next, or false (offering ends, or continues in a new task when <paramref name="reschedule"/>).</summary>
    private bool TryPeekForOfferLocked(int max, int offered, out TOutput value, out long id, ref bool reschedule)
    {
        if (_queue.Count == 0 || _reservedBy != null || _links.Length == 0 || _completionStarted)
        {
            _offerScheduled = false;
            value = default!;
            id = 0;
            return false;
        }

        if (max != DataflowBlockOptions.Unbounded && offered >= max)
        {
            reschedule = true;
            value = default!;
            id = 0;
            return false;
        }

        value = _queue.Peek();
        id = _headId;
        return true;
    }

    /// <summary>
    /// Offers the head message to each link in order; true if the message left the queue, with
    /// <paramref name="acceptedBy"/> set when a link accepted it (the caller dequeues it) rather than consumed it.
    /// </summary>
    private bool OfferToTargetsLocked(TOutput value, long id, ref Link? acceptedBy)
    {
        var header = new DataflowMessageHeader(id);
        var links = _links;
        for (int i = 0; i < links.Length; i++)
        {
            var link = links[i];
            var status = link.Target.OfferMessage(header, value, _owner, consumeToAccept: false);
            if (status == DataflowMessageStatus.Accepted)
            {
                acceptedBy = link;
                return true;
            }

            if (status == DataflowMessageStatus.DecliningPermanently)
            {
                RemoveLinkLocked(link);
            }

            lock (_valueLock)
            {
                if (_queue.Count == 0 || _headId != id)
                {
                    // Consumed synchronously by a target that then did not report Accepted.
                    return true;
                }
            }
        }

        return false;
    }

    // ---------------------------------------------------------------- target calls

    public TOutput? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target, out bool messageConsumed)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        TOutput value;
        bool followUp;
        lock (_outgoingLock)
        {
            if (_reservedBy != null && (!ReferenceEquals(_reservedBy, target) || _reservedId != messageHeader.Id))
            {
                messageConsumed = false;
                return default;
            }

            lock (_valueLock)
            {
                if (_queue.Count == 0 || _headId != messageHeader.Id)
                {
                    messageConsumed = false;
                    return default;
                }

                value = _queue.Dequeue();
                _headId++;
                _reservedBy = null;
                followUp = RemovedLocked(1);
            }

            CountConsumedByLocked(target);
        }

        messageConsumed = true;
        AfterRemoved(followUp, 1);
        ScheduleOffering();
        CompleteIfPossible();
        return value;
    }

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        lock (_outgoingLock)
        {
            if (_reservedBy != null)
            {
                return false;
            }

            lock (_valueLock)
            {
                if (_queue.Count == 0 || _headId != messageHeader.Id)
                {
                    return false;
                }

                _reservedBy = target;
                _reservedId = messageHeader.Id;
            }

            return true;
        }
    }

    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        lock (_outgoingLock)
        {
            if (!ReferenceEquals(_reservedBy, target) || _reservedId != messageHeader.Id)
            {
                throw new InvalidOperationException("The target does not have the message reserved.");
            }

            lock (_valueLock)
            {
                _reservedBy = null;
            }
        }

        ScheduleOffering();
        CompleteIfPossible();
    }

    public bool TryReceive(Predicate<TOutput>? filter, [MaybeNullWhen(false)] out TOutput item)
    {
        bool followUp;
        if (filter == null)
        {
            lock (_valueLock)
            {
                if (!_offerScheduled)
                {
                    // No offer is in progress, so the head is not in a target's hands: the value lock is enough
                    // (reservations are written under it too).
                    if (_reservedBy != null || _queue.Count == 0)
                    {
                        item = default;
                        return false;
                    }

                    item = _queue.Dequeue();
                    _headId++;
                    followUp = RemovedLocked(1);
                    goto Received;
                }
            }
        }

        lock (_outgoingLock)
        {
            if (_reservedBy != null)
            {
                item = default;
                return false;
            }

            lock (_valueLock)
            {
                if (_queue.Count == 0 || (filter != null && !filter(_queue.Peek())))
                {
                    item = default;
                    return false;
                }

                item = _queue.Dequeue();
                _headId++;
                followUp = RemovedLocked(1);
            }
        }

    Received:
        AfterRemoved(followUp, 1);
        ScheduleOffering();
        CompleteIfPossible();
        return true;
    }

    public bool TryReceiveAll([NotNullWhen(true)] out IList<TOutput>? items)
    {
        List<TOutput> list;
        bool followUp;
        lock (_outgoingLock)
        {
            if (_reservedBy != null)
            {
                items = null;
                return false;
            }

            lock (_valueLock)
            {
                if (_queue.Count == 0)
                {
                    items = null;
                    return false;
                }

                list = new List<TOutput>(_queue);
                _headId += _queue.Count;
                _queue.Clear();
                followUp = RemovedLocked(list.Count);
            }
        }

        AfterRemoved(followUp, list.Count);
        CompleteIfPossible();
        items = list;
        return true;
    }

    // ---------------------------------------------------------------- completion

    private void CompleteIfPossible()
    {
        if (!_completionRequested)
        {
            return;
        }

        Link[] links;
        lock (_outgoingLock)
        {
            lock (_valueLock)
            {
                if (!_completionRequested || _completionStarted || _queue.Count > 0)
                {
                    return;
                }

                _completionStarted = true;
                _reservedBy = null;
            }

            links = _links;
            _links = [];
            _linksClosed = true;
        }

        DataflowCommon.SetCompletion(_completion, _exceptions, _canceled, _options.CancellationToken);
        foreach (var link in links)
        {
            if (link.PropagateCompletion)
            {
                DataflowCommon.PropagateCompletion(_completion.Task, link.Target);
            }
        }
    }

    private sealed class Link : IDisposable
    {
        private readonly SourceCore<TOutput> _source;

        public Link(SourceCore<TOutput> source, ITargetBlock<TOutput> target, int maxMessages, bool propagateCompletion)
        {
            _source = source;
            Target = target;
            Run = (target as IRunTargetOwner<TOutput>)?.RunTarget;
            Remaining = maxMessages;
            PropagateCompletion = propagateCompletion;
        }

        public ITargetBlock<TOutput> Target { get; }

        /// <summary>The target's run-taking input side, or null: the offering loop hands it runs of messages.</summary>
        public IRunTarget<TOutput>? Run { get; }

        public int Remaining { get; set; }

        public bool PropagateCompletion { get; }

        public void Dispose() => _source.Unlink(this);
    }
}

/// <summary>
/// The owner of a <see cref="SourceCore{TOutput}"/> that shares its input lock as the core's value lock and is told
/// of removed messages while that lock is held.
/// </summary>
internal interface ISourceCoreLockedOwner
{
    /// <summary>Called under the shared lock when <paramref name="count"/> messages left the queue; true to have <see cref="AfterItemsRemoved"/> called once the lock is released.</summary>
    bool ItemsRemovedLocked(int count);

    /// <summary>The follow-up of <see cref="ItemsRemovedLocked"/>, called with the shared lock released.</summary>
    void AfterItemsRemoved();
}

internal sealed class EmptyDisposable : IDisposable
{
    public static readonly EmptyDisposable Instance = new();

    public void Dispose()
    {
    }
}
