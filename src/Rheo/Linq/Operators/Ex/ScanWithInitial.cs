using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>ScanWithInitial</c>: sends the seed on subscription, then each accumulation.</summary>
internal sealed class ScanWithInitial<TSource, TAccumulate>(IObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator) : Producer<TAccumulate>
{
    public override void Run(ISubscriber<TAccumulate> subscriber)
    {
        var sink = new Sink(subscriber, seed, accumulator);
        subscriber.OnSubscribe(sink);
        subscriber.OnNext(seed);
        if (!sink.IsCancelled)
        {
            source.Run(sink);
        }
    }

    private sealed class Sink(ISubscriber<TAccumulate> downstream, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator) : Sink<TSource, TAccumulate>(downstream)
    {
        private TAccumulate _state = seed;

        public bool IsCancelled => IsDisposed;

        public override void OnNext(TSource value)
        {
            try
            {
                _state = accumulator(_state, value);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            Downstream.OnNext(_state);
        }
    }
}
