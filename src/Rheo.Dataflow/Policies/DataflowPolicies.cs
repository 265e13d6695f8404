namespace Rheo.Dataflow;

/// <summary>
/// Dataflow behaviours TPL Dataflow lacks, each chosen explicitly by calling its method; the blocks' own defaults
/// stay TPL's: AND-completion of several sources (<see cref="LinkAllTo{T}"/>), a per-message fault policy
/// (<see cref="CreateAction{TInput}(Func{TInput, Task}, MessageFaultPolicy{TInput}, ExecutionDataflowBlockOptions?)"/>,
/// <see cref="CreateTransform{TInput, TOutput}(Func{TInput, Task{TOutput}}, MessageFaultPolicy{TInput}, ExecutionDataflowBlockOptions?)"/>),
/// an ordered transform that emits nothing after a failed message (<see cref="CreateOrderedTransform{TInput, TOutput}"/>)
/// and a broadcast that waits for slow targets instead of dropping (<see cref="CreateBoundedBroadcast{T}"/>).
/// </summary>
public static class DataflowPolicies
{
    /// <summary>
    /// Links every source to <paramref name="target"/> with <paramref name="linkOptions"/>, but with AND-completion: when
    /// <see cref="DataflowLinkOptions.PropagateCompletion"/> is set, the target completes once all the sources completed
    /// (TPL's links complete it when the first does), and faults as soon as one source faults, with that source's
    /// exceptions. A canceled source counts as completed, as with TPL's propagation.
    /// </summary>
    /// <typeparam name="T">The message type.</typeparam>
    /// <param name="sources">The sources (at least one).</param>
    /// <param name="target">The target.</param>
    /// <param name="linkOptions">The options of each link.</param>
    /// <returns>Disposing it removes every link (and stops the completion propagation).</returns>
    /// <exception cref="ArgumentNullException">An argument or a source is null.</exception>
    /// <exception cref="ArgumentException"><paramref name="sources"/> is empty.</exception>
    public static IDisposable LinkAllTo<T>(this IEnumerable<ISourceBlock<T>> sources, ITargetBlock<T> target, DataflowLinkOptions linkOptions)
    {
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(linkOptions);
        var list = sources.ToArray();
        if (list.Length == 0)
        {
            throw new ArgumentException("At least one source is needed.", nameof(sources));
        }

        foreach (var source in list)
        {
            ArgumentNullException.ThrowIfNull(source, nameof(sources));
        }

        return new AllCompletionLink<T>(list, target, linkOptions);
    }

    /// <summary>An <see cref="ActionBlock{TInput}"/> whose failed messages follow <paramref name="policy"/> instead of faulting it.</summary>
    /// <typeparam name="TInput">The message type.</typeparam>
    /// <param name="action">The action per message.</param>
    /// <param name="policy">What to do with a message whose action throws.</param>
    /// <param name="options">The block's options (default: TPL's defaults).</param>
    /// <returns>The block.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> or <paramref name="policy"/> is null.</exception>
    public static ActionBlock<TInput> CreateAction<TInput>(Action<TInput> action, MessageFaultPolicy<TInput> policy, ExecutionDataflowBlockOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(action);
        ArgumentNullException.ThrowIfNull(policy);
        Func<TInput, ValueTask<bool>> process = item =>
        {
            action(item);
            return ValueTask.FromResult(true);
        };
        return new ActionBlock<TInput>(async item => await policy.RunAsync(item, process).ConfigureAwait(false), options ?? new ExecutionDataflowBlockOptions());
    }

    /// <summary>An <see cref="ActionBlock{TInput}"/> with an asynchronous action whose failed messages follow <paramref name="policy"/>.</summary>
    /// <typeparam name="TInput">The message type.</typeparam>
    /// <param name="action">The action per message.</param>
    /// <param name="policy">What to do with a message whose action throws or whose task faults.</param>
    /// <param name="options">The block's options (default: TPL's defaults).</param>
    /// <returns>The block.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="action"/> or <paramref name="policy"/> is null.</exception>
    public static ActionBlock<TInput> CreateAction<TInput>(Func<TInput, Task> action, MessageFaultPolicy<TInput> policy, ExecutionDataflowBlockOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(action);
        ArgumentNullException.ThrowIfNull(policy);
        Func<TInput, ValueTask<bool>> process = async item =>
        {
            await action(item).ConfigureAwait(false);
            return true;
        };
        return new ActionBlock<TInput>(async item => await policy.RunAsync(item, process).ConfigureAwait(false), options ?? new ExecutionDataflowBlockOptions());
    }

    /// <summary>
    /// A transform whose failed messages follow <paramref name="policy"/>: a skipped or routed message has no output,
    /// the others keep their order when <see cref="DataflowBlockOptions.EnsureOrdered"/> is set (a
    /// <see cref="TransformManyBlock{TInput, TOutput}"/> of zero or one output per message).
    /// </summary>
    /// <typeparam name="TInput">The input type.</typeparam>
    /// <typeparam name="TOutput">The output type.</typeparam>
    /// <param name="transform">The transform per message.</param>
    /// <param name="policy">What to do with a message whose transform throws.</param>
    /// <param name="options">The block's options (default: TPL's defaults).</param>
    /// <returns>The block.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="transform"/> or <paramref name="policy"/> is null.</exception>
    public static TransformManyBlock<TInput, TOutput> CreateTransform<TInput, TOutput>(Func<TInput, TOutput> transform, MessageFaultPolicy<TInput> policy, ExecutionDataflowBlockOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(transform);
        ArgumentNullException.ThrowIfNull(policy);
        Func<TInput, ValueTask<TOutput>> process = item => ValueTask.FromResult(transform(item));
        return new TransformManyBlock<TInput, TOutput>(async item => ZeroOrOne(await policy.RunAsync(item, process).ConfigureAwait(false)), options ?? new ExecutionDataflowBlockOptions());
    }

    /// <summary>An asynchronous transform whose failed messages follow <paramref name="policy"/> (see the synchronous overload).</summary>
    /// <typeparam name="TInput">The input type.</typeparam>
    /// <typeparam name="TOutput">The output type.</typeparam>
    /// <param name="transform">The transform per message.</param>
    /// <param name="policy">What to do with a message whose transform throws or whose task faults.</param>
    /// <param name="options">The block's options (default: TPL's defaults).</param>
    /// <returns>The block.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="transform"/> or <paramref name="policy"/> is null.</exception>
    public static TransformManyBlock<TInput, TOutput> CreateTransform<TInput, TOutput>(Func<TInput, Task<TOutput>> transform, MessageFaultPolicy<TInput> policy, ExecutionDataflowBlockOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(transform);
        ArgumentNullException.ThrowIfNull(policy);
        Func<TInput, ValueTask<TOutput>> process = item => new ValueTask<TOutput>(transform(item));
        return new TransformManyBlock<TInput, TOutput>(async item => ZeroOrOne(await policy.RunAsync(item, process).ConfigureAwait(false)), options ?? new ExecutionDataflowBlockOptions());
    }

    /// <summary>
    /// A transform that keeps the input order also across a failure: the outputs are in input order (parallel work is
    /// reordered, whatever <see cref="DataflowBlockOptions.EnsureOrdered"/> says), and when the transform throws for a
    /// message, exactly the outputs of the messages before it are emitted, none after it; then the block faults with
    /// that exception (its <see cref="IDataflowBlock.Completion"/> faults after those outputs were taken). A
    /// <see cref="TransformBlock{TInput, TOutput}"/> with parallelism may emit outputs of later messages before it
    /// faults, as TPL's does.
    /// </summary>
    /// <typeparam name="TInput">The input type.</typeparam>
    /// <typeparam name="TOutput">The output type.</typeparam>
    /// <param name="transform">The transform per message.</param>
    /// <param name="options">The options of the transforming stage (default: TPL's defaults).</param>
    /// <returns>The block.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="transform"/> is null.</exception>
    public static IPropagatorBlock<TInput, TOutput> CreateOrderedTransform<TInput, TOutput>(Func<TInput, TOutput> transform, ExecutionDataflowBlockOptions? options = null)
    {
        ArgumentNullException.ThrowIfNull(transform);
        return new OrderedTransformBlock<TInput, TOutput>(transform, options ?? new ExecutionDataflowBlockOptions());
    }

    /// <summary>
    /// A broadcast block that applies back-pressure instead of dropping: each message is offered to every linked
    /// target, waiting while a target postpones (as <c>SendAsync</c> does), before the next one; its input holds at
    /// most <see cref="DataflowBlockOptions.BoundedCapacity"/> messages, so producers wait for the slowest target.
    /// A target that declines a message (a predicate link, a completed target) skips it. A target linked later gets
    /// the messages from then on (a <see cref="BroadcastBlock{T}"/> also offers it the latest message).
    /// </summary>
    /// <typeparam name="T">The message type.</typeparam>
    /// <param name="options">The options; <see cref="DataflowBlockOptions.BoundedCapacity"/> bounds the input.</param>
    /// <param name="cloningFunction">Makes the copy given to each target; null gives each the same message.</param>
    /// <returns>The block.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="options"/> is null.</exception>
    public static IPropagatorBlock<T, T> CreateBoundedBroadcast<T>(DataflowBlockOptions options, Func<T, T>? cloningFunction = null)
    {
        ArgumentNullException.ThrowIfNull(options);
        return new BoundedBroadcastBlock<T>(options, cloningFunction);
    }

    private static IEnumerable<TOutput> ZeroOrOne<TOutput>((bool Ok, TOutput Result) outcome) => outcome.Ok ? [outcome.Result] : [];
}
