using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Heartbeat</c>: every source value as an update; whenever the source has been quiet for <c>period</c>
/// (counting from the subscription or the last item sent), a heartbeat, repeated every period while quiet.
/// </summary>
internal sealed class HeartbeatOperator<T>(IObservable<T> source, TimeSpan period, IScheduler scheduler) : Producer<Heartbeat<T>>
{
    public override void Run(ISubscriber<Heartbeat<T>> subscriber)
    {
        var sink = new Sink(subscriber, period, scheduler);
        subscriber.OnSubscribe(sink);
        sink.ArmAtStart(period);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<Heartbeat<T>> downstream, TimeSpan period, IScheduler scheduler) : ExTimerSink<T, Heartbeat<T>>(downstream, scheduler)
    {
        protected override void Next(T value)
        {
            Arm(period);
            Downstream.OnNext(new Heartbeat<T>(value));
        }

        protected override void Elapsed()
        {
            Arm(period);
            Downstream.OnNext(default);
        }
    }
}
