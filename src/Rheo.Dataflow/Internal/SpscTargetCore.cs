namespace Rheo.Dataflow.Internal;

/// <summary>
/// The input side of an <see cref="ActionBlock{TInput}"/> whose user promised a single producer
/// (SingleProducerConstrained), with a synchronous delegate, one worker and no bound: the producer writes into a
/// single-producer/single-consumer segmented queue without locks; one full fence per message hands work over.
/// </summary>
internal sealed class SpscTargetCore<TInput>
{
    private static readonly Action<object?> s_work = static s => ((SpscTargetCore<TInput>)s!).Work();

    private readonly ITargetBlock<TInput> _block;
    private readonly Action<TInput> _action;
    private readonly ExecutionDataflowBlockOptions _options;
    private readonly TaskCompletionSource _completion;
    private readonly SpscQueue<TInput> _queue = new();
    private readonly object _errorLock = new();
    private List<Exception>? _exceptions;
    private volatile bool _declining;
    private volatile bool _dropping;
    private bool _canceled;
    private int _running;
    private CancellationTokenRegistration _cancellation;

    public SpscTargetCore(ITargetBlock<TInput> block, Action<TInput> action, ExecutionDataflowBlockOptions options, TaskCompletionSource completion)
    {
        _block = block;
        _action = action;
        _options = options;
        _completion = completion;
    }

    public void Start()
    {
        var token = _options.CancellationToken;
        if (token.CanBeCanceled)
        {
            _cancellation = token.UnsafeRegister(static s => ((SpscTargetCore<TInput>)s!).Cancel(), this);
        }
    }

    public int InputCount => _queue.Count;

    public bool Post(TInput item)
    {
        if (_declining)
        {
            return false;
        }

        _queue.Enqueue(item);
        Interlocked.MemoryBarrier();
        if (Volatile.Read(ref _running) == 0 && Interlocked.CompareExchange(ref _running, 1, 0) == 0)
        {
            DataflowCommon.StartTask(s_work, this, _options.TaskScheduler);
        }

        return true;
    }

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, TInput messageValue, ISourceBlock<TInput>? source, bool consumeToMessage)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToMessage);
        if (_declining)
        {
            return DataflowMessageStatus.DecliningPermanently;
        }

        if (consumeToMessage)
        {
            messageValue = source!.ConsumeMessage(messageHeader, _block, out bool consumed)!;
            if (!consumed)
            {
                return DataflowMessageStatus.NotAvailable;
            }
        }

        return Post(messageValue) ? DataflowMessageStatus.Accepted : DataflowMessageStatus.DecliningPermanently;
    }

    private void Work()
    {
        int max = _options.MaxMessagesPerTask;
        int processed = 0;
        while (true)
        {
            while (!_dropping && _queue.TryDequeue(out var item))
            {
                try
                {
                    _action(item);
                }
                catch (Exception e)
                {
                    AddException(e);
                }

                if (max != DataflowBlockOptions.Unbounded && ++processed >= max)
                {
                    processed = 0;
                    DataflowCommon.StartTask(s_work, this, _options.TaskScheduler);
                    return;
                }
            }

            if (_dropping)
            {
                while (_queue.TryDequeue(out _))
                {
                }
            }

            Volatile.Write(ref _running, 0);
            Interlocked.MemoryBarrier();
            if (!_dropping && !_queue.IsEmpty)
            {
                if (Interlocked.CompareExchange(ref _running, 1, 0) == 0)
                {
                    continue;
                }

                return;
            }

            if (_declining && Interlocked.CompareExchange(ref _running, 1, 0) == 0)
            {
                // Keep _running at 1 forever: no worker starts after completion.
                if (!_dropping && !_queue.IsEmpty)
                {
                    continue;
                }

                Finish();
            }

            return;
        }
    }

    private void AddException(Exception e)
    {
        lock (_errorLock)
        {
            (_exceptions ??= new()).Add(e);
        }

        _dropping = true;
        _declining = true;
    }

    public void Complete()
    {
        _declining = true;
        Kick();
    }

    public void Fault(Exception exception)
    {
        AddException(exception);
        Kick();
    }

    private void Cancel()
    {
        lock (_errorLock)
        {
            _canceled = true;
        }

        _dropping = true;
        _declining = true;
        Kick();
    }

    private void Kick()
    {
        Interlocked.MemoryBarrier();
        if (Interlocked.CompareExchange(ref _running, 1, 0) == 0)
        {
            DataflowCommon.StartTask(s_work, this, _options.TaskScheduler);
        }
    }

    private void Finish()
    {
        List<Exception>? exceptions;
        bool canceled;
        lock (_errorLock)
        {
            exceptions = _exceptions;
            canceled = _canceled;
        }

        _cancellation.Dispose();
        DataflowCommon.SetCompletion(_completion, exceptions, canceled, _options.CancellationToken);
    }
}
