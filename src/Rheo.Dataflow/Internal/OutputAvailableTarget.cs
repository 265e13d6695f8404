namespace Rheo.Dataflow.Internal;

/// <summary>
/// A temporary target linked to a source by OutputAvailableAsync: true on the first offer (declining the message
/// permanently, so the source keeps it and unlinks us), false when the source completes, canceled with the token.
/// Whatever happens first, the link and the token registration are released, so calls in a loop do not accumulate.
/// </summary>
internal sealed class OutputAvailableTarget<T> : TaskCompletionSource<bool>, ITargetBlock<T>
{
    private readonly object _lock = new();
    private readonly CancellationToken _token;
    private bool _done;
    private IDisposable? _unlink;
    private CancellationTokenRegistration _registration;

    private OutputAvailableTarget(CancellationToken token)
        : base(TaskCreationOptions.RunContinuationsAsynchronously)
    {
        _token = token;
    }

    internal static Task<bool> Wait(ISourceBlock<T> source, CancellationToken token)
    {
        var target = new OutputAvailableTarget<T>(token);
        if (token.CanBeCanceled)
        {
            target._registration = token.UnsafeRegister(static s => ((OutputAvailableTarget<T>)s!).Finish(null), target);
        }

        IDisposable link;
        try
        {
            link = source.LinkTo(target, DataflowLinkOptions.UnlinkAfterOneAndPropagateCompletion);
        }
        catch (Exception e)
        {
            // A source whose LinkTo throws faults the returned task, as in TPL Dataflow.
            target._registration.Unregister();
            target.TrySetException(e);
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

        return target.Task;
    }

    public Task Completion => Task;

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        Finish(true);
        return DataflowMessageStatus.DecliningPermanently;
    }

    public void Complete() => Finish(false);

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        Finish(false);
    }

    private void Finish(bool? result)
    {
        IDisposable? unlink;
        lock (_lock)
        {
            if (_done)
            {
                return;
            }

            _done = true;
            unlink = _unlink;
            _unlink = null;
        }

        unlink?.Dispose();
        _registration.Unregister();
        if (result is bool value)
        {
            TrySetResult(value);
        }
        else
        {
            TrySetCanceled(_token);
        }
    }
}
