using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>OnErrorResumeNext</c>: the sources one after another, moving on after an error as after completion;
/// completes after the last. Nested lists and <c>Defer</c> are expanded in place (constant stack).
/// </summary>
internal sealed class OnErrorResumeNext<T> : Producer<T>, FlatSourceStack<T>.INested
{
    public OnErrorResumeNext(IObservable<T>[] sources) => Array = sources;

    public OnErrorResumeNext(IEnumerable<IObservable<T>> sources) => Enumerable = sources;

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

        public override void OnError(Exception error) => MoveNext();

        public override void OnCompleted() => MoveNext();

        protected override IObservable<T>? NextSource() => Stack.Next<OnErrorResumeNext<T>>();

        protected override void OnNoMoreSources() => Downstream.OnCompleted();

        protected override void Cleanup() => Stack.Clear();
    }
}
