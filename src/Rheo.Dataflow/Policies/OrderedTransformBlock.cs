using System.Runtime.CompilerServices;
using System.Runtime.ExceptionServices;

namespace Rheo.Dataflow;

/// <summary>
/// <see cref="DataflowPolicies.CreateOrderedTransform{TInput, TOutput}"/>: an ordered transforming stage whose failures
/// become outcomes (so it never faults on its own), then a one-at-a-time stage that emits the outcomes' values in order
/// until the first failure and nothing after it, and a completion that faults with that failure once the emitted values
/// were taken.
/// </summary>
internal sealed class OrderedTransformBlock<TInput, TOutput> : IPropagatorBlock<TInput, TOutput>
{
    private readonly TransformBlock<TInput, Outcome> _work;
    private readonly TransformManyBlock<Outcome, TOutput> _output;
    private readonly ConditionalWeakTable<ISourceBlock<TInput>, OfferingSource<TInput>> _standIns = new();
    private Exception? _error;

    public OrderedTransformBlock(Func<TInput, TOutput> transform, ExecutionDataflowBlockOptions options)
    {
        var workOptions = new ExecutionDataflowBlockOptions
        {
            BoundedCapacity = options.BoundedCapacity,
            CancellationToken = options.CancellationToken,
            MaxDegreeOfParallelism = options.MaxDegreeOfParallelism,
            MaxMessagesPerTask = options.MaxMessagesPerTask,
            TaskScheduler = options.TaskScheduler,
            SingleProducerConstrained = options.SingleProducerConstrained,
            EnsureOrdered = true,
        };
        _work = new TransformBlock<TInput, Outcome>(
            item =>
            {
                try
                {
                    return new Outcome(transform(item), null);
                }
                catch (Exception error)
                {
                    return new Outcome(default!, error);
                }
            },
            workOptions);
        _output = new TransformManyBlock<Outcome, TOutput>(Emit, new ExecutionDataflowBlockOptions { BoundedCapacity = options.BoundedCapacity, TaskScheduler = options.TaskScheduler });

        // Completion is passed on by hand: a fault of the transforming stage must not drop the values already emitted.
        _work.LinkTo(_output);
        _work.Completion.ContinueWith(
            static (work, state) => ((OrderedTransformBlock<TInput, TOutput>)state!).WorkEnded(work),
            this,
            CancellationToken.None,
            TaskContinuationOptions.ExecuteSynchronously,
            TaskScheduler.Default);
        Completion = CompleteAsync();
    }

    public Task Completion { get; }

    public void Complete() => _work.Complete();

    public void Fault(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        ((IDataflowBlock)_work).Fault(exception);
    }

    public DataflowMessageStatus OfferMessage(DataflowMessageHeader messageHeader, TInput messageValue, ISourceBlock<TInput>? source, bool consumeToAccept) =>
        OfferingSource<TInput>.Offer(_work, this, _standIns, messageHeader, messageValue, source, consumeToAccept);

    public IDisposable LinkTo(ITargetBlock<TOutput> target, DataflowLinkOptions linkOptions) => _output.LinkTo(target, linkOptions);

    public TOutput? ConsumeMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target, out bool messageConsumed) =>
        ((ISourceBlock<TOutput>)_output).ConsumeMessage(messageHeader, target, out messageConsumed);

    public bool ReserveMessage(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target) =>
        ((ISourceBlock<TOutput>)_output).ReserveMessage(messageHeader, target);

    public void ReleaseReservation(DataflowMessageHeader messageHeader, ITargetBlock<TOutput> target) =>
        ((ISourceBlock<TOutput>)_output).ReleaseReservation(messageHeader, target);

    private IEnumerable<TOutput> Emit(Outcome outcome)
    {
        if (Volatile.Read(ref _error) is not null)
        {
            return [];
        }

        if (outcome.Error is { } error)
        {
            // Nothing after the failed message leaves the block: the transforming stage stops taking input and drops
            // what it still holds; the output keeps what came before and then completes (WorkEnded).
            Volatile.Write(ref _error, error);
            ((IDataflowBlock)_work).Fault(error);
            return [];
        }

        return [outcome.Value];
    }

    private void WorkEnded(Task work)
    {
        if (Volatile.Read(ref _error) is not null || work.Status == TaskStatus.RanToCompletion)
        {
            _output.Complete();
        }
        else if (work.IsFaulted)
        {
            ((IDataflowBlock)_output).Fault(work.Exception!.InnerExceptions.Count == 1 ? work.Exception.InnerException! : work.Exception);
        }
        else
        {
            ((IDataflowBlock)_output).Fault(new OperationCanceledException());
        }
    }

    private async Task CompleteAsync()
    {
        try
        {
            await _output.Completion.ConfigureAwait(false);
        }
        catch when (Volatile.Read(ref _error) is null && _work.Completion.IsCanceled)
        {
            await _work.Completion.ConfigureAwait(false);
        }

        if (Volatile.Read(ref _error) is { } error)
        {
            ExceptionDispatchInfo.Throw(error);
        }
    }

    internal readonly record struct Outcome(TOutput Value, Exception? Error);
}
