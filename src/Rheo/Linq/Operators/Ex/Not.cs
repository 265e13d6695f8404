using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Not</c>: negates every value.</summary>
internal sealed class Not(IObservable<bool> source) : Producer<bool>
{
    public override void Run(ISubscriber<bool> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<bool> downstream) : Sink<bool, bool>(downstream)
    {
        public override void OnNext(bool value) => Downstream.OnNext(!value);
    }
}
