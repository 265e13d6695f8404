namespace Rheo.Dataflow.Internal;

/// <summary>
/// The shared state of one Choose call: the first branch whose source offers a message consumes it (under the
/// shared lock, so exactly one message of one source is consumed), then every link is removed and the branch's
/// handler runs on the scheduler; if every source completes first, or the token fires, the task is canceled.
/// </summary>
internal sealed class ChooseState : TaskCompletionSource<int>
{
    private readonly List<IDisposable> _links = new();
    private readonly DataflowBlockOptions _options;
    private readonly int _sources;
    private int _completedSources;
    private bool _linksClosed;
    private CancellationTokenRegistration _registration;

    public ChooseState(DataflowBlockOptions options, int sources)
        : base(TaskCreationOptions.RunContinuationsAsynchronously)
    {
        _options = options;
        _sources = sources;
    }

    public object Lock { get; } = new();

    /// <summary>Guarded by <see cref="Lock"/>.</summary>
    public bool Chosen { get; set; }

    public void Start()
    {
        var token = _options.CancellationToken;
        if (token.CanBeCanceled)
        {
            _registration = token.UnsafeRegister(static s => ((ChooseState)s!).Cancel(), this);
        }
    }

    public void AddLink(IDisposable? link)
    {
        if (link == null)
        {
            // A source whose LinkTo returned nothing: there is nothing to unlink later.
            return;
        }

        lock (Lock)
        {
            if (!_linksClosed)
            {
                _links.Add(link);
                return;
            }
        }

        link.Dispose();
    }

    private void Cancel()
    {
        lock (Lock)
        {
            if (Chosen)
            {
                return;
            }

            Chosen = true;
        }

        if (UnlinkAll() is { } error)
        {
            TrySetException(error);
            return;
        }

        TrySetCanceled(_options.CancellationToken);
    }

    public void SourceCompleted()
    {
        lock (Lock)
        {
            if (Chosen || ++_completedSources < _sources)
            {
                return;
            }

            Chosen = true;
        }

        if (UnlinkAll() is { } error)
        {
            TrySetException(error);
            return;
        }

        TrySetCanceled();
    }

    /// <summary>Called once a branch consumed its message (Chosen already set): unlink, then run the handler on the scheduler.</summary>
    public void RunHandler<T>(int index, Action<T> action, T value)
    {
        try
        {
            StartHandler(index, action, value);
        }
        catch (TaskSchedulerException e)
        {
            // The scheduler refused the handler: the Choose ends with its exception instead of never completing.
            Fail(e);
        }
    }

    /// <summary>Ends the Choose with <paramref name="error"/> (<see cref="Chosen"/> already set): unlink, then fault the task.</summary>
    public void Fail(Exception error)
    {
        _ = UnlinkAll();
        TrySetException(error);
    }

    private void StartHandler<T>(int index, Action<T> action, T value)
    {
        System.Threading.Tasks.Task.Factory.StartNew(
            () =>
            {
                UnlinkAll();
                try
                {
                    action(value);
                }
                catch (Exception e)
                {
                    TrySetException(e);
                    return;
                }

                TrySetResult(index);
            },
            CancellationToken.None,
            TaskCreationOptions.DenyChildAttach,
            _options.TaskScheduler);
    }

    /// <summary>
    /// Disposes every link; returns the first exception a link's <c>Dispose</c> threw (the others are still disposed),
    /// so a throwing source ends the Choose instead of escaping from a cancellation callback.
    /// </summary>
    private Exception? UnlinkAll()
    {
        Exception? error = null;
        IDisposable[] links;
        lock (Lock)
        {
            _linksClosed = true;
            links = _links.ToArray();
            _links.Clear();
        }

        foreach (var link in links)
        {
            try
            {
                link.Dispose();
            }
            catch (Exception e)
            {
                error ??= e;
            }
        }

        _registration.Unregister();
        return error;
    }
}

/// <summary>One branch of a Choose: a target linked to one source.</summary>
internal sealed class ChooseTarget<T>(ChooseState state, int index, Action<T> action) : ITargetBlock<T>
{
    public Task Completion => state.Task;

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        Exception? failure = null;
        lock (state.Lock)
        {
            if (state.Chosen)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (consumeToAccept)
            {
                // The offering source calls us under its own lock: consuming now is re-entrant for it. A source that
                // throws here ends the Choose with its exception, as in TPL Dataflow.
                bool consumed;
                try
                {
                    messageValue = source!.ConsumeMessage(messageHeader, this, out consumed)!;
                }
                catch (Exception e)
                {
                    state.Chosen = true;
                    failure = e;
                    consumed = true;
                }

                if (!consumed)
                {
                    return DataflowMessageStatus.NotAvailable;
                }
            }

            state.Chosen = true;
        }

        if (failure != null)
        {
            state.Fail(failure);
            return DataflowMessageStatus.DecliningPermanently;
        }

        state.RunHandler(index, action, messageValue);
        return DataflowMessageStatus.Accepted;
    }

    public void Complete() => state.SourceCompleted();

    public void Fault(Exception exception) => state.SourceCompleted();
}
