namespace Rheo.Dataflow.Internal;

/// <summary>What a join block does once every target holds a message: dequeue one from each and output the group.</summary>
internal interface IJoinOwner
{
    /// <summary>Called under the join lock when every target's queue is non-empty.</summary>
    void EmitLocked();

    /// <summary>Completes the output side (normally, or faulted/canceled).</summary>
    void CompleteOutput(List<Exception>? exceptions, bool canceled);
}

/// <summary>
/// The shared state of a join block's targets: one lock, greedy joining, non-greedy two-phase joining (reserve one
/// postponed message per target, then consume all, or release all), bounding, group limit and completion.
/// </summary>
internal sealed class JoinCore
{
    private static readonly Action<object?> s_process = static s => ((JoinCore)s!).ProcessPostponed();

    private readonly IJoinOwner _owner;
    private readonly GroupingDataflowBlockOptions _options;
    private JoinTargetBase[] _targets = [];
    private List<Exception>? _exceptions;
    private bool _canceled;
    private bool _processing;
    private bool _outputCompleted;
    private long _groups;
    private CancellationTokenRegistration _cancellation;

    public JoinCore(IJoinOwner owner, GroupingDataflowBlockOptions options)
    {
        _owner = owner;
        _options = options;
    }

    public object Lock { get; } = new();

    public bool Greedy => _options.Greedy;

    public int Bound => _options.BoundedCapacity;

    public TaskScheduler Scheduler => _options.TaskScheduler;

    /// <summary>Output groups not yet taken (guarded by <see cref="Lock"/>; counts against the bound).</summary>
    public int OutputCount { get; set; }

    public bool Declining { get; private set; }

    public void Start(params JoinTargetBase[] targets)
    {
        _targets = targets;
        var token = _options.CancellationToken;
        if (token.CanBeCanceled)
        {
            _cancellation = token.UnsafeRegister(static s => ((JoinCore)s!).Decline(null, canceled: true), this);
        }
    }

    /// <summary>After a greedy accept: join what can be joined. Call under the lock.</summary>
    public void JoinLocked()
    {
        while (!Declining && AllHaveMessagesLocked())
        {
            _owner.EmitLocked();
            OutputCount++;
            _groups++;
            if (_options.MaxNumberOfGroups != DataflowBlockOptions.Unbounded && _groups >= _options.MaxNumberOfGroups)
            {
                Declining = true;
            }
        }
    }

    private bool AllHaveMessagesLocked()
    {
        foreach (var target in _targets)
        {
            if (target.QueueCount == 0)
            {
                return false;
            }
        }

        return true;
    }

    /// <summary>After a postponement, a completion or a taken output: start processing if it can make progress. Call outside the lock.</summary>
    public void Changed()
    {
        bool schedule;
        bool finish;
        lock (Lock)
        {
            schedule = ShouldProcessLocked();
            finish = !schedule && ShouldFinishLocked();
        }

        if (schedule)
        {
            var error = DataflowCommon.StartTask(s_process, this, Scheduler);
            if (error != null)
            {
                // The scheduler refused the task: the block faults with its exception.
                lock (Lock)
                {
                    _processing = false;
                }

                Decline(error, canceled: false);
            }
        }
        else if (finish)
        {
            Finish();
        }
    }

    public void OutputsTaken(int count)
    {
        lock (Lock)
        {
            OutputCount -= count;
        }

        Changed();
    }

    private bool ShouldProcessLocked()
    {
        if (_processing || Declining)
        {
            return false;
        }

        if (Bound != DataflowBlockOptions.Unbounded && OutputCount >= Bound)
        {
            return false;
        }

        bool any = false;
        foreach (var target in _targets)
        {
            if (Greedy)
            {
                any |= target.PostponedCount > 0 && target.HasRoomLocked;
            }
            else if (target.PostponedCount == 0 && target.QueueCount == 0)
            {
                return false;
            }
            else
            {
                any = true;
            }
        }

        if (any)
        {
            _processing = true;
        }

        return any;
    }

    private void ProcessPostponed()
    {
        while (true)
        {
            try
            {
                _ = Greedy ? ConsumeGreedily() : TryNonGreedyJoin();
            }
            catch (Exception e)
            {
                // A source threw from ReserveMessage, ConsumeMessage or ReleaseReservation, or failed to deliver a
                // reserved message: the block faults instead of leaving the processing task dead and the block waiting.
                lock (Lock)
                {
                    _processing = false;
                }

                Decline(e, canceled: false);
                return;
            }

            bool again;
            bool finish;
            lock (Lock)
            {
                // Re-check from the state, not from this pass's progress (as TPL Dataflow does once its processing task
                // ends): an offer, a released reservation offered again or a taken output that arrived while this pass
                // ran found _processing set and started nothing, so this is their only wake-up. Each pass that makes no
                // progress pops the postponed messages it tried, so the re-check cannot spin on the same state.
                _processing = false;
                JoinLocked();
                again = ShouldProcessLocked();
                finish = !again && ShouldFinishLocked();
            }

            if (!again)
            {
                if (finish)
                {
                    Finish();
                }

                return;
            }
        }
    }

    private bool ConsumeGreedily()
    {
        bool progress = false;
        foreach (var target in _targets)
        {
            progress |= target.ConsumeOnePostponed();
        }

        return progress;
    }

    private bool TryNonGreedyJoin()
    {
        // Phase one: reserve one postponed message for every target that does not already hold one.
        var reserved = new List<JoinTargetBase>(_targets.Length);
        bool all = true;
        foreach (var target in _targets)
        {
            bool has;
            lock (Lock)
            {
                has = target.QueueCount > 0;
            }

            if (has)
            {
                continue;
            }

            if (target.ReservePostponed())
            {
                reserved.Add(target);
            }
            else
            {
                all = false;
                break;
            }
        }

        lock (Lock)
        {
            all &= !Declining;
        }

        if (!all)
        {
            foreach (var target in reserved)
            {
                target.ReleaseReserved();
            }

            return false;
        }

        // Phase two: consume them all. A source that fails to deliver a reserved message (or throws) faults the block,
        // as in TPL Dataflow; the reservations not yet consumed are released first.
        for (int i = 0; i < reserved.Count; i++)
        {
            try
            {
                reserved[i].ConsumeReserved();
            }
            catch
            {
                for (int j = i + 1; j < reserved.Count; j++)
                {
                    try
                    {
                        reserved[j].ReleaseReserved();
                    }
                    catch
                    {
                        // The first failure is the one the block reports.
                    }
                }

                throw;
            }
        }

        return reserved.Count > 0;
    }

    // ---------------------------------------------------------------- completion

    /// <summary>True once, when no further group can ever be formed.</summary>
    private bool ShouldFinishLocked()
    {
        if (_outputCompleted || _processing)
        {
            return false;
        }

        if (!Declining)
        {
            bool all = true;
            bool starved = false;
            foreach (var target in _targets)
            {
                all &= target.IsCompleted;
                starved |= target.IsCompleted && target.QueueCount == 0;
            }

            if (!all && !starved)
            {
                return false;
            }

            Declining = true;
        }

        _outputCompleted = true;
        return true;
    }

    private void Finish()
    {
        List<Exception>? errors;
        bool canceled;
        lock (Lock)
        {
            errors = _exceptions;
            canceled = _canceled;
        }

        foreach (var target in _targets)
        {
            target.ReleaseAllPostponed(ref errors);
        }

        _cancellation.Dispose();
        _owner.CompleteOutput(errors, canceled);
    }

    /// <summary>Completes the whole block (Complete on the block, Fault on the block or a target, cancellation).</summary>
    public void Decline(Exception? exception, bool canceled)
    {
        bool finish;
        lock (Lock)
        {
            if (exception != null)
            {
                (_exceptions ??= new()).Add(exception);
            }

            _canceled |= canceled;
            foreach (var target in _targets)
            {
                target.MarkCompletedLocked();
            }

            Declining |= exception != null || canceled;
            finish = ShouldFinishLocked();
        }

        if (finish)
        {
            Finish();
        }
        else
        {
            Changed();
        }
    }
}

/// <summary>The untyped view of one join target the core works with.</summary>
internal abstract class JoinTargetBase
{
    public abstract int QueueCount { get; }

    public abstract int PostponedCount { get; }

    public abstract bool IsCompleted { get; }

    public abstract bool HasRoomLocked { get; }

    public abstract void MarkCompletedLocked();

    public abstract bool ConsumeOnePostponed();

    public abstract bool ReservePostponed();

    public abstract void ConsumeReserved();

    public abstract void ReleaseReserved();

    public abstract void ReleaseAllPostponed(ref List<Exception>? errors);
}

/// <summary>One typed input of a join block (the Target1/Target2/Target3 properties).</summary>
internal sealed class JoinTarget<T> : JoinTargetBase, ITargetBlock<T>
{
    private readonly JoinCore _core;
    private readonly Queue<T> _queue = new();
    private readonly PostponedMessages<T> _postponed = new();
    private bool _completed;

    // Postponed messages being consumed outside the lock (greedy mode). While one is in flight a new offer is
    // postponed behind it instead of accepted at once, so a source's messages keep their order: a producer whose
    // SendAsync completes as its message is consumed sends the next one before that message is queued.
    private int _transfers;
    private ISourceBlock<T>? _reservedSource;
    private DataflowMessageHeader _reservedHeader;

    public JoinTarget(JoinCore core)
    {
        _core = core;
    }

    /// <summary>Not supported, as in TPL Dataflow: a join target has no completion of its own; use the block's.</summary>
    public Task Completion => throw DataflowCommon.MemberNotNeeded();

    public override int QueueCount => _queue.Count;

    public override int PostponedCount => _postponed.Count;

    public override bool IsCompleted => _completed;

    public override bool HasRoomLocked => _core.Bound == DataflowBlockOptions.Unbounded || _queue.Count + _transfers + _core.OutputCount < _core.Bound;

    /// <summary>Dequeues the next value; call under the join lock.</summary>
    public T DequeueLocked() => _queue.Dequeue();

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        lock (_core.Lock)
        {
            if (_core.Declining || _completed)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (_core.Greedy && HasRoomLocked && _postponed.Count == 0 && _transfers == 0 && !consumeToAccept)
            {
                _queue.Enqueue(messageValue);
                _core.JoinLocked();
                return DataflowMessageStatus.Accepted;
            }

            if (source == null)
            {
                return DataflowMessageStatus.Declined;
            }

            _postponed.Push(source, messageHeader);
        }

        _core.Changed();
        return DataflowMessageStatus.Postponed;
    }

    public override void MarkCompletedLocked() => _completed = true;

    public void Complete()
    {
        List<KeyValuePair<ISourceBlock<T>, DataflowMessageHeader>>? postponed;
        lock (_core.Lock)
        {
            _completed = true;
            postponed = _postponed.TakeAll();
        }

        List<Exception>? errors = null;
        DataflowCommon.ReleasePostponed(postponed, this, ref errors);
        _core.Changed();
    }

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        _core.Decline(exception, canceled: false);
    }

    public override bool ConsumeOnePostponed()
    {
        ISourceBlock<T> source;
        DataflowMessageHeader header;
        lock (_core.Lock)
        {
            if (_core.Declining || !HasRoomLocked || !_postponed.TryPop(out source, out header))
            {
                return false;
            }

            _transfers++;
        }

        T? value = default;
        bool consumed = false;
        try
        {
            value = source.ConsumeMessage(header, this, out consumed);
        }
        finally
        {
            lock (_core.Lock)
            {
                _transfers--;
                if (consumed)
                {
                    _queue.Enqueue(value!);
                }
            }
        }

        return true;
    }

    public override bool ReservePostponed()
    {
        while (true)
        {
            ISourceBlock<T> source;
            DataflowMessageHeader header;
            lock (_core.Lock)
            {
                if (!_postponed.TryPop(out source, out header))
                {
                    return false;
                }
            }

            if (source.ReserveMessage(header, this))
            {
                _reservedSource = source;
                _reservedHeader = header;
                return true;
            }
        }
    }

    public override void ConsumeReserved()
    {
        var source = _reservedSource!;
        _reservedSource = null;
        var value = source.ConsumeMessage(_reservedHeader, this, out bool consumed);
        if (!consumed)
        {
            throw new InvalidOperationException("The source failed to deliver a message it had reserved.");
        }

        lock (_core.Lock)
        {
            _queue.Enqueue(value!);
        }
    }

    public override void ReleaseReserved()
    {
        var source = _reservedSource!;
        _reservedSource = null;
        source.ReleaseReservation(_reservedHeader, this);
    }

    public override void ReleaseAllPostponed(ref List<Exception>? errors)
    {
        List<KeyValuePair<ISourceBlock<T>, DataflowMessageHeader>>? postponed;
        lock (_core.Lock)
        {
            postponed = _postponed.TakeAll();
        }

        DataflowCommon.ReleasePostponed(postponed, this, ref errors);
    }
}
