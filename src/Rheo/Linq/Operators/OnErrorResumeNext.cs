using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>OnErrorResumeNext</c>: the sources one after another, moving on after an error as after completion;
/// completes after the last. Nested lists and <c>Defer</c> are expanded in place (constant stack).
/// </summary>
internal sealed class OnErrorResumeNext<T> : SourceListProducer<T>
{
    public OnErrorResumeNext(IObservable<T>[] sources)
        : base(sources)
    {
    }

    public OnErrorResumeNext(IEnumerable<IObservable<T>> sources)
        : base(sources)
    {
    }

    protected override Sink CreateSink(ISubscriber<T> subscriber) => new ResumeSink(subscriber);

    private sealed class ResumeSink(ISubscriber<T> downstream) : Sink<OnErrorResumeNext<T>>(downstream)
    {
        public override void OnError(Exception error) => MoveNext();

        public override void OnCompleted() => MoveNext();

        protected override void OnNoMoreSources() => Downstream.OnCompleted();
    }
}
