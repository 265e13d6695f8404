using System.Threading.Tasks.Sources;

namespace Rheo.Dataflow.Internal;

/// <summary>
/// The pooled one-message source behind <see cref="DataflowBlock.SendValueAsync{TInput}(ITargetBlock{TInput}, TInput, CancellationToken)"/>
/// when the target postpones. Each use offers its message under a fresh header id, so a target that still holds
/// the header of an earlier use can neither reserve nor consume the message of a later one. The object returns to
/// the pool once its result was read; the token registration is disposed (waiting for a running callback) before
/// the result is set.
/// </summary>
internal sealed class ValueTaskSendSource<T> : ISourceBlock<T>, IValueTaskSource<bool>
{
    private static readonly Task s_neverCompleted = new TaskCompletionSource().Task;
    private static long s_nextId;

    private readonly Lock _lock = new();
    private ManualResetValueTaskSourceCore<bool> _core = new() { RunContinuationsAsynchronously = true };
    private ITargetBlock<T>? _target;
    private T _value = default!;
    private CancellationToken _token;
    private CancellationTokenRegistration _registration;
    private long _id;
    private bool _done;
    private bool _reserved;
    private bool _cancelRequested;

    /// <summary>Rents a source, offers the message once more with the source attached and returns the ValueTask to hand back.</summary>
    public static ValueTask<bool> Start(ITargetBlock<T> target, T value, CancellationToken token)
    {
        var source = DataflowValueTaskPool<ValueTaskSendSource<T>>.Rent() ?? new ValueTaskSendSource<T>();
        long id = Interlocked.Increment(ref s_nextId);
        lock (source._lock)
        {
            source._target = target;
            source._value = value;
            source._token = token;
            source._id = id;
            source._done = false;
            source._reserved = false;
            source._cancelRequested = false;
        }

        var result = new ValueTask<bool>(source, source._core.Version);
        if (token.CanBeCanceled)
        {
            source._registration = token.UnsafeRegister(static s => ((ValueTaskSendSource<T>)s!).OnCanceled(), source);
        }

        lock (source._lock)
        {
            if (source._done)
            {
                // The token fired during registration.
                return result;
            }
        }

        source.Offer(target, value, id);
        return result;
    }

    private void Offer(ITargetBlock<T> target, T value, long id)
    {
        DataflowMessageStatus status;
        try
        {
            status = target.OfferMessage(new DataflowMessageHeader(id), value, this, consumeToAccept: false);
        }
        catch (Exception e)
        {
            DataflowCommon.StoreMessageValue(e, value);
            Finish(id, false, e);
            return;
        }

        switch (status)
        {
            case DataflowMessageStatus.Accepted:
                Finish(id, true, null);
                break;
            case DataflowMessageStatus.Declined:
            case DataflowMessageStatus.DecliningPermanently:
            case DataflowMessageStatus.NotAvailable:
                Finish(id, false, null);
                break;
        }
    }

    /// <summary>Completes the use <paramref name="id"/> once; nothing is touched after the result is set.</summary>
    private void Finish(long id, bool result, Exception? error)
    {
        lock (_lock)
        {
            if (_done || _id != id)
            {
                return;
            }

            _done = true;
        }

        SetOutcome(result, error);
    }

    private void SetOutcome(bool result, Exception? error)
    {
        _registration.Dispose();
        _registration = default;
        if (error != null)
        {
            _core.SetException(error);
        }
        else
        {
            _core.SetResult(result);
        }
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

        _core.SetException(new OperationCanceledException(_token));
    }

    // ---------------------------------------------------------------- IValueTaskSource<bool>

    public bool GetResult(short token)
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
                lock (_lock)
                {
                    _target = null;
                    _value = default!;
                    _token = default;
                    _registration = default;
                }

                _core.Reset();
                DataflowValueTaskPool<ValueTaskSendSource<T>>.Return(this);
            }
        }
    }

    public ValueTaskSourceStatus GetStatus(short token) => _core.GetStatus(token);

    public void OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags)
        => _core.OnCompleted(continuation, state, token, flags);

    // ---------------------------------------------------------------- ISourceBlock<T>, called by the target

    /// <summary>Not meaningful for a one-message source: a task that never completes.</summary>
    public Task Completion => s_neverCompleted;

    public void Complete()
    {
        long id;
        lock (_lock)
        {
            id = _id;
        }

        Finish(id, false, null);
    }

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        long id;
        lock (_lock)
        {
            id = _id;
        }

        Finish(id, false, exception);
    }

    public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions)
        => throw new NotSupportedException("This source cannot be linked.");

    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        T value;
        lock (_lock)
        {
            if (_done || messageHeader.Id != _id || (_cancelRequested && !_reserved))
            {
                messageConsumed = false;
                return default;
            }

            _done = true;
            value = _value;
        }

        SetOutcome(true, null);
        messageConsumed = true;
        return value;
    }

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
        DataflowCommon.ValidateHeaderAndTarget(messageHeader, target);
        lock (_lock)
        {
            if (_done || _reserved || messageHeader.Id != _id)
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
        T value;
        lock (_lock)
        {
            if (_done || !_reserved || messageHeader.Id != _id)
            {
                throw new InvalidOperationException("The target does not have the message reserved.");
            }

            _reserved = false;
            canceled = _cancelRequested;
            if (canceled)
            {
                _done = true;
            }

            value = _value;
        }

        if (canceled)
        {
            SetOutcome(false, new OperationCanceledException(_token));
            return;
        }

        // Offer again so the target can take it (or decline it for good), off the caller's stack.
        DataflowCommon.StartTask(static s => ((Reoffer)s!).Run(), new Reoffer(this, target, value, messageHeader.Id), TaskScheduler.Default);
    }

    private sealed class Reoffer(ValueTaskSendSource<T> source, ITargetBlock<T> target, T value, long id)
    {
        public void Run()
        {
            lock (source._lock)
            {
                if (source._done || source._id != id)
                {
                    return;
                }
            }

            source.Offer(target, value, id);
        }
    }
}
