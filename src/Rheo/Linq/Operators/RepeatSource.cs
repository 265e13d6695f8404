using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Repeat</c> of a source: resubscribes it after each completion, from a drain loop (constant stack),
/// <c>count</c> times in all (-1: forever); an error is passed on at once.
/// </summary>
internal sealed class RepeatSource<T>(IObservable<T> source, int count) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, source, count);
        subscriber.OnSubscribe(sink);
        sink.Start();
    }

    private sealed class Sink(ISubscriber<T> downstream, IObservable<T> source, int remaining) : TailLoopSink<T>(downstream)
    {
        public override void OnError(Exception error)
        {
            Dispose();
            Downstream.OnError(error);
        }

        public override void OnCompleted() => MoveNext();

        protected override IObservable<T>? NextSource()
        {
            if (remaining == 0)
            {
                return null;
            }

            if (remaining > 0)
            {
                remaining--;
            }

            return source;
        }

        protected override void OnNoMoreSources() => Downstream.OnCompleted();
    }
}
