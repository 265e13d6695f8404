using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>While</c> and <c>DoWhile</c>: resubscribes the source while the condition holds, checked before each
/// subscription (<c>While</c>) or after each completion (<c>DoWhile</c>), from a drain loop on a constant
/// stack. A throwing condition becomes <c>OnError</c>; an error of the source is passed on.
/// </summary>
internal sealed class While<T>(Func<bool> condition, IObservable<T> source, bool checkFirst) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, condition, source, checkFirst);
        subscriber.OnSubscribe(sink);
        sink.Start();
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<bool> condition, IObservable<T> source, bool checkFirst) : TailLoopSink<T>(downstream)
    {
        private bool _check = checkFirst;

        public override void OnError(Exception error)
        {
            Dispose();
            Downstream.OnError(error);
        }

        public override void OnCompleted() => MoveNext();

        protected override IObservable<T>? NextSource()
        {
            // A throwing condition propagates to the loop, which sends it downstream.
            if (_check && !condition())
            {
                return null;
            }

            _check = true;
            return source;
        }

        protected override void OnNoMoreSources() => Downstream.OnCompleted();
    }
}
