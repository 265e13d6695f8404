using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Materialize</c>: each message becomes a <see cref="Notification{T}"/> value (one allocation per value, by nature).</summary>
internal sealed class Materialize<T>(IObservable<T> source) : Producer<Notification<T>>
{
    public override void Run(ISubscriber<Notification<T>> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<Notification<T>> downstream) : Sink<T, Notification<T>>(downstream)
    {
        public override void OnNext(T value) => Downstream.OnNext(Notification.CreateOnNext(value));

        public override void OnError(Exception error)
        {
            Downstream.OnNext(Notification.CreateOnError<T>(error));
            if (!IsDisposed)
            {
                Downstream.OnCompleted();
            }
        }

        public override void OnCompleted()
        {
            Downstream.OnNext(Notification.CreateOnCompleted<T>());
            if (!IsDisposed)
            {
                Downstream.OnCompleted();
            }
        }
    }
}
