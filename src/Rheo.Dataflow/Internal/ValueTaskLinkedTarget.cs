using System.Threading.Tasks.Sources;

namespace Rheo.Dataflow.Internal;

/// <summary>
/// A temporary target linked to a source by the ValueTask forms of ReceiveAsync and OutputAvailableAsync: it
/// completes its <see cref="IValueTaskSource{TResult}"/> once (offer, source completion, cancellation, timeout),
/// unlinking itself and disposing its token registration and timer first. Targets linked to a
/// <see cref="ILockedOfferSource"/> without a timeout are pooled: such a source never offers to a link it removed,
/// and a completion it propagated late (from a snapshot of its links) is only believed once that source's
/// <see cref="IDataflowBlock.Completion"/> says so.
/// </summary>
internal abstract class ValueTaskLinkedTarget<T, TResult> : ITargetBlock<T>, IValueTaskSource<TResult>
{
    private static readonly Task s_neverCompleted = new TaskCompletionSource().Task;

    private ManualResetValueTaskSourceCore<TResult> _core = new() { RunContinuationsAsynchronously = true };
    private ISourceBlock<T>? _source;
    private CancellationToken _token;
    private CancellationTokenRegistration _registration;
    private Timer? _timer;
    private IDisposable? _unlink;
    private long _generation;
    private bool _waiting;
    private bool _pooled;

    /// <summary>Guards the waiting state; a leaf lock except for the re-entrant consume of an offering source.</summary>
    protected object Lock { get; } = new();

    /// <summary>Under <see cref="Lock"/>: true while the current use waits for its outcome.</summary>
    protected bool IsWaitingLocked => _waiting;

    protected ValueTask<TResult> Start(ISourceBlock<T> source, TimeSpan timeout, CancellationToken token, bool pooled)
    {
        long generation;
        lock (Lock)
        {
            _source = source;
            _token = token;
            _pooled = pooled;
            _waiting = true;
            generation = ++_generation;
        }

        var result = new ValueTask<TResult>(this, _core.Version);
        Timer? timer = null;
        if (timeout != Timeout.InfiniteTimeSpan)
        {
            timer = new Timer(static s => ((ValueTaskLinkedTarget<T, TResult>)s!).OnTimeout(), this, Timeout.InfiniteTimeSpan, Timeout.InfiniteTimeSpan);
            lock (Lock)
            {
                _timer = timer;
            }
        }

        if (token.CanBeCanceled)
        {
            _registration = token.UnsafeRegister(static s => ((ValueTaskLinkedTarget<T, TResult>)s!).OnCanceled(), this);
        }

        IDisposable link;
        try
        {
            link = source.LinkTo(this, DataflowLinkOptions.UnlinkAfterOneAndPropagateCompletion);
        }
        catch (Exception e)
        {
            if (TryClaim(generation))
            {
                SetException(e);
            }

            return result;
        }

        bool dispose;
        lock (Lock)
        {
            // Not recycled yet whatever happened: the ValueTask has not been handed out.
            dispose = !_waiting;
            if (!dispose)
            {
                _unlink = link;
            }
        }

        if (dispose)
        {
            link.Dispose();
        }
        else if (timer != null)
        {
            try
            {
                timer.Change(timeout, Timeout.InfiniteTimeSpan);
            }
            catch (ObjectDisposedException)
            {
                // Finished concurrently: nothing to time anymore.
            }
        }

        return result;
    }

    /// <summary>Under <see cref="Lock"/>: ends the wait; the caller then sets the outcome with <see cref="SetResult"/> or <see cref="SetException"/>.</summary>
    protected void ClaimLocked() => _waiting = false;

    private bool TryClaim(long generation)
    {
        lock (Lock)
        {
            if (!_waiting || _generation != generation)
            {
                return false;
            }

            _waiting = false;
            return true;
        }
    }

    /// <summary>Releases the link, registration and timer, then completes; the object is not touched afterwards.</summary>
    protected void SetResult(TResult result)
    {
        Cleanup();
        _core.SetResult(result);
    }

    /// <inheritdoc cref="SetResult"/>
    protected void SetException(Exception error)
    {
        Cleanup();
        _core.SetException(error);
    }

    private void Cleanup()
    {
        IDisposable? unlink;
        Timer? timer;
        lock (Lock)
        {
            unlink = _unlink;
            _unlink = null;
            timer = _timer;
            _timer = null;
        }

        unlink?.Dispose();
        _registration.Dispose();
        timer?.Dispose();
    }

    private void OnCanceled()
    {
        CancellationToken token;
        lock (Lock)
        {
            if (!_waiting)
            {
                return;
            }

            _waiting = false;
            token = _token;
        }

        SetException(new OperationCanceledException(token));
    }

    private void OnTimeout()
    {
        lock (Lock)
        {
            if (!_waiting)
            {
                return;
            }

            _waiting = false;
        }

        SetException(new TimeoutException());
    }

    /// <summary>The outcome when the source completed without a message for this target.</summary>
    protected abstract void SetSourceCompleted();

    /// <summary>Puts this object back into its pool.</summary>
    protected abstract void ReturnToPool();

    private void OnSourceCompleted()
    {
        ISourceBlock<T> source;
        long generation;
        bool pooled;
        lock (Lock)
        {
            if (!_waiting)
            {
                return;
            }

            source = _source!;
            generation = _generation;
            pooled = _pooled;
        }

        var completion = source.Completion;
        if (!pooled || completion.IsCompleted)
        {
            if (TryClaim(generation))
            {
                SetSourceCompleted();
            }

            return;
        }

        // Possibly a late completion meant for an earlier use: believe the source's own completion.
        completion.ContinueWith(
            static (_, s) => ((LateCompletion)s!).Run(),
            new LateCompletion(this, generation),
            CancellationToken.None,
            TaskContinuationOptions.ExecuteSynchronously,
            TaskScheduler.Default);
    }

    private sealed class LateCompletion(ValueTaskLinkedTarget<T, TResult> target, long generation)
    {
        public void Run()
        {
            if (target.TryClaim(generation))
            {
                target.SetSourceCompleted();
            }
        }
    }

    // ---------------------------------------------------------------- ITargetBlock<T>

    /// <summary>Not meaningful for a temporary target: a task that never completes.</summary>
    public Task Completion => s_neverCompleted;

    public abstract DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept);

    public void Complete() => OnSourceCompleted();

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        OnSourceCompleted();
    }

    // ---------------------------------------------------------------- IValueTaskSource<TResult>

    public TResult GetResult(short token)
    {
        bool recycle = token == _core.Version && _core.GetStatus(token) != ValueTaskSourceStatus.Pending;
        try
        {
            return _core.GetResult(token);
        }
        finally
        {
            if (recycle)
            {
                bool pooled;
                lock (Lock)
                {
                    pooled = _pooled;
                    _source = null;
                    _token = default;
                    _registration = default;
                }

                if (pooled)
                {
                    _core.Reset();
                    ReturnToPool();
                }
            }
        }
    }

    public ValueTaskSourceStatus GetStatus(short token) => _core.GetStatus(token);

    public void OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags)
        => _core.OnCompleted(continuation, state, token, flags);
}

/// <summary>Receives one message for <see cref="DataflowBlock.ReceiveValueAsync{TOutput}(ISourceBlock{TOutput}, TimeSpan, CancellationToken)"/>.</summary>
internal sealed class ValueTaskReceiveTarget<T> : ValueTaskLinkedTarget<T, T>
{
    public static ValueTask<T> Receive(ISourceBlock<T> source, TimeSpan timeout, CancellationToken token)
    {
        bool pooled = timeout == Timeout.InfiniteTimeSpan && source is ILockedOfferSource;
        var target = (pooled ? DataflowValueTaskPool<ValueTaskReceiveTarget<T>>.Rent() : null) ?? new ValueTaskReceiveTarget<T>();
        return target.Start(source, timeout, token, pooled);
    }

    public override DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        Exception? failure = null;
        lock (Lock)
        {
            if (!IsWaitingLocked)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (consumeToAccept)
            {
                // As ReceiveAsync (and TPL Dataflow): a message offered outright is taken as offered; one offered with
                // consumeToAccept is consumed now (re-entrant for the source, which calls us under its own lock), and a
                // source that throws here faults the receive and the link ends.
                bool consumed;
                try
                {
                    messageValue = source!.ConsumeMessage(messageHeader, this, out consumed)!;
                }
                catch (Exception e)
                {
                    failure = e;
                    consumed = false;
                }

                if (failure == null && !consumed)
                {
                    return DataflowMessageStatus.NotAvailable;
                }
            }

            ClaimLocked();
        }

        if (failure != null)
        {
            SetException(failure);
            return DataflowMessageStatus.DecliningPermanently;
        }

        SetResult(messageValue);
        return DataflowMessageStatus.Accepted;
    }

    protected override void SetSourceCompleted()
        => SetException(new InvalidOperationException("The source completed without providing data to receive."));

    protected override void ReturnToPool() => DataflowValueTaskPool<ValueTaskReceiveTarget<T>>.Return(this);
}

/// <summary>Waits for output for <see cref="DataflowBlock.OutputAvailableValueAsync{TOutput}(ISourceBlock{TOutput}, CancellationToken)"/>.</summary>
internal sealed class ValueTaskOutputAvailableTarget<T> : ValueTaskLinkedTarget<T, bool>
{
    public static ValueTask<bool> Wait(ISourceBlock<T> source, CancellationToken token)
    {
        bool pooled = source is ILockedOfferSource;
        var target = (pooled ? DataflowValueTaskPool<ValueTaskOutputAvailableTarget<T>>.Rent() : null) ?? new ValueTaskOutputAvailableTarget<T>();
        return target.Start(source, Timeout.InfiniteTimeSpan, token, pooled);
    }

    public override DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        lock (Lock)
        {
            if (!IsWaitingLocked)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            ClaimLocked();
        }

        // Declined for good: the source keeps the message and drops the link.
        SetResult(true);
        return DataflowMessageStatus.DecliningPermanently;
    }

    protected override void SetSourceCompleted() => SetResult(false);

    protected override void ReturnToPool() => DataflowValueTaskPool<ValueTaskOutputAvailableTarget<T>>.Return(this);
}
