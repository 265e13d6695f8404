using System.Runtime.CompilerServices;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

/// <summary>Provides a dataflow block that invokes a delegate for every data element received.</summary>
/// <typeparam name="TInput">The type of data the block operates on.</typeparam>
public sealed class ActionBlock<TInput> : ITargetBlock<TInput>, ITargetCoreOwner<TInput>, IRunTargetOwner<TInput>
{
    private readonly TaskCompletionSource _completion = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly ExecutionDataflowBlockOptions _options;
    private readonly Action<TInput>? _action;
    private readonly Func<TInput, Task>? _asyncAction;
    private readonly TargetCore<TInput>? _core;
    private readonly SpscTargetCore<TInput>? _spsc;

    /// <summary>Initializes the block with the specified action.</summary>
    /// <param name="action">The action to invoke with each data element received.</param>
    public ActionBlock(Action<TInput> action)
        : this(action, ExecutionDataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified action and options.</summary>
    /// <param name="action">The action to invoke with each data element received.</param>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public ActionBlock(Action<TInput> action, ExecutionDataflowBlockOptions dataflowBlockOptions)
        : this(action, null, dataflowBlockOptions)
    {
    }

    /// <summary>Initializes the block with the specified asynchronous action.</summary>
    /// <param name="action">The action to invoke with each data element received; the element is processed when the returned task completes.</param>
    public ActionBlock(Func<TInput, Task> action)
        : this(action, ExecutionDataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified asynchronous action and options.</summary>
    /// <param name="action">The action to invoke with each data element received; the element is processed when the returned task completes.</param>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public ActionBlock(Func<TInput, Task> action, ExecutionDataflowBlockOptions dataflowBlockOptions)
        : this(null, action, dataflowBlockOptions)
    {
    }

    private ActionBlock(Action<TInput>? action, Func<TInput, Task>? asyncAction, ExecutionDataflowBlockOptions dataflowBlockOptions)
    {
        if (action == null && asyncAction == null)
        {
            throw new ArgumentNullException(nameof(action));
        }

        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        _options = dataflowBlockOptions.Clone();
        _action = action;
        _asyncAction = asyncAction;
        if (action != null && _options.SingleProducerConstrained && _options.MaxDegreeOfParallelism == 1
            && _options.BoundedCapacity == DataflowBlockOptions.Unbounded)
        {
            _spsc = new SpscTargetCore<TInput>(this, action, _options, _completion);
            _spsc.Start();
        }
        else
        {
            _core = new TargetCore<TInput>(this, this, _options, releaseAfterProcessing: true);
            _core.Start();
        }
    }

    /// <inheritdoc/>
    public Task Completion => _completion.Task;

    /// <summary>Gets the number of input items waiting to be processed by this block.</summary>
    public int InputCount => _core != null ? _core.InputCount : _spsc!.InputCount;

    /// <summary>Posts an item to the block.</summary>
    /// <param name="item">The item being offered.</param>
    /// <returns>True if the item was accepted, false otherwise.</returns>
    // Fully optimized from the first call (see SpscTargetCore.Post).
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public bool Post(TInput item)
        => _spsc != null
            ? _spsc.Post(item)
            : _core!.Post(item);

    /// <inheritdoc/>
    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, TInput messageValue, ISourceBlock<TInput>? source, bool consumeToAccept)
        => _spsc != null
            ? _spsc.OfferMessage(messageHeader, messageValue, source, consumeToAccept)
            : _core!.OfferMessage(messageHeader, messageValue, source, consumeToAccept);

    IRunTarget<TInput>? IRunTargetOwner<TInput>.RunTarget => _core;

    /// <inheritdoc/>
    public void Complete()
    {
        if (_spsc != null)
        {
            _spsc.Complete();
        }
        else
        {
            _core!.Complete();
        }
    }

    /// <inheritdoc/>
    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        if (_spsc != null)
        {
            _spsc.Fault(exception);
        }
        else
        {
            _core!.Fault(exception);
        }
    }

    /// <inheritdoc/>
    public override string ToString() => DataflowCommon.GetName(this, _options, _completion.Task);

    Task? ITargetCoreOwner<TInput>.Process(TInput item, long sequence)
    {
        try
        {
            if (_action != null)
            {
                _action(item);
                return null;
            }

            return _asyncAction!(item);
        }
        catch (OperationCanceledException)
        {
            // As in TPL Dataflow, a delegate that throws OperationCanceledException skips the message.
            return null;
        }
    }

    void ITargetCoreOwner<TInput>.ProcessCompleted(Task task, long sequence)
    {
    }

    void ITargetCoreOwner<TInput>.InputCompleted(List<Exception>? exceptions, bool canceled)
        => DataflowCommon.SetCompletion(_completion, exceptions, canceled, _options.CancellationToken);
}
