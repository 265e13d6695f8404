using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Take(count)</c>: after the last value it disposes the upstream (stopping a synchronous loop) and completes.</summary>
internal sealed class Take<T>(IObservable<T> source, int count) : Producer<T>, ITakeFusable<T>, ISyncSource<T>
{
    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    /// <summary>Completed when the source completed or when the last value was taken (and not declined downstream).</summary>
    public bool RunSync(ISyncConsumer<T> consumer)
    {
        var take = new TakeConsumer(consumer, count);
        return SyncSource.Run(source, take) || take.Reached;
    }

    /// <summary>Fuses a following <c>Take</c>: the smaller count wins.</summary>
    public IObservable<T> CombineTake(int next) => next >= count ? this : new Take<T>(source, next);

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new Sink(subscriber, count);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class TakeConsumer(ISyncConsumer<T> downstream, int remaining) : ISyncConsumer<T>
    {
        /// <summary>Gets whether the last value was taken and accepted: the run then ends completed.</summary>
        public bool Reached { get; private set; }

        public bool Accept(T value)
        {
            if (--remaining > 0)
            {
                return downstream.Accept(value);
            }

            Reached = downstream.Accept(value);
            return false;
        }
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
