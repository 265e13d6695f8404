using System.Runtime.CompilerServices;
using Rheo.Async;

namespace Rheo.Dataflow.Internal;

/// <summary>
/// The target that AsAsyncObservable links to its source for one subscription: it takes one message at a time and
/// hands it to the asynchronous observer on the thread pool; while the observer's <c>OnNextAsync</c> is pending,
/// offers are postponed and the message stays in the source, and once it completes the target consumes the
/// postponed message itself (so the next message is taken only when the observer is ready). Completion or a fault
/// of the source (propagated by the link) reaches the observer after the message in flight. An observer that throws
/// ends the subscription; nothing more is sent to it.
/// </summary>
internal sealed class AsyncObserverTarget<T> : ITargetBlock<T>, IAsyncDisposable, IThreadPoolWorkItem
{
    private static readonly IDisposable Unlinked = new NoLink();

    private readonly IAsyncObserver<T> _observer;
    private readonly Lock _lock = new();
    private readonly TaskCompletionSource _completion = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly Action _onNextCompleted;
    private IDisposable? _link;
    private bool _busy;
    private bool _stopped;
    private bool _endRequested;
    private Exception? _fault;
    private ISourceBlock<T>? _postponedSource;
    private DataflowMessageHeader _postponedHeader;
    private T _item = default!;
    private bool _hasItem;
    private ValueTask _pending;

    internal AsyncObserverTarget(IAsyncObserver<T> observer)
    {
        _observer = observer;
        _onNextCompleted = OnNextCompleted;
    }

    public Task Completion => _completion.Task;

    /// <summary>Records the link to the source; a target that already stopped unlinks at once.</summary>
    internal void SetLink(IDisposable link)
    {
        if (Interlocked.CompareExchange(ref _link, link, null) is not null)
        {
            link.Dispose();
        }
    }

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept)
    {
        DataflowCommon.ValidateOffer(messageHeader, source, consumeToAccept);
        lock (_lock)
        {
            if (_stopped || _endRequested)
            {
                return DataflowMessageStatus.DecliningPermanently;
            }

            if (_busy)
            {
                if (source is null)
                {
                    return DataflowMessageStatus.Declined;
                }

                _postponedSource = source;
                _postponedHeader = messageHeader;
                return DataflowMessageStatus.Postponed;
            }

            _busy = true;
        }

        if (consumeToAccept)
        {
            messageValue = source!.ConsumeMessage(messageHeader, this, out var consumed)!;
            if (!consumed)
            {
                _hasItem = false;
                ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
                return DataflowMessageStatus.NotAvailable;
            }
        }

        _item = messageValue;
        _hasItem = true;
        ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
        return DataflowMessageStatus.Accepted;
    }

    public void Complete() => RequestEnd(null);

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        RequestEnd(exception);
    }

    /// <summary>Ends the subscription: unlinks from the source and sends nothing more (a message in flight finishes).</summary>
    public ValueTask DisposeAsync()
    {
        lock (_lock)
        {
            _stopped = true;
            _postponedSource = null;
        }

        Unlink();
        _completion.TrySetResult();
        return default;
    }

    void IThreadPoolWorkItem.Execute()
    {
        var hasItem = _hasItem;
        _hasItem = false;
        Run(hasItem);
    }

    private void RequestEnd(Exception? error)
    {
        lock (_lock)
        {
            if (_stopped || _endRequested)
            {
                return;
            }

            _endRequested = true;
            _fault = error;
            if (_busy)
            {
                return; // the delivery loop sends the end after the message in flight
            }

            _busy = true;
        }

        _hasItem = false;
        ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
    }

    /// <summary>The delivery loop: only one runs at a time (<see cref="_busy"/>).</summary>
    private void Run(bool hasItem)
    {
        while (true)
        {
            if (hasItem)
            {
                var item = _item;
                _item = default!;
                ValueTask task;
                try
                {
                    task = _observer.OnNextAsync(item);
                }
                catch (Exception ex)
                {
                    Stop(ex);
                    return;
                }

                if (!task.IsCompletedSuccessfully)
                {
                    _pending = task;
                    task.ConfigureAwait(false).GetAwaiter().UnsafeOnCompleted(_onNextCompleted);
                    return;
                }

                task.GetAwaiter().GetResult();
            }

            ISourceBlock<T> source;
            DataflowMessageHeader header;
            lock (_lock)
            {
                if (_stopped)
                {
                    return;
                }

                if (_postponedSource is null)
                {
                    if (!_endRequested)
                    {
                        _busy = false;
                        return;
                    }

                    _stopped = true;
                    source = null!;
                    header = default;
                }
                else
                {
                    source = _postponedSource;
                    header = _postponedHeader;
                    _postponedSource = null;
                }
            }

            if (source is null)
            {
                SendEnd();
                return;
            }

            T value;
            bool consumed;
            try
            {
                value = source.ConsumeMessage(header, this, out consumed)!;
            }
            catch (Exception ex)
            {
                Stop(ex);
                return;
            }

            if (consumed)
            {
                _item = value;
            }

            hasItem = consumed;
        }
    }

    private void OnNextCompleted()
    {
        var task = _pending;
        _pending = default;
        try
        {
            task.GetAwaiter().GetResult();
        }
        catch (Exception ex)
        {
            Stop(ex);
            return;
        }

        Run(false);
    }

    private void SendEnd()
    {
        Unlink();
        ValueTask task;
        try
        {
            task = _fault is null ? _observer.OnCompletedAsync() : _observer.OnErrorAsync(_fault);
        }
        catch (Exception ex)
        {
            _completion.TrySetException(ex);
            return;
        }

        if (task.IsCompletedSuccessfully)
        {
            _completion.TrySetResult();
        }
        else
        {
            _ = FinishEnd(task);
        }
    }

    private async Task FinishEnd(ValueTask task)
    {
        try
        {
            await task.ConfigureAwait(false);
            _completion.TrySetResult();
        }
        catch (Exception ex)
        {
            _completion.TrySetException(ex);
        }
    }

    /// <summary>The observer threw: the subscription ends, and nothing more is sent to it.</summary>
    private void Stop(Exception error)
    {
        lock (_lock)
        {
            _stopped = true;
            _postponedSource = null;
        }

        Unlink();
        _completion.TrySetException(error);
    }

    private void Unlink() => Interlocked.Exchange(ref _link, Unlinked)?.Dispose();

    private sealed class NoLink : IDisposable
    {
        public void Dispose()
        {
        }
    }
}

/// <summary>The observable returned by AsAsyncObservable: each subscription links its own <see cref="AsyncObserverTarget{T}"/> to the source.</summary>
internal sealed class SourceAsyncObservable<T>(ISourceBlock<T> source) : IAsyncObservable<T>
{
    public ValueTask<IAsyncDisposable> SubscribeAsync(IAsyncObserver<T> observer)
    {
        ArgumentNullException.ThrowIfNull(observer);
        var target = new AsyncObserverTarget<T>(observer);
        target.SetLink(source.LinkTo(target, new DataflowLinkOptions { PropagateCompletion = true }));
        return new ValueTask<IAsyncDisposable>(target);
    }
}

/// <summary>The observer returned by AsAsyncObserver: <c>OnNextAsync</c> is <c>SendAsync</c>, so a full bounded target holds the producer back.</summary>
internal sealed class TargetAsyncObserver<T>(ITargetBlock<T> target) : IAsyncObserver<T>
{
    public ValueTask OnNextAsync(T value)
    {
        // A declined message (the target completed) is dropped, like any declined Post.
        var sent = target.SendAsync(value);
        return sent.IsCompletedSuccessfully ? default : new ValueTask(sent);
    }

    public ValueTask OnErrorAsync(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        target.Fault(error);
        return default;
    }

    public ValueTask OnCompletedAsync()
    {
        target.Complete();
        return default;
    }
}
