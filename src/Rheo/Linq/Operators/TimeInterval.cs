using Rheo.Concurrency;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>TimeInterval</c>: pairs each value with the time since the previous one (the first: since subscription),
/// read from one stopwatch started at subscription, so a clock change cannot make an interval negative.
/// </summary>
internal sealed class TimeInterval<T>(IObservable<T> source, IScheduler scheduler) : Producer<Rheo.TimeInterval<T>>
{
    public override void Run(ISubscriber<Rheo.TimeInterval<T>> subscriber)
    {
        var sink = new Sink(subscriber, scheduler.StartStopwatch());
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<Rheo.TimeInterval<T>> downstream, IStopwatch watch) : Sink<T, Rheo.TimeInterval<T>>(downstream)
    {
        private TimeSpan _last;

        public override void OnNext(T value)
        {
            var now = watch.Elapsed;
            var interval = now - _last;
            _last = now;
            Downstream.OnNext(new Rheo.TimeInterval<T>(value, interval));
        }
    }
}
