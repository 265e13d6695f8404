using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>For</c>: for each item of the enumerable, subscribes to the source the selector makes for it, one
/// after another, from a drain loop on a constant stack. A throwing enumerator or selector becomes
/// <c>OnError</c>.
/// </summary>
internal sealed class For<TSource, TResult>(IEnumerable<TSource> source, Func<TSource, IObservable<TResult>> resultSelector) : Producer<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, resultSelector);
        subscriber.OnSubscribe(sink);
        try
        {
            sink.Enumerator = source.GetEnumerator();
        }
        catch (Exception error)
        {
            subscriber.OnError(error);
            return;
        }

        sink.Start();
    }

    private sealed class Sink(ISubscriber<TResult> downstream, Func<TSource, IObservable<TResult>> resultSelector) : TailLoopSink<TResult>(downstream)
    {
        public IEnumerator<TSource>? Enumerator { get; set; }

        public override void OnError(Exception error)
        {
            Dispose();
            Downstream.OnError(error);
        }

        public override void OnCompleted() => MoveNext();

        protected override IObservable<TResult>? NextSource()
        {
            if (!Enumerator!.MoveNext())
            {
                return null;
            }

            return resultSelector(Enumerator.Current) ?? throw new InvalidOperationException("The result selector returned null.");
        }

        protected override void OnNoMoreSources() => Downstream.OnCompleted();

        protected override void Cleanup() => Enumerator?.Dispose();
    }
}
