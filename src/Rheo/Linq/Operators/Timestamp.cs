using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Timestamp</c>: pairs each value with the scheduler's clock (<see cref="IScheduler.Now"/>).</summary>
internal sealed class Timestamp<T>(IObservable<T> source, IScheduler scheduler) : Producer<Timestamped<T>>
{
    public override void Run(ISubscriber<Timestamped<T>> subscriber)
    {
        var sink = new Sink(subscriber, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<Timestamped<T>> downstream, IScheduler scheduler) : Sink<T, Timestamped<T>>(downstream)
    {
        public override void OnNext(T value) => Downstream.OnNext(new Timestamped<T>(value, scheduler.Now));
    }
}
