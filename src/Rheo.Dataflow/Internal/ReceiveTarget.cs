namespace Rheo.Dataflow.Internal;

/// <summary>
/// A temporary target linked to a source to receive one message (ReceiveAsync and Receive): it consumes the
/// first message offered, or fails with InvalidOperationException when the source completes, TimeoutException on
/// timeout, or is canceled; then it unlinks itself and drops its timer and token registration.
/// </summary>
internal sealed class ReceiveTarget<T> : TaskCompletionSource<T>, ITargetBlock<T>
{
    private readonly Lock _lock = new();
    private readonly CancellationToken _token;
    private bool _done;
    private IDisposable? _unlink;
    private CancellationTokenRegistration _registration;
    private Timer? _timer;

    private ReceiveTarget(CancellationToken token)
        : base(TaskCreationOptions.RunContinuationsAsynchronously)
    {
        _token = token;
    }

    public static Task<T> Receive(ISourceBlock<T> source, TimeSpan timeout, CancellationToken token)
    {
        var target = new ReceiveTarget<T>(token);
        if (token.CanBeCanceled)
        {
            target._registration = token.UnsafeRegister(static s => ((ReceiveTarget<T>)s!).Finish(2, default!), target);
        }

        if (timeout != Timeout.InfiniteTimeSpan)
        {
            target._timer = new Timer(static s => ((ReceiveTarget<T>)s!).Finish(3, default!), target, Timeout.InfiniteTimeSpan, Timeout.InfiniteTimeSpan);
        }

        IDisposable link;
        try
        {
            link = source.LinkTo(target, DataflowLinkOptions.UnlinkAfterOneAndPropagateCompletion);
        }
        catch (Exception e)
        {
            target.Finish(4, default!, e);
            return target.Task;
        }

        bool dispose;
        lock (target._lock)
        {
            dispose = target._done;
            if (!dispose)
            {
                target._unlink = link;
            }
        }

        if (dispose)
        {
            link.Dispose();
        }
        else if (target._timer != null)
        {
            try
            {
                target._timer.Change(timeout, Timeout.InfiniteTimeSpan);
            }
            catch (ObjectDisposedException)
            {
                // Finished concurrently (canceled or received): nothing to time anymore.
            }
        }

        return target.Task;
    }

    public Task Completion => Task;

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        Exception? failure = null;
        lock (_lock)
        {
            if (_done)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (consumeToAccept)
            {
                // The offering source calls us under its own lock: consuming now is re-entrant for it. A source that
                // throws here faults the receive, as in TPL Dataflow, and the link ends.
                bool consumed;
                try
                {
                    messageValue = source!.ConsumeMessage(messageHeader, this, out consumed)!;
                }
                catch (Exception e)
                {
                    _done = true;
                    failure = e;
                    consumed = false;
                }

                if (failure == null && !consumed)
                {
                    return DataflowMessageStatus.NotAvailable;
                }
            }

            _done = true;
        }

        if (failure != null)
        {
            Cleanup();
            TrySetException(failure);
            return DataflowMessageStatus.DecliningPermanently;
        }

        Cleanup();
        TrySetResult(messageValue);
        return DataflowMessageStatus.Accepted;
    }

    public void Complete() => Finish(1, default!);

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        Finish(1, default!);
    }

    /// <summary>1 = source completed, 2 = canceled, 3 = timed out, 4 = error.</summary>
    private void Finish(int reason, T unused, Exception? error = null)
    {
        _ = unused;
        lock (_lock)
        {
            if (_done)
            {
                return;
            }

            _done = true;
        }

        Cleanup();
        switch (reason)
        {
            case 1:
                TrySetException(new InvalidOperationException("The source completed without providing data to receive."));
                break;
            case 2:
                TrySetCanceled(_token);
                break;
            case 3:
                TrySetException(new TimeoutException());
                break;
            default:
                TrySetException(error!);
                break;
        }
    }

    private void Cleanup()
    {
        IDisposable? unlink;
        lock (_lock)
        {
            unlink = _unlink;
            _unlink = null;
        }

        unlink?.Dispose();
        _registration.Unregister();
        _timer?.Dispose();
    }
}
