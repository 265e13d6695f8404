using System.Runtime.CompilerServices;

namespace Rheo.Dataflow.Internal;

/// <summary>What an execution block does with each input message: implemented explicitly by the block.</summary>
internal interface ITargetCoreOwner<TInput>
{
    /// <summary>Runs the user delegate on one message. Returns null when done (outputs already handled) or the task to await.</summary>
    Task? Process(TInput item, long sequence);

    /// <summary>Called once the task returned by <see cref="Process"/> completed successfully or was canceled.</summary>
    void ProcessCompleted(Task task, long sequence);

    /// <summary>Called once, when no message will be processed anymore.</summary>
    void InputCompleted(List<Exception>? exceptions, bool canceled);
}

/// <summary>
/// The input side of an execution block: the input queue, bounding and postponement, up to
/// MaxDegreeOfParallelism processing tasks, faults and cancellation. <c>_lock</c> is a leaf for other blocks:
/// nothing calls out of this core while holding it.
/// </summary>
internal sealed class TargetCore<TInput> : IRunTarget<TInput>
{
    private static readonly Action<object?> s_work = static s => ((TargetCore<TInput>)s!).Work();
    private static readonly Action<object?> s_consumePostponed = static s => ((TargetCore<TInput>)s!).ConsumePostponed();

    private readonly ITargetBlock<TInput> _block;
    private readonly ITargetCoreOwner<TInput> _owner;
    private readonly ExecutionDataflowBlockOptions _options;
    private readonly bool _releaseAfterProcessing;
    // One producer at a time (under _lock) and one consumer at a time (the single worker, or workers under _lock).
    // Allocated before the locks: the queue pads each side's per-item fields, and the producers' lock (written with
    // every message) is followed by a pad, so a worker running right behind its producers reads no line they write
    // per message. A System.Threading.Lock rather than a monitor on an object: measured in dataflow-action, its
    // Post ran at 26-29 M msg/s against 15-25 M with the monitor (docs/benchmarks.md).
    private readonly SpscQueue<TInput> _queue = new();
    private readonly Lock _lock = new();
    private readonly CacheLinePad _lockPad = new();
    // Serializes the workers' side of the queue when MaxDegreeOfParallelism > 1; taken alone, or inside _lock.
    private readonly object _takeLock = new();
    private readonly int _bound;
    private readonly int _dop;
    private readonly int _maxPerTask;

    /// <summary>
    /// Processed items released from the bound at once at most, when the queue does not run dry first: an eighth of
    /// the bound, at least 32 and at most 256. Each release into a full upstream can wake it (a task to consume a
    /// postponed offer, then one to offer again); an eighth keeps seven eighths of the bound queued while room is on
    /// its way.
    /// </summary>
    private readonly int _releaseBatch;

    // How many times a single worker that finds the queue empty looks again, one Thread.SpinWait(1) before each look,
    // before it takes the lock to stop (only for an unbounded block, on the default scheduler and with more than one
    // processor, as in SpscTargetCore): a producer still posting keeps its worker, and the worker does not take the
    // producers' lock once per message when it runs right behind them. A bounded block's worker does not look again:
    // its producers wait for the room it releases under the lock, and in a pipeline the spin takes a core from them.
    private const int SpinChecks = 32;
    private readonly bool _spin;

    // Guarded by _lock.
    private int _boundingCount;
    private PostponedMessages<TInput>? _postponed;
    private bool _consumingPostponed;
    private int _transfers;
    private int _workers;
    private bool _declining;
    private volatile bool _dropping;
    private bool _inputCompleted;
    private bool _canceled;
    private List<Exception>? _exceptions;
    private CancellationTokenRegistration _cancellation;

    public TargetCore(ITargetBlock<TInput> block, ITargetCoreOwner<TInput> owner, ExecutionDataflowBlockOptions options, bool releaseAfterProcessing)
    {
        _block = block;
        _owner = owner;
        _options = options;
        _releaseAfterProcessing = releaseAfterProcessing;
        _bound = options.BoundedCapacity;
        _dop = options.MaxDegreeOfParallelism == DataflowBlockOptions.Unbounded ? int.MaxValue : options.MaxDegreeOfParallelism;
        _maxPerTask = options.MaxMessagesPerTask;
        _releaseBatch = ReleaseBatchFor(_bound);
        _spin = _dop == 1 && _bound == DataflowBlockOptions.Unbounded && Environment.ProcessorCount > 1
            && options.TaskScheduler == TaskScheduler.Default;
        if (_bound != DataflowBlockOptions.Unbounded)
        {
            _postponed = new();
        }
    }

    /// <summary>Hooks cancellation up; call once the owner is fully constructed.</summary>
    public void Start()
    {
        var token = _options.CancellationToken;
        if (token.CanBeCanceled)
        {
            _cancellation = token.UnsafeRegister(static s => ((TargetCore<TInput>)s!).Cancel(), this);
        }
    }

    public int InputCount => _queue.Count;

    public bool IsBounded => _bound != DataflowBlockOptions.Unbounded;

    /// <summary>How many processed items are released from the bound at once at most (see <see cref="ReleaseBatchFor"/>).</summary>
    public int ReleaseBatch => _releaseBatch;

    /// <summary>An eighth of <paramref name="bound"/>, at least 32 and at most 256 (32 for an unbounded block).</summary>
    public static int ReleaseBatchFor(int bound)
        => bound == DataflowBlockOptions.Unbounded ? 32 : Math.Clamp(bound / 8, 32, 256);

    /// <summary>
    /// <see cref="OfferMessage"/> with a valid header, no source and no <c>consumeToAccept</c>: one lock and the
    /// enqueue. Fully optimized from the first call (as <c>SpscTargetCore.Post</c>): while a producer and a worker keep
    /// both cores busy, the background compiler that lifts tier-0 code starves, and the framework's TPL Dataflow is
    /// precompiled.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public bool Post(TInput item)
    {
        bool start;
        lock (_lock)
        {
            if (_declining)
            {
                return false;
            }

            if (_bound != DataflowBlockOptions.Unbounded)
            {
                if (_boundingCount >= _bound || _postponed!.Count > 0 || _consumingPostponed)
                {
                    return false;
                }

                _boundingCount++;
            }

            _queue.Enqueue(item);
            start = TryReserveWorkerLocked();
        }

        if (start)
        {
            StartWorker();
        }

        return true;
    }

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, TInput messageValue, ISourceBlock<TInput>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        bool start;
        lock (_lock)
        {
            if (_declining)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (_bound != DataflowBlockOptions.Unbounded)
            {
                if (_boundingCount >= _bound || _postponed!.Count > 0 || _consumingPostponed)
                {
                    if (source == null)
                    {
                        return DataflowMessageStatus.Declined;
                    }

                    _postponed!.Push(source, messageHeader);
                    return DataflowMessageStatus.Postponed;
                }

                _boundingCount++;
            }

            if (consumeToAccept)
            {
                _transfers++;
                start = false;
            }
            else
            {
                _queue.Enqueue(messageValue);
                start = TryReserveWorkerLocked();
            }
        }

        if (consumeToAccept)
        {
            return ConsumeToMessage(messageHeader, source!);
        }

        if (start)
        {
            StartWorker();
        }

        return DataflowMessageStatus.Accepted;
    }

    /// <summary>
    /// A run of messages from a linked source's offering loop (<see cref="IRunTarget{T}"/>): one lock, the enqueues,
    /// and as many workers started as offers one at a time would have started. Takes the prefix that fits the bound,
    /// none while postponed offers wait (they go first, as with <see cref="OfferMessage"/>).
    /// </summary>
    public int AcceptRun(ReadOnlySpan<TInput> values)
    {
        int count = values.Length;
        int start = 0;
        lock (_lock)
        {
            if (_declining)
            {
                return 0;
            }

            if (_bound != DataflowBlockOptions.Unbounded)
            {
                if (_postponed!.Count > 0 || _consumingPostponed)
                {
                    return 0;
                }

                count = Math.Min(count, _bound - _boundingCount);
                if (count <= 0)
                {
                    return 0;
                }

                _boundingCount += count;
            }

            for (int i = 0; i < count; i++)
            {
                _queue.Enqueue(values[i]);
            }

            while (start < count && TryReserveWorkerLocked())
            {
                start++;
            }
        }

        for (; start > 0; start--)
        {
            StartWorker();
        }

        return count;
    }

    private DataflowMessageStatus ConsumeToMessage(DataflowMessageHeader header, ISourceBlock<TInput> source)
    {
        TInput? value = default;
        bool consumed = false;
        Exception? failure = null;
        try
        {
            value = source.ConsumeMessage(header, _block, out consumed);
        }
        catch (Exception e)
        {
            failure = e;
        }

        bool start = false;
        bool consume = false;
        bool complete;
        lock (_lock)
        {
            _transfers--;
            if (consumed && !_dropping)
            {
                _queue.Enqueue(value!);
                start = TryReserveWorkerLocked();
            }
            else if (_bound != DataflowBlockOptions.Unbounded)
            {
                // The slot counted for this transfer comes back: offers postponed meanwhile have no other wake-up.
                consume = ReleaseBoundingLocked(1);
            }

            complete = ShouldCompleteLocked();
        }

        if (start)
        {
            StartWorker();
        }

        if (consume)
        {
            StartConsumingPostponed();
        }

        if (failure != null)
        {
            Fault(failure);
        }
        else if (complete)
        {
            FinishCompletion();
        }

        return consumed ? DataflowMessageStatus.Accepted : DataflowMessageStatus.NotAvailable;
    }

    /// <summary>Starts a worker whose slot the caller reserved; a scheduler that refuses the task gives the slot back and faults the block.</summary>
    private void StartWorker()
    {
        var error = DataflowCommon.StartTask(s_work, this, _options.TaskScheduler);
        if (error != null)
        {
            lock (_lock)
            {
                _workers--;
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
            lock (_lock)
            {
                _consumingPostponed = false;
            }

            Fault(error);
        }
    }

    private bool TryReserveWorkerLocked()
    {
        if (_workers < _dop && !_queue.IsEmpty && !_dropping)
        {
            _workers++;
            return true;
        }

        return false;
    }

    // ---------------------------------------------------------------- processing

    /// <summary>
    /// Takes the next item. <paramref name="unreleased"/> counts processed items whose bounding slots are not
    /// released yet: released here whenever the lock is taken anyway (a queue found empty, several workers), or in
    /// a batch, so a steady run of items costs no lock per item for bounding.
    /// </summary>
    private bool TryTake(out TInput item, out long sequence, ref int unreleased)
    {
        bool complete;
        if (!_dropping && unreleased < _releaseBatch)
        {
            if (_dop == 1)
            {
                if (_spin
                    ? _queue.TryDequeueBatched(out item!, out sequence) || WaitBriefly(out item!, out sequence)
                    : _queue.TryDequeue(out item!, out sequence))
                {
                    // The sequence is the queue's count of items taken, on the consumer's own cache line.
                    return true;
                }
            }
            else
            {
                // Several workers take turns on the consumer side only, so they do not wait for producers.
                lock (_takeLock)
                {
                    if (_queue.TryDequeue(out item!, out sequence))
                    {
                        return true;
                    }
                }
            }
        }

        bool consume = false;
        lock (_lock)
        {
            if (unreleased > 0)
            {
                consume = ReleaseBoundingLocked(unreleased);
                unreleased = 0;
            }

            if (!_dropping && TryDequeueLocked(out item!, out sequence))
            {
                complete = false;
            }
            else
            {
                _workers--;
                complete = ShouldCompleteLocked();
                item = default!;
                sequence = -1;
            }
        }

        if (consume)
        {
            StartConsumingPostponed();
        }

        if (sequence >= 0)
        {
            return true;
        }

        if (complete)
        {
            FinishCompletion();
        }

        item = default!;
        sequence = 0;
        return false;
    }

    /// <summary>
    /// The single worker found the queue empty: looks again for a bounded time (about as long as stopping under the
    /// lock and starting a new task would cost), stopping early when the block is completing. True with an item.
    /// </summary>
    private bool WaitBriefly(out TInput item, out long sequence)
    {
        for (int i = 0; i < SpinChecks && !Volatile.Read(ref _declining); i++)
        {
            Thread.SpinWait(1);
            if (_queue.TryDequeueBatched(out item!, out sequence))
            {
                if (!_dropping)
                {
                    return true;
                }

                // Faulted or canceled meanwhile: the item goes with the rest of the queue.
                break;
            }
        }

        item = default!;
        sequence = -1;
        return false;
    }

    private void Work()
    {
        int processed = 0;
        int unreleased = 0;
        while (TryTake(out var item, out long sequence, ref unreleased))
        {
            Task? task;
            try
            {
                task = _owner.Process(item, sequence);
            }
            catch (Exception e)
            {
                // The message that faulted the block is named in the exception, as TPL Dataflow does.
                DataflowCommon.StoreMessageValue(e, item);
                Fault(e);
                continue;
            }

            if (task != null)
            {
                if (!task.IsCompleted)
                {
                    if (unreleased > 0)
                    {
                        ReleaseBounding(unreleased);
                    }

                    task.ContinueWith(
                        static (t, s) => ((AsyncItem)s!).Resume(t),
                        new AsyncItem(this, item, sequence),
                        CancellationToken.None,
                        TaskContinuationOptions.DenyChildAttach,
                        _options.TaskScheduler);
                    return;
                }

                if (!AsyncItemCompleted(task, item, sequence))
                {
                    continue;
                }
            }

            if (_releaseAfterProcessing && _bound != DataflowBlockOptions.Unbounded)
            {
                unreleased++;
            }

            if (_maxPerTask != DataflowBlockOptions.Unbounded && ++processed >= _maxPerTask)
            {
                if (unreleased > 0)
                {
                    ReleaseBounding(unreleased);
                }

                // Keep the worker slot and continue in a new task so other work gets a turn.
                StartWorker();
                return;
            }
        }
    }

    /// <summary>Handles a completed async item; false if it faulted the block (a transform's exceptions name <paramref name="item"/>, as TPL Dataflow's do).</summary>
    private bool AsyncItemCompleted(Task task, TInput item, long sequence)
    {
        if (task.IsFaulted)
        {
            var exceptions = task.Exception!.InnerExceptions;

            // TPL Dataflow's ActionBlock no longer holds the message when its task faults: only transforms name it.
            if (_block is not ActionBlock<TInput>)
            {
                foreach (var e in exceptions)
                {
                    DataflowCommon.StoreMessageValue(e, item);
                }
            }

            FaultWith(exceptions);
            return false;
        }

        try
        {
            _owner.ProcessCompleted(task, sequence);
        }
        catch (Exception e)
        {
            DataflowCommon.StoreMessageValue(e, item);
            Fault(e);
            return false;
        }

        return true;
    }

    private sealed class AsyncItem(TargetCore<TInput> core, TInput item, long sequence)
    {
        public void Resume(Task task)
        {
            if (core.AsyncItemCompleted(task, item, sequence) && core._releaseAfterProcessing)
            {
                core.ReleaseBounding(1);
            }

            core.Work();
        }
    }

    // ---------------------------------------------------------------- bounding

    /// <summary>Counts <paramref name="count"/> messages out of the block and consumes postponed messages if room appeared.</summary>
    public void ReleaseBounding(int count)
    {
        if (_bound == DataflowBlockOptions.Unbounded)
        {
            return;
        }

        bool consume;
        lock (_lock)
        {
            consume = ReleaseBoundingLocked(count);
        }

        if (consume)
        {
            StartConsumingPostponed();
        }
    }

    /// <summary>Under <c>_lock</c>: the consumer side of the queue, with <c>_takeLock</c> when several workers run.</summary>
    private bool TryDequeueLocked(out TInput item, out long sequence)
    {
        if (_dop == 1)
        {
            return _queue.TryDequeue(out item!, out sequence);
        }

        lock (_takeLock)
        {
            return _queue.TryDequeue(out item!, out sequence);
        }
    }

    /// <summary>Under <c>_lock</c>: counts messages out; true when the caller must start consuming postponed messages.</summary>
    private bool ReleaseBoundingLocked(int count)
    {
        _boundingCount -= count;
        if (!_declining && !_consumingPostponed && _postponed!.Count > 0 && _boundingCount < _bound)
        {
            _consumingPostponed = true;
            return true;
        }

        return false;
    }

    private void ConsumePostponed()
    {
        while (true)
        {
            ISourceBlock<TInput> source;
            DataflowMessageHeader header;
            bool complete;
            lock (_lock)
            {
                if (_declining || _boundingCount >= _bound || !_postponed!.TryPop(out source, out header))
                {
                    _consumingPostponed = false;
                    complete = ShouldCompleteLocked();
                    source = null!;
                    header = default;
                }
                else
                {
                    _boundingCount++;
                    complete = false;
                }
            }

            if (source == null)
            {
                if (complete)
                {
                    FinishCompletion();
                }

                return;
            }

            TInput? value = default;
            bool consumed = false;
            Exception? failure = null;
            try
            {
                value = source.ConsumeMessage(header, _block, out consumed);
            }
            catch (Exception e)
            {
                failure = e;
            }

            bool start = false;
            lock (_lock)
            {
                if (consumed && !_dropping)
                {
                    _queue.Enqueue(value!);
                    start = TryReserveWorkerLocked();
                }
                else
                {
                    _boundingCount--;
                }
            }

            if (start)
            {
                StartWorker();
            }

            if (failure != null)
            {
                lock (_lock)
                {
                    _consumingPostponed = false;
                }

                Fault(failure);
                return;
            }
        }
    }

    // ---------------------------------------------------------------- completion

    public void Complete() => Decline(null, canceled: false);

    public void Fault(Exception exception) => Decline([exception], canceled: false);

    private void FaultWith(IEnumerable<Exception> exceptions) => Decline(exceptions, canceled: false);

    private void Cancel() => Decline(null, canceled: true);

    private void Decline(IEnumerable<Exception>? exceptions, bool canceled)
    {
        List<KeyValuePair<ISourceBlock<TInput>, DataflowMessageHeader>>? postponed;
        bool complete;
        lock (_lock)
        {
            if (_inputCompleted)
            {
                return;
            }

            _declining = true;
            if (exceptions != null)
            {
                (_exceptions ??= new()).AddRange(exceptions);
                _dropping = true;
            }

            if (canceled)
            {
                _canceled = true;
                _dropping = true;
            }

            postponed = _postponed?.TakeAll();
            complete = ShouldCompleteLocked();
        }

        List<Exception>? errors = null;
        DataflowCommon.ReleasePostponed(postponed, _block, ref errors);
        if (errors != null)
        {
            lock (_lock)
            {
                (_exceptions ??= new()).AddRange(errors);
            }
        }

        if (complete)
        {
            FinishCompletion();
        }
    }

    private bool ShouldCompleteLocked()
    {
        if (!_declining || _inputCompleted || _workers > 0 || _transfers > 0 || _consumingPostponed)
        {
            return false;
        }

        if (!_dropping && !_queue.IsEmpty)
        {
            return false;
        }

        // No worker runs anymore: the queue has no concurrent consumer.
        _queue.Clear();
        _inputCompleted = true;
        return true;
    }

    private void FinishCompletion()
    {
        List<Exception>? exceptions;
        bool canceled;
        lock (_lock)
        {
            exceptions = _exceptions;
            canceled = _canceled;
        }

        _cancellation.Dispose();
        _owner.InputCompleted(exceptions, canceled);
    }
}
