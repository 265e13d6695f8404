using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary><c>Scan</c> with a seed: emits each running accumulation; the accumulator lives in a field.</summary>
internal sealed class Scan<TSource, TAccumulate>(IObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator) : Producer<TAccumulate>
{
    public override void Run(ISubscriber<TAccumulate> subscriber)
    {
        var sink = new Sink(subscriber, seed, accumulator);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TAccumulate> downstream, TAccumulate accumulate, Func<TAccumulate, TSource, TAccumulate> accumulator) : Sink<TSource, TAccumulate>(downstream)
    {
        public override void OnNext(TSource value)
        {
            try
            {
                accumulate = accumulator(accumulate, value);
            }
            catch (Exception error)
            {
                Fail(error);
                return;
            }

            Downstream.OnNext(accumulate);
        }
    }
}

/// <summary><c>Scan</c> without a seed: the first value is the first accumulation.</summary>
internal sealed class Scan<TSource>(IObservable<TSource> source, Func<TSource, TSource, TSource> accumulator) : Producer<TSource>
{
    public override void Run(ISubscriber<TSource> subscriber)
    {
        var sink = new Sink(subscriber, accumulator);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TSource> downstream, Func<TSource, TSource, TSource> accumulator) : Sink<TSource, TSource>(downstream)
    {
        private TSource _accumulate = default!;
        private bool _hasValue;

        public override void OnNext(TSource value)
        {
            if (_hasValue)
            {
                try
                {
                    _accumulate = accumulator(_accumulate, value);
                }
                catch (Exception error)
                {
                    Fail(error);
                    return;
                }
            }
            else
            {
                _accumulate = value;
                _hasValue = true;
            }

            Downstream.OnNext(_accumulate);
        }
    }
}
