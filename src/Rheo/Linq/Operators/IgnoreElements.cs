using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>IgnoreElements</c>: drops every value and forwards the terminal message.</summary>
internal sealed class IgnoreElements<T>(IObservable<T> source) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value)
        {
        }
    }
}
