using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Take(count)</c>: after the last value it disposes the upstream (stopping a synchronous loop) and completes.</summary>
internal sealed class Take<T>(IObservable<T> source, int count) : Producer<T>, ITakeFusable<T>
{
    /// <summary>Fuses a following <c>Take</c>: the smaller count wins.</summary>
    public IObservable<T> CombineTake(int next) => next >= count ? this : new Take<T>(source, next);

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, count);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<T> downstream, int remaining) : Sink<T, T>(downstream)
    {
        public override void OnNext(T value)
        {
            var left = --remaining;
            if (left > 0)
            {
                Downstream.OnNext(value);
            }
            else if (left == 0)
            {
                Downstream.OnNext(value);
                if (!IsDisposed)
                {
                    DisposeUpstream();
                    Downstream.OnCompleted();
                }
            }
        }
    }
}
