using System.Runtime.CompilerServices;

namespace Rheo.Dataflow.Internal;

/// <summary>
/// The input side of an <see cref="ActionBlock{TInput}"/> whose user promised a single producer
/// (SingleProducerConstrained), with a synchronous delegate, one worker and no bound: the producer writes into a
/// single-producer/single-consumer queue of rings (<see cref="SpscRingQueue{T}"/>) without locks and without a
/// fence. The worker that finds the queue empty looks again for a bounded time before it goes idle, then clears its
/// running flag and fences process-wide (asymmetric Dekker) before its last look, so the producer never pays a
/// fence per message.
/// </summary>
internal sealed class SpscTargetCore<TInput>
{
    private static readonly Action<object?> s_work = static s => ((SpscTargetCore<TInput>)s!).Work();

    private readonly ITargetBlock<TInput> _block;
    private readonly Action<TInput> _action;
    private readonly ExecutionDataflowBlockOptions _options;
    private readonly TaskCompletionSource _completion;
    private readonly SpscRingQueue<TInput> _queue = new();
    private readonly object _errorLock = new();
    private List<Exception>? _exceptions;
    private volatile bool _declining;
    private volatile bool _dropping;
    private bool _canceled;
    private int _running;
    private CancellationTokenRegistration _cancellation;

    // How many times an idle worker looks at the queue again, with one Thread.SpinWait(1) before each look, before it
    // goes idle. Only on the default scheduler with more than one processor: a worker spinning on a scheduler that
    // may share its thread with the producer (or on one core) would only delay the producer.
    private const int SpinChecks = 32;
    private readonly bool _spin;

    public SpscTargetCore(ITargetBlock<TInput> block, Action<TInput> action, ExecutionDataflowBlockOptions options, TaskCompletionSource completion)
    {
        _block = block;
        _action = action;
        _options = options;
        _completion = completion;
        _spin = Environment.ProcessorCount > 1 && options.TaskScheduler == TaskScheduler.Default;
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

    // Fully optimized from the first call, like Enqueue and ActionBlock.Post: with the producer and the worker
    // keeping both cores busy, the background compiler that would lift tier-0 code starved for up to seven runs of
    // dataflow-action-spc (45-90 M msg/s, then 280-370 M); these methods make no virtual calls, so profile-guided
    // recompilation has nothing to add (docs/design.md).
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public bool Post(TInput item)
    {
        if (_declining)
        {
            return false;
        }

        _queue.Enqueue(item);

        // No fence here: a worker going idle clears _running and then fences process-wide before it looks at the
        // queue again (asymmetric Dekker), so either it sees this item or this read sees it idle.
        if (Volatile.Read(ref _running) == 0 && Interlocked.CompareExchange(ref _running, 1, 0) == 0)
        {
            StartWorker();
        }

        return true;
    }

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, TInput messageValue, ISourceBlock<TInput>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        if (_declining)
        {
            return DataflowMessageStatus.DecliningPermanently;
        }

        if (consumeToAccept)
        {
            messageValue = source!.ConsumeMessage(messageHeader, _block, out bool consumed)!;
            if (!consumed)
            {
                return DataflowMessageStatus.NotAvailable;
            }
        }

        return Post(messageValue) ? DataflowMessageStatus.Accepted : DataflowMessageStatus.DecliningPermanently;
    }

    // The most items the worker takes from the queue in one run before it gives their slots back to the producer.
    private const int RunLimit = 1024;

    /// <summary>
    /// The worker: runs the delegate over runs of items that lie next to each other in the queue's ring
    /// (<see cref="SpscRingQueue{T}.PeekRun"/>), a plain loop over the array with one index update per run, and
    /// clears each slot after its delegate call (an item whose delegate threw is still in its slot for the fault).
    /// </summary>
    private void Work()
    {
        int max = _options.MaxMessagesPerTask;
        int processed = 0;
        var queue = _queue;
        while (true)
        {
            while (!_dropping)
            {
                int limit = max == DataflowBlockOptions.Unbounded ? RunLimit : Math.Min(RunLimit, max - processed);
                var (items, i, count) = queue.PeekRun(limit);
                if (items == null)
                {
                    break;
                }

                int end = i + count;
                i = Deliver(items, i, end);
                processed += count - (end - i);
                queue.Advance(i);
                if (max != DataflowBlockOptions.Unbounded && processed >= max)
                {
                    processed = 0;
                    StartWorker();
                    return;
                }
            }

            if (_dropping)
            {
                while (_queue.TryDequeue(out _))
                {
                }
            }
            else if (_spin && WaitBriefly())
            {
                continue;
            }

            Volatile.Write(ref _running, 0);
            Interlocked.MemoryBarrierProcessWide();
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

    /// <summary>
    /// Runs the delegate over <paramref name="items"/> from <paramref name="i"/> up to <paramref name="end"/>, clearing
    /// each slot after its call, until the block starts dropping; returns where it stopped. A delegate that throws
    /// skips its message (<see cref="OperationCanceledException"/>) or faults the block, as in TPL Dataflow.
    /// </summary>
    private int Deliver(TInput[] items, int i, int end)
    {
        int at = i;
        while (true)
        {
            try
            {
                return DeliverRun(items, i, end, ref at);
            }
            catch (OperationCanceledException)
            {
                // As in TPL Dataflow, a delegate that throws OperationCanceledException skips the message.
            }
            catch (Exception e)
            {
                DataflowCommon.StoreMessageValue(e, items[at]);
                AddException(e);
            }

            items[at] = default!;
            i = at + 1;
        }
    }

    /// <summary>
    /// The drain loop, without an exception handler and in a method of its own called once per run: it is compiled
    /// again with the profile of its first calls (so the JIT inlines the user's delegate behind a type check) and
    /// keeps its index in a register; with a handler in the same method the index lived in memory, a load and a store
    /// in every iteration's dependency chain. <paramref name="at"/> gets the index before each call, for the handler.
    /// </summary>
    private int DeliverRun(TInput[] items, int i, int end, ref int at)
    {
        var action = _action;
        for (; i < end && !_dropping; i++)
        {
            at = i;
            action(items[i]);
            items[i] = default!;
        }

        return i;
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
            StartWorker();
        }
    }

    /// <summary>
    /// Starts the worker (the caller set <c>_running</c>). A scheduler that refuses the task faults the block: with
    /// <c>_running</c> kept at 1 no worker starts again, so this thread drops the queue and completes the block.
    /// </summary>
    private void StartWorker()
    {
        var error = DataflowCommon.StartTask(s_work, this, _options.TaskScheduler);
        if (error != null)
        {
            AddException(error);
            while (_queue.TryDequeue(out _))
            {
            }

            Finish();
        }
    }

    /// <summary>
    /// Called by the worker when it found the queue empty: re-checks it for a bounded time (about as long as the
    /// process-wide fence and the restart that going idle would cost) so a producer that is still posting keeps
    /// the worker. True when something was queued meanwhile; false when the worker should go idle.
    /// </summary>
    private bool WaitBriefly()
    {
        for (int i = 0; i < SpinChecks && !_declining; i++)
        {
            Thread.SpinWait(1);
            if (!_queue.IsEmpty)
            {
                return true;
            }
        }

        return false;
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
