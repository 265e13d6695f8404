using System.Diagnostics.CodeAnalysis;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

/// <summary>
/// Provides a dataflow block that invokes a delegate for every data element received and offers each element of
/// the sequence it returns, as soon as that element is enumerated.
/// </summary>
/// <typeparam name="TInput">The type of data received by the block.</typeparam>
/// <typeparam name="TOutput">The type of data produced by the block.</typeparam>
public sealed class TransformManyBlock<TInput, TOutput> : IPropagatorBlock<TInput, TOutput>, IReceivableSourceBlock<TOutput>, ITargetCoreOwner<TInput>, IOutputAvailability, ILockedOfferSource, IRunTargetOwner<TInput>
{
    private readonly ExecutionDataflowBlockOptions _options;
    private readonly Func<TInput, IEnumerable<TOutput>>? _transform;
    private readonly Func<TInput, Task<IEnumerable<TOutput>>>? _taskTransform;
    private readonly Func<TInput, IAsyncEnumerable<TOutput>>? _asyncTransform;
    private readonly TargetCore<TInput> _target;
    private readonly SourceCore<TOutput> _source;
    private readonly ManyReorderingBuffer<TOutput>? _reorder;

    /// <summary>Initializes the block with the specified function.</summary>
    /// <param name="transform">The function to invoke with each data element received.</param>
    public TransformManyBlock(Func<TInput, IEnumerable<TOutput>> transform)
        : this(transform, ExecutionDataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified function and options.</summary>
    /// <param name="transform">The function to invoke with each data element received.</param>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public TransformManyBlock(Func<TInput, IEnumerable<TOutput>> transform, ExecutionDataflowBlockOptions dataflowBlockOptions)
        : this(dataflowBlockOptions, transform, null, null)
    {
    }

    /// <summary>Initializes the block with the specified asynchronous function.</summary>
    /// <param name="transform">The function to invoke with each data element received; a canceled task produces no output.</param>
    public TransformManyBlock(Func<TInput, Task<IEnumerable<TOutput>>> transform)
        : this(transform, ExecutionDataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified asynchronous function and options.</summary>
    /// <param name="transform">The function to invoke with each data element received; a canceled task produces no output.</param>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public TransformManyBlock(Func<TInput, Task<IEnumerable<TOutput>>> transform, ExecutionDataflowBlockOptions dataflowBlockOptions)
        : this(dataflowBlockOptions, null, transform, null)
    {
    }

    /// <summary>Initializes the block with the specified asynchronous-stream function.</summary>
    /// <param name="transform">The function to invoke with each data element received; elements are offered as the stream yields them.</param>
    public TransformManyBlock(Func<TInput, IAsyncEnumerable<TOutput>> transform)
        : this(transform, ExecutionDataflowBlockOptions.Default)
    {
    }

    /// <summary>Initializes the block with the specified asynchronous-stream function and options.</summary>
    /// <param name="transform">The function to invoke with each data element received; elements are offered as the stream yields them.</param>
    /// <param name="dataflowBlockOptions">The options with which to configure the block.</param>
    public TransformManyBlock(Func<TInput, IAsyncEnumerable<TOutput>> transform, ExecutionDataflowBlockOptions dataflowBlockOptions)
        : this(dataflowBlockOptions, null, null, transform)
    {
    }

    private TransformManyBlock(
        ExecutionDataflowBlockOptions dataflowBlockOptions,
        Func<TInput, IEnumerable<TOutput>>? transform,
        Func<TInput, Task<IEnumerable<TOutput>>>? taskTransform,
        Func<TInput, IAsyncEnumerable<TOutput>>? asyncTransform)
    {
        if (transform == null && taskTransform == null && asyncTransform == null)
        {
            throw new ArgumentNullException(nameof(transform));
        }

        ArgumentNullException.ThrowIfNull(dataflowBlockOptions);
        _options = dataflowBlockOptions.Clone();
        _transform = transform;
        _taskTransform = taskTransform;
        _asyncTransform = asyncTransform;
        _target = new TargetCore<TInput>(this, this, _options, releaseAfterProcessing: false);
        _source = new SourceCore<TOutput>(this, _options, _target.IsBounded ? _target.ReleaseBounding : null);
        if (_options.EnsureOrdered && _options.MaxDegreeOfParallelism != 1)
        {
            _reorder = new ManyReorderingBuffer<TOutput>(_source);
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

    IRunTarget<TInput>? IRunTargetOwner<TInput>.RunTarget => _target;

    /// <inheritdoc/>
    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, TInput messageValue, ISourceBlock<TInput>? source, bool consumeToAccept)
        => _target.OfferMessage(messageHeader, messageValue, source, consumeToAccept);

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
        // As in TPL Dataflow, a delegate (or its enumeration) that throws OperationCanceledException skips the message:
        // no output for it, or none beyond those already produced.
        IEnumerable<TOutput>? items;
        try
        {
            if (_transform == null)
            {
                return ProcessAsync(item, sequence);
            }

            items = _transform(item);
        }
        catch (OperationCanceledException)
        {
            EmitAll(null, sequence);
            return null;
        }

        try
        {
            EmitAll(items, sequence);
        }
        catch (OperationCanceledException)
        {
            // EmitAll finished the message before the exception left it.
        }

        return null;
    }

    private Task? ProcessAsync(TInput item, long sequence)
    {
        if (_taskTransform != null)
        {
            var task = _taskTransform(item);
            if (task == null)
            {
                EmitAll(null, sequence);
            }

            return task;
        }

        var stream = _asyncTransform!(item);
        if (stream == null)
        {
            EmitAll(null, sequence);
            return null;
        }

        return EmitAllAsync(stream, sequence, item);
    }

    void ITargetCoreOwner<TInput>.ProcessCompleted(Task task, long sequence)
    {
        if (_taskTransform != null)
        {
            try
            {
                EmitAll(task.Status == TaskStatus.RanToCompletion ? ((Task<IEnumerable<TOutput>>)task).Result : null, sequence);
            }
            catch (OperationCanceledException)
            {
                // Enumerating the task's result canceled: the message is skipped past the outputs it produced, as in
                // TPL Dataflow (EmitAll finished the message before the exception left it).
            }
        }
    }

    void ITargetCoreOwner<TInput>.InputCompleted(List<Exception>? exceptions, bool canceled)
        => _source.CompleteFromInput(exceptions, canceled);

    private void EmitAll(IEnumerable<TOutput>? items, long sequence)
    {
        int count = 0;
        if (_reorder == null || _reorder.IsNext(sequence))
        {
            try
            {
                if (items != null)
                {
                    foreach (var item in items)
                    {
                        Produced(ref count);
                        _source.AddMessage(item);
                    }
                }
            }
            finally
            {
                Finished(count, sequence, null);
            }

            return;
        }

        var buffered = new List<TOutput>();
        try
        {
            if (items != null)
            {
                foreach (var item in items)
                {
                    Produced(ref count);
                    buffered.Add(item);
                }
            }
        }
        finally
        {
            Finished(count, sequence, buffered);
        }
    }

    private async Task EmitAllAsync(IAsyncEnumerable<TOutput> items, long sequence, TInput input)
    {
        try
        {
            await EmitAllAsync(items, sequence).ConfigureAwait(false);
        }
        catch (Exception e) when (e is not OperationCanceledException)
        {
            // The input whose stream faulted the block is named in the exception, as TPL Dataflow does.
            DataflowCommon.StoreMessageValue(e, input);
            throw;
        }
    }

    private async Task EmitAllAsync(IAsyncEnumerable<TOutput> items, long sequence)
    {
        int count = 0;
        List<TOutput>? buffered = _reorder == null || _reorder.IsNext(sequence) ? null : new List<TOutput>();
        try
        {
            await foreach (var item in items.ConfigureAwait(false))
            {
                Produced(ref count);
                if (buffered != null)
                {
                    buffered.Add(item);
                }
                else
                {
                    _source.AddMessage(item);
                }
            }
        }
        finally
        {
            Finished(count, sequence, buffered);
        }
    }

    /// <summary>The first output takes the input's bounding slot; each further output counts one more.</summary>
    private void Produced(ref int count)
    {
        if (count++ > 0 && _target.IsBounded)
        {
            _target.ReleaseBounding(-1);
        }
    }

    private void Finished(int count, long sequence, List<TOutput>? buffered)
    {
        if (count == 0)
        {
            _target.ReleaseBounding(1);
        }

        _reorder?.Add(sequence, buffered);
    }
}
