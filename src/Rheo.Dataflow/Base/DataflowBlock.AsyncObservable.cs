using Rheo.Async;
using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

public static partial class DataflowBlock
{
    /// <summary>Creates an asynchronous observable over the source block, with back-pressure: the next message is taken from the source only after the observer's <c>OnNextAsync</c> has completed.</summary>
    /// <remarks>
    /// Each subscription links its own target to the source (with completion propagated), so several subscriptions
    /// share out the messages as linked targets do; use <c>Publish</c> to send every message to several observers.
    /// While the observer is busy the next message stays in the source. The observer receives
    /// <c>OnCompletedAsync</c> when the source completes (or is canceled), or <c>OnErrorAsync</c> with the source's
    /// <see cref="AggregateException"/> when it faults. Disposing the subscription unlinks it; later messages stay in the source.
    /// </remarks>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source to wrap.</param>
    /// <returns>An asynchronous observable over the source's messages.</returns>
    public static IAsyncObservable<TOutput> AsAsyncObservable<TOutput>(this ISourceBlock<TOutput> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new SourceAsyncObservable<TOutput>(source);
    }

    /// <summary>Creates an asynchronous observer over the target block: <c>OnNextAsync</c> sends the value and completes when the target accepts it (later while a bounded target is full), <c>OnCompletedAsync</c> completes the target and <c>OnErrorAsync</c> faults it.</summary>
    /// <typeparam name="TInput">The type of data accepted by the target.</typeparam>
    /// <param name="target">The target to wrap.</param>
    /// <returns>An asynchronous observer that feeds the target.</returns>
    public static IAsyncObserver<TInput> AsAsyncObserver<TInput>(this ITargetBlock<TInput> target)
    {
        ArgumentNullException.ThrowIfNull(target);
        return new TargetAsyncObserver<TInput>(target);
    }
}
