using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Retry</c>: resubscribes the source after each error, from a drain loop (constant stack), up to
/// <c>count</c> subscriptions in all (-1: forever); the last error is passed on.
/// </summary>
internal sealed class Retry<T>(IObservable<T> source, int count) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, source, count);
        subscriber.OnSubscribe(sink);
        sink.Start();
    }

    private sealed class Sink(ISubscriber<T> downstream, IObservable<T> source, int remaining) : TailLoopSink<T>(downstream)
    {
        private Exception? _lastError;

        public override void OnError(Exception error)
        {
            _lastError = error;
            MoveNext();
        }

        public override void OnCompleted()
        {
            Dispose();
            Downstream.OnCompleted();
        }

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

        protected override void OnNoMoreSources() => Downstream.OnError(_lastError!);
    }
}
