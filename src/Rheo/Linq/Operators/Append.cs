using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Append</c>: passes the source, then emits one more value before completing.</summary>
internal sealed class Append<T>(IObservable<T> source, T value) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, value);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, T last) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value) => Downstream.OnNext(value);

        public override void OnCompleted()
        {
            Downstream.OnNext(last);
            if (!IsDisposed)
            {
                Downstream.OnCompleted();
            }
        }
    }
}
