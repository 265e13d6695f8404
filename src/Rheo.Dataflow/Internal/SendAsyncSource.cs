namespace Rheo.Dataflow.Internal;

/// <summary>
/// The one-message source behind <see cref="DataflowBlock.SendAsync{TInput}(ITargetBlock{TInput}, TInput, CancellationToken)"/>
/// when the target postpones: the target later reserves, consumes or releases the message; the task reports
/// true once consumed, false once declined, canceled if the token fires while the message is not reserved.
/// </summary>
internal sealed class SendAsyncSource<T> : TaskCompletionSource<bool>, ISourceBlock<T>
{
    private static readonly Action<object?> s_offer = static s => ((SendAsyncSource<T>)s!).Offer();

    private readonly ITargetBlock<T> _target;
    private readonly T _value;
    private readonly CancellationToken _token;
    private readonly Lock _lock = new();
    private CancellationTokenRegistration _registration;
    private bool _done;
    private bool _reserved;
    private bool _cancelRequested;

    public SendAsyncSource(ITargetBlock<T> target, T value, CancellationToken token)
        : base(TaskCreationOptions.RunContinuationsAsynchronously)
    {
        _target = target;
        _value = value;
        _token = token;
    }

    /// <summary>Offers the message for the first time and returns the task to hand back.</summary>
    public Task<bool> Start()
    {
        if (_token.CanBeCanceled)
        {
            _registration = _token.UnsafeRegister(static s => ((SendAsyncSource<T>)s!).OnCanceled(), this);
        }

        Offer();
        return Task;
    }

    private void Offer()
    {
        DataflowMessageStatus status;
        try
        {
            status = _target.OfferMessage(DataflowCommon.SingleMessageHeader, _value, this, consumeToAccept: false);
        }
        catch (Exception e)
        {
            DataflowCommon.StoreMessageValue(e, _value);
            Finish(() => TrySetException(e));
            return;
        }

        switch (status)
        {
            case DataflowMessageStatus.Accepted:
                Finish(true);
                break;
            case DataflowMessageStatus.Declined:
            case DataflowMessageStatus.DecliningPermanently:
            case DataflowMessageStatus.NotAvailable:
                Finish(false);
                break;
        }
    }

    private void Finish(bool result) => Finish(() => TrySetResult(result));

    private void Finish(Func<bool> complete)
    {
        lock (_lock)
        {
            if (_done)
            {
                return;
            }

            _done = true;
        }

        _registration.Unregister();
        complete();
    }

    private void OnCanceled()
    {
        lock (_lock)
        {
            if (_done)
            {
                return;
            }

            if (_reserved)
            {
                _cancelRequested = true;
                return;
            }

            _done = true;
        }

        TrySetCanceled(_token);
    }

    public Task Completion => Task;

    /// <summary>Not supported, as in TPL Dataflow: the send completes only through its target.</summary>
    public void Complete() => throw DataflowCommon.MemberNotNeeded();

    /// <summary>Not supported, as in TPL Dataflow: the send completes only through its target.</summary>
    public void Fault(Exception exception) => throw DataflowCommon.MemberNotNeeded();

    public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions)
        => throw new NotSupportedException("This source cannot be linked.");

    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        lock (_lock)
        {
            if (_done || messageHeader.Id != DataflowCommon.SingleMessageHeader.Id
                || (_cancelRequested && !_reserved))
            {
                messageConsumed = false;
                return default;
            }

            _done = true;
        }

        _registration.Unregister();
        TrySetResult(true);
        messageConsumed = true;
        return _value;
    }

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        lock (_lock)
        {
            if (_done || _reserved || messageHeader.Id != DataflowCommon.SingleMessageHeader.Id)
            {
                return false;
            }

            _reserved = true;
            return true;
        }
    }

    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        bool canceled;
        lock (_lock)
        {
            if (messageHeader.Id != DataflowCommon.SingleMessageHeader.Id)
            {
                throw new InvalidOperationException("The target does not have the message reserved.");
            }

            if (!_reserved)
            {
                // As in TPL Dataflow, releasing the send's own message after the send was canceled is no error (there is
                // nothing to give back); releasing a message never reserved otherwise is.
                if (_done || _cancelRequested)
                {
                    return;
                }

                throw new InvalidOperationException("The target does not have the message reserved.");
            }

            _reserved = false;
            canceled = _cancelRequested;
            if (canceled)
            {
                _done = true;
            }
        }

        if (canceled)
        {
            TrySetCanceled(_token);
            return;
        }

        // Offer again so the target can take it (or decline it for good), off the caller's stack.
        DataflowCommon.StartTask(s_offer, this, TaskScheduler.Default);
    }
}
