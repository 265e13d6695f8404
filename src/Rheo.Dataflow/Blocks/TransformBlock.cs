using System.Diagnostics.CodeAnalysis;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

/// <summary>Provides a dataflow block that invokes a delegate for every data element received and offers its result.</summary>
/// <typeparam name="TInput">The type of data received by the block.</typeparam>
/// <typeparam name="TOutput">The type of data produced by the block.</typeparam>
public sealed class TransformBlock<TInput, TOutput> : IPropagatorBlock<TInput, TOutput>, IReceivableSourceBlock<TOutput>, ITargetCoreOwner<TInput>, IOutputAvailability, ILockedOfferSource, IRunTargetOwner<TInput>
{
    private readonly ExecutionDataflowBlockOptions _options;
    private readonly Func<TInput, TOutput>? _transform;
    private readonly Func<TInput, Task<TOutput>>? _asyncTransform;
    private readonly TargetCore<TInput> _target;
    private readonly SourceCore<TOutput> _source;
    private readonly ReorderingBuffer<TOutput>? _reorder;

    /// <summary>Initializes the block with the specified function.</summary>
    /// <param name="transform">The function to invoke with each data element received.</param>
    public TransformBlock(Func<TInput, TOutput> transform)
        : this(transform, ExecutionDataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified function and options.</summary>
    /// <param name="transform">The function to invoke with each data element received.</param>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public TransformBlock(Func<TInput, TOutput> transform, ExecutionDataflowBlockOptions dataflowBlockOptions)
        : this(transform, null, dataflowBlockOptions)
    {
    }

    /// <summary>Initializes the block with the specified asynchronous function.</summary>
    /// <param name="transform">The function to invoke with each data element received; a canceled task produces no output.</param>
    public TransformBlock(Func<TInput, Task<TOutput>> transform)
        : this(transform, ExecutionDataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified asynchronous function and options.</summary>
    /// <param name="transform">The function to invoke with each data element received; a canceled task produces no output.</param>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public TransformBlock(Func<TInput, Task<TOutput>> transform, ExecutionDataflowBlockOptions dataflowBlockOptions)
        : this(null, transform, dataflowBlockOptions)
    {
    }

    private TransformBlock(Func<TInput, TOutput>? transform, Func<TInput, Task<TOutput>>? asyncTransform, ExecutionDataflowBlockOptions dataflowBlockOptions)
    {
        if (transform == null && asyncTransform == null)
        {
            throw new ArgumentNullException(nameof(transform));
        }

        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        _options = dataflowBlockOptions.Clone();
        _transform = transform;
        _asyncTransform = asyncTransform;
        _target = new TargetCore<TInput>(this, this, _options, releaseAfterProcessing: false);
        _source = new SourceCore<TOutput>(this, _options, _target.IsBounded ? _target.ReleaseBounding : null, _target.ReleaseBatch);
        if (_options.EnsureOrdered && _options.MaxDegreeOfParallelism != 1)
        {
            _reorder = new ReorderingBuffer<TOutput>(_source);
        }

        _target.Start();
    }

    /// <inheritdoc/>
    public Task Completion => _source.Completion;

    /// <summary>Gets the number of input items waiting to be processed by this block.</summary>
    public int InputCount => _target.InputCount;

    /// <summary>Gets the number of output items available to be received from this block.</summary>
    public int OutputCount => _source.OutputCount;

    bool IOutputAvailability.HasOutput => _source.HasOutput;

    /// <inheritdoc/>
    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, TInput messageValue, ISourceBlock<TInput>? source, bool consumeToAccept)
        => _target.OfferMessage(messageHeader, messageValue, source, consumeToAccept);

    IRunTarget<TInput>? IRunTargetOwner<TInput>.RunTarget => _target;

    /// <inheritdoc/>
    public IDisposable LinkTo(ITargetBlock<TOutput> target, DataflowLinkOptions linkOptions) => _source.LinkTo(target, linkOptions);

    /// <inheritdoc/>
    public TOutput? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target, out bool messageConsumed)
        => _source.ConsumeMessage(messageHeader, target, out messageConsumed);

    /// <inheritdoc/>
    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target) => _source.ReserveMessage(messageHeader, target);

    /// <inheritdoc/>
    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target) => _source.ReleaseReservation(messageHeader, target);

    /// <inheritdoc/>
    public bool TryReceive(Predicate<TOutput>? filter, [MaybeNullWhen(false)] out TOutput item) => _source.TryReceive(filter, out item);

    /// <inheritdoc/>
    public bool TryReceiveAll([NotNullWhen(true)] out IList<TOutput>? items) => _source.TryReceiveAll(out items);

    /// <inheritdoc/>
    public void Complete() => _target.Complete();

    /// <inheritdoc/>
    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        _target.Fault(exception);
    }

    /// <inheritdoc/>
    public override string ToString() => DataflowCommon.GetName(this, _options, Completion);

    Task? ITargetCoreOwner<TInput>.Process(TInput item, long sequence)
    {
        TOutput value;
        try
        {
            if (_transform == null)
            {
                var task = _asyncTransform!(item);
                if (task == null)
                {
                    Skip(sequence);
                }

                return task;
            }

            value = _transform(item);
        }
        catch (OperationCanceledException)
        {
            // As in TPL Dataflow, a delegate that throws OperationCanceledException skips the message.
            Skip(sequence);
            return null;
        }

        Emit(value, sequence);
        return null;
    }

    void ITargetCoreOwner<TInput>.ProcessCompleted(Task task, long sequence)
    {
        if (task.Status == TaskStatus.RanToCompletion)
        {
            Emit(((Task<TOutput>)task).Result, sequence);
        }
        else
        {
            Skip(sequence);
        }
    }

    void ITargetCoreOwner<TInput>.InputCompleted(List<Exception>? exceptions, bool canceled)
        => _source.CompleteFromInput(exceptions, canceled);

    private void Emit(TOutput value, long sequence)
    {
        if (_reorder != null)
        {
            _reorder.Add(sequence, value, hasValue: true);
        }
        else
        {
            _source.AddMessage(value);
        }
    }

    private void Skip(long sequence)
    {
        _target.ReleaseBounding(1);
        _reorder?.Add(sequence, default!, hasValue: false);
    }
}
