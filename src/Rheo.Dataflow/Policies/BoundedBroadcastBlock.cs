using System.Runtime.CompilerServices;

namespace Rheo.Dataflow;

/// <summary>
/// <see cref="DataflowPolicies.CreateBoundedBroadcast{T}"/>: a bounded input queue drained one message at a time, each
/// message sent to every linked target (waiting while a target postpones) before the next.
/// </summary>
internal sealed class BoundedBroadcastBlock<T> : IPropagatorBlock<T, T>
{
    private readonly ActionBlock<T> _input;
    private readonly Func<T, T>? _clone;
    private readonly CancellationTokenSource _stop = new();
    private readonly Lock _gate = new();
    private readonly ConditionalWeakTable<ISourceBlock<T>, OfferingSource<T>> _standIns = new();
    private Link[] _links = [];
    private bool _ended;

    public BoundedBroadcastBlock(DataflowBlockOptions options, Func<T, T>? clone)
    {
        _clone = clone;
        _input = new ActionBlock<T>(Broadcast, new ExecutionDataflowBlockOptions
        {
            BoundedCapacity = options.BoundedCapacity,
            CancellationToken = options.CancellationToken,
            TaskScheduler = options.TaskScheduler,
            MaxMessagesPerTask = options.MaxMessagesPerTask,
        });
        Completion = CompleteAsync();
    }

    public Task Completion { get; }

    public void Complete() => _input.Complete();

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        ((IDataflowBlock)_input).Fault(exception);

        // A target that postpones forever must not keep the fault from completing the block.
        _stop.Cancel();
    }

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, T messageValue, ISourceBlock<T>? source, bool consumeToAccept) =>
        OfferingSource<T>.Offer(_input, this, _standIns, messageHeader, messageValue, source, consumeToAccept);

    public IDisposable LinkTo(ITargetBlock<T> target, DataflowLinkOptions linkOptions)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(linkOptions);
        var link = new Link(this, target, linkOptions.PropagateCompletion, linkOptions.MaxMessages);
        bool ended;
        lock (_gate)
        {
            ended = _ended;
            if (!ended)
            {
                _links = linkOptions.Append ? [.. _links, link] : [link, .. _links];
            }
        }

        if (ended && link.PropagateCompletion)
        {
            Propagate(link.Target, _input.Completion);
        }

        return link;
    }

    public T? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target, out bool messageConsumed)
    {
        // Messages are only ever offered through SendAsync, whose own source is consumed; nothing is held here.
        messageConsumed = false;
        return default;
    }

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<T> target) => false;

    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<T> target)
    {
    }

    private async Task Broadcast(T item)
    {
        var links = Volatile.Read(ref _links);
        if (links.Length == 0)
        {
            return;
        }

        var sends = new Task<bool>[links.Length];
        for (var i = 0; i < links.Length; i++)
        {
            sends[i] = links[i].Target.SendAsync(_clone is null ? item : _clone(item), _stop.Token);
        }

        await Task.WhenAll(sends).ConfigureAwait(false);
        for (var i = 0; i < links.Length; i++)
        {
            if (sends[i].Result)
            {
                links[i].Delivered();
            }
        }
    }

    private void Unlink(Link link)
    {
        lock (_gate)
        {
            _links = Array.FindAll(_links, l => l != link);
        }
    }

    private async Task CompleteAsync()
    {
        Link[] links;
        try
        {
            await _input.Completion.ConfigureAwait(false);
        }
        finally
        {
            lock (_gate)
            {
                _ended = true;
                links = _links;
                _links = [];
            }

            foreach (var link in links)
            {
                if (link.PropagateCompletion)
                {
                    Propagate(link.Target, _input.Completion);
                }
            }
        }
    }

    private static void Propagate(ITargetBlock<T> target, Task completion)
    {
        if (completion.IsFaulted)
        {
            target.Fault(completion.Exception!);
        }
        else
        {
            target.Complete();
        }
    }

    private sealed class Link(BoundedBroadcastBlock<T> owner, ITargetBlock<T> target, bool propagateCompletion, int maxMessages) : IDisposable
    {
        private int _remaining = maxMessages;

        public ITargetBlock<T> Target { get; } = target;

        public bool PropagateCompletion { get; } = propagateCompletion;

        public void Delivered()
        {
            if (_remaining > 0 && --_remaining == 0)
            {
                Dispose();
            }
        }

        public void Dispose() => owner.Unlink(this);
    }
}
