using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>TakeUntil(stopPredicate)</c>: passes every value, and after the first one for which the predicate holds
/// (that value included) disposes the upstream and completes.
/// </summary>
internal sealed class TakeUntilPredicate<T>(IObservable<T> source, Func<T, bool> stopPredicate) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, stopPredicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, Func<T, bool> stopPredicate) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value)
        {
            Downstream.OnNext(value);
            if (IsDisposed)
            {
                return;
            }

            bool stop;
            try
            {
                stop = stopPredicate(value);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            if (stop)
            {
                DisposeUpstream();
                Downstream.OnCompleted();
            }
        }
    }
}
