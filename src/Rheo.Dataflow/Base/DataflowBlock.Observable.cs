using Rheo.Dataflow.Internal;

namespace Rheo.Dataflow;

public static partial class DataflowBlock
{
    /// <summary>Creates an observable over the source block: every subscribed observer receives each message the source offers after it subscribed, then the source's completion or fault.</summary>
    /// <remarks>
    /// The same observable is returned for the same source. The first subscription links the observable to the
    /// source; disposing the last subscription unlinks it, so later messages stay in the source. Messages are
    /// broadcast without blocking a thread; observers created by <see cref="AsObserver{TInput}"/> are sent to
    /// asynchronously, so a bounded target applies back-pressure to the source.
    /// </remarks>
    /// <typeparam name="TOutput">The type of data contained in the source.</typeparam>
    /// <param name="source">The source to wrap.</param>
    /// <returns>An observable that broadcasts the source's messages.</returns>
    public static IObservable<TOutput> AsObservable<TOutput>(this ISourceBlock<TOutput> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return SourceObservable<TOutput>.For(source);
    }

    /// <summary>Creates an observer over the target block: OnNext sends the value to the target (waiting while a bounded target is full), OnCompleted completes it and OnError faults it.</summary>
    /// <typeparam name="TInput">The type of data accepted by the target.</typeparam>
    /// <param name="target">The target to wrap.</param>
    /// <returns>An observer that feeds the target.</returns>
    public static IObserver<TInput> AsObserver<TInput>(this ITargetBlock<TInput> target)
    {
        ArgumentNullException.ThrowIfNull(target);
        return new TargetObserver<TInput>(target);
    }
}
