using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>ObserveOn</c>: messages are queued and delivered from the scheduler, in order, each exactly once; a terminal
/// message follows the values sent before it. The sink is a <see cref="ScheduledSubscriber{T}"/> (see there for the
/// long-running loop and the per-burst work items).
/// </summary>
internal sealed class ObserveOn<T>(IObservable<T> source, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = ScheduledSubscriber.Create(subscriber, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }
}
