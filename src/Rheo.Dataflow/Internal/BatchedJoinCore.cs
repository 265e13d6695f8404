namespace Rheo.Dataflow.Internal;

/// <summary>What a batched join does once its targets together hold a batch: take every target's list and output them.</summary>
internal interface IBatchedJoinOwner
{
    /// <summary>Called under the lock when the targets hold a batch (or a final partial one).</summary>
    void EmitLocked();

    /// <summary>Completes the output side.</summary>
    void CompleteOutput(List<Exception>? exceptions, bool canceled);
}

/// <summary>
/// The shared state of a batched join (greedy only): every message accepted by any target counts toward the batch;
/// at <c>batchSize</c> messages, each target's list is emitted together. When every target is completed, what is
/// left forms a final, smaller batch.
/// </summary>
internal sealed class BatchedJoinCore
{
    private readonly IBatchedJoinOwner _owner;
    private readonly GroupingDataflowBlockOptions _options;
    private readonly int _batchSize;
    private IBatchedJoinTarget[] _targets = [];
    private int _count;
    private long _groups;
    private bool _finished;
    private bool _canceled;
    private List<Exception>? _exceptions;
    private CancellationTokenRegistration _cancellation;

    public BatchedJoinCore(IBatchedJoinOwner owner, GroupingDataflowBlockOptions options, int batchSize)
    {
        _owner = owner;
        _options = options;
        _batchSize = batchSize;
    }

    /// <summary>The constructor checks of <c>BatchedJoinBlock</c>: a positive batch size, greedy and unbounded options.</summary>
    public static void Validate(int batchSize, GroupingDataflowBlockOptions dataflowBlockOptions)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(batchSize, 1);
        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        if (!dataflowBlockOptions.Greedy)
        {
            throw new ArgumentException("Non-greedy mode is not supported by this block.", nameof(dataflowBlockOptions));
        }

        if (dataflowBlockOptions.BoundedCapacity != DataflowBlockOptions.Unbounded)
        {
            throw new ArgumentException("BoundedCapacity is not supported by this block.", nameof(dataflowBlockOptions));
        }
    }

    public object Lock { get; } = new();

    public bool Declining { get; private set; }

    public void Start(params IBatchedJoinTarget[] targets)
    {
        _targets = targets;
        var token = _options.CancellationToken;
        if (token.CanBeCanceled)
        {
            _cancellation = token.UnsafeRegister(static s => ((BatchedJoinCore)s!).Decline(null, canceled: true), this);
        }
    }

    /// <summary>Counts one accepted message; call under the lock after adding it to the target's list.</summary>
    public void AddedLocked()
    {
        if (++_count < _batchSize)
        {
            return;
        }

        EmitLocked();
        if (_options.MaxNumberOfGroups != DataflowBlockOptions.Unbounded && _groups >= _options.MaxNumberOfGroups)
        {
            Declining = true;
        }
    }

    private void EmitLocked()
    {
        _owner.EmitLocked();
        _count = 0;
        _groups++;
    }

    /// <summary>A target completed (or the block, a fault, cancellation): finish once no message can arrive anymore.</summary>
    public void Changed()
    {
        bool finish;
        lock (Lock)
        {
            finish = ShouldFinishLocked();
        }

        if (finish)
        {
            _cancellation.Dispose();
            _owner.CompleteOutput(_exceptions, _canceled);
        }
    }

    private bool ShouldFinishLocked()
    {
        if (_finished)
        {
            return false;
        }

        if (!Declining)
        {
            foreach (var target in _targets)
            {
                if (!target.IsCompleted)
                {
                    return false;
                }
            }

            Declining = true;
        }

        if (_exceptions == null && !_canceled && _count > 0)
        {
            EmitLocked();
        }

        _finished = true;
        return true;
    }

    public void Decline(Exception? exception, bool canceled)
    {
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

            Declining = true;
        }

        Changed();
    }
}

internal interface IBatchedJoinTarget
{
    bool IsCompleted { get; }

    void MarkCompletedLocked();
}

/// <summary>One typed input of a batched join (the Target1/Target2/Target3 properties).</summary>
internal sealed class BatchedJoinTarget<T> : ITargetBlock<T>, IBatchedJoinTarget
{
    private readonly BatchedJoinCore _core;
    private List<T> _items = new();
    private int _transfers;
    private bool _completed;

    public BatchedJoinTarget(BatchedJoinCore core)
    {
        _core = core;
    }

    /// <summary>Not supported, as in TPL Dataflow: a join target has no completion of its own; use the block's.</summary>
    public Task Completion => throw DataflowCommon.MemberNotNeeded();

    public bool IsCompleted => _completed && _transfers == 0;

    public void MarkCompletedLocked() => _completed = true;

    /// <summary>Takes the items gathered so far; call under the lock.</summary>
    public IList<T> TakeLocked()
    {
        var items = _items;
        _items = new();
        return items;
    }

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        lock (_core.Lock)
        {
            if (_core.Declining || _completed)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (!consumeToAccept)
            {
                _items.Add(messageValue);
                _core.AddedLocked();
                if (!_core.Declining)
                {
                    return DataflowMessageStatus.Accepted;
                }
            }
            else
            {
                _transfers++;
            }
        }

        if (!consumeToAccept)
        {
            // The group limit was reached.
            _core.Changed();
            return DataflowMessageStatus.Accepted;
        }

        var value = source!.ConsumeMessage(messageHeader, this, out bool consumed);
        lock (_core.Lock)
        {
            _transfers--;
            if (consumed)
            {
                _items.Add(value!);
                _core.AddedLocked();
            }
        }

        _core.Changed();
        return consumed ? DataflowMessageStatus.Accepted : DataflowMessageStatus.NotAvailable;
    }

    public void Complete()
    {
        lock (_core.Lock)
        {
            _completed = true;
        }

        _core.Changed();
    }

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        _core.Decline(exception, canceled: false);
    }
}
