namespace Rheo.Dataflow.Internal;

/// <summary>
/// The observer returned by AsObserver: OnNext sends the value to the target and waits while the target postpones
/// it (a bounded target's BoundedCapacity is the back-pressure), OnCompleted completes the target, OnError faults it.
/// A SourceObservable recognises this type and sends to <see cref="Target"/> asynchronously instead of blocking.
/// </summary>
internal sealed class TargetObserver<T> : IObserver<T>
{
    internal readonly ITargetBlock<T> Target;

    internal TargetObserver(ITargetBlock<T> target)
    {
        Target = target;
    }

    public void OnNext(T value)
    {
        // A declined message (the target completed) is dropped, like any declined Post.
        DataflowBlock.SendAsync(Target, value).GetAwaiter().GetResult();
    }

    public void OnCompleted() => Target.Complete();

    public void OnError(Exception error)
    {
        ArgumentNullException.ThrowIfNull(error);
        Target.Fault(error);
    }
}
