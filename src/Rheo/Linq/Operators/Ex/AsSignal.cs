using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>AsSignal</c>: every value becomes <see cref="Unit.Default"/>.</summary>
internal sealed class AsSignal<T>(IObservable<T> source) : Producer<Unit>
{
    public override void Run(ISubscriber<Unit> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<Unit> downstream) : Sink<T, Unit>(downstream)
    {
        public override void OnNext(T value) => Downstream.OnNext(default);
    }
}
