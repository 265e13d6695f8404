using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>ThrottleFirst</c>: a value opens a window of <c>window</c>; values inside it are dropped.</summary>
internal sealed class ThrottleFirst<T>(IObservable<T> source, TimeSpan window, IScheduler scheduler) : Producer<T>
{
    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, window, scheduler);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, TimeSpan window, IScheduler scheduler) : ExTimerSink<T, T>(downstream, scheduler)
    {
        protected override void Next(T value)
        {
            if (IsArmed)
            {
                return;
            }

            Arm(window);
            Downstream.OnNext(value);
        }

        protected override void Elapsed()
        {
        }
    }
}
