using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>DetectStale</c>: every source value as a fresh update; when nothing arrived for <c>period</c> (counting
/// from the subscription or the last value), one stale signal, not repeated until a value arrives again.
/// </summary>
internal sealed class DetectStale<T>(IObservable<T> source, TimeSpan period, IScheduler scheduler) : Producer<Stale<T>>
{
    public override void Run(ISubscriber<Stale<T>> subscriber)
    {
        var sink = new Sink(subscriber, period, scheduler);
        subscriber.OnSubscribe(sink);
        sink.ArmAtStart(period);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<Stale<T>> downstream, TimeSpan period, IScheduler scheduler) : ExTimerSink<T, Stale<T>>(downstream, scheduler)
    {
        protected override void Next(T value)
        {
            Arm(period);
            Downstream.OnNext(new Stale<T>(value));
        }

        protected override void Elapsed() => Downstream.OnNext(default);
    }
}
