using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Concat</c> over a list of sources: each source is subscribed from a drain loop when the previous one
/// completes; a nested <c>Concat</c> or <c>Defer</c> in the list is expanded in place (constant stack).
/// </summary>
internal sealed class Concat<T> : SourceListProducer<T>
{
    public Concat(IObservable<T>[] sources)
        : base(sources)
    {
    }

    public Concat(IEnumerable<IObservable<T>> sources)
        : base(sources)
    {
    }

    protected override Sink CreateSink(ISubscriber<T> subscriber) => new ConcatSink(subscriber);

    private sealed class ConcatSink(ISubscriber<T> downstream) : Sink<Concat<T>>(downstream)
    {
        public override void OnError(Exception error)
        {
            Dispose();
            Downstream.OnError(error);
        }

        public override void OnCompleted() => MoveNext();

        protected override void OnNoMoreSources() => Downstream.OnCompleted();
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
