using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Concat</c> over a list of sources: each source is subscribed from a drain loop when the previous one
/// completes; a nested <c>Concat</c> or <c>Defer</c> in the list is expanded in place (constant stack).
/// </summary>
internal sealed class Concat<T> : Producer<T>, FlatSourceStack<T>.INested
{
    public Concat(IObservable<T>[] sources) => Array = sources;

    public Concat(IEnumerable<IObservable<T>> sources) => Enumerable = sources;

    public IObservable<T>[]? Array { get; }

    public IEnumerable<IObservable<T>>? Enumerable { get; }

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        try
        {
            sink.Stack.Push(this);
        }
        catch (Exception error)
        {
            subscriber.OnError(error);
            return;
        }

        sink.Start();
    }

    private sealed class Sink(ISubscriber<T> downstream) : TailLoopSink<T>(downstream)
    {
        public FlatSourceStack<T> Stack { get; } = new();

        public override void OnError(Exception error)
        {
            Dispose();
            Downstream.OnError(error);
        }

        public override void OnCompleted() => MoveNext();

        protected override IObservable<T>? NextSource() => Stack.Next<Concat<T>>();

        protected override void OnNoMoreSources() => Downstream.OnCompleted();

        protected override void Cleanup() => Stack.Clear();
    }
}

/// <summary>
/// <c>Concat</c> of an observable of observables: the inner sources are buffered and subscribed one at a
/// time; this is the <see cref="MergeSink{T}"/> with a single slot, whose subscribe loop keeps the stack
/// constant when inner sources complete synchronously.
/// </summary>
internal sealed class ConcatObservables<T>(IObservable<IObservable<T>> sources) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new MergeSink<T>(subscriber, 1);
        subscriber.OnSubscribe(sink);
        sources.Run(sink.CreateOuter());
    }
}
