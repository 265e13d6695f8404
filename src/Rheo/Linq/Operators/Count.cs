using System.Numerics;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Count</c> and <c>LongCount</c>: a counter of type <typeparamref name="TCount"/> (<see cref="int"/> or
/// <see cref="long"/>) in the sink; counting past its maximum is an <see cref="OverflowException"/>. The JIT
/// specializes the sink per counter type, so the generic form costs nothing per element.
/// </summary>
internal sealed class Count<T, TCount>(IObservable<T> source) : Producer<TCount>
    where TCount : struct, IBinaryInteger<TCount>, IMinMaxValue<TCount>
{
    public override void Run(ISubscriber<TCount> subscriber)
    {
        var sink = new Sink(subscriber);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TCount> downstream) : ResultSink<T, TCount>(downstream)
    {
        private TCount _count;

        public override void OnNext(T value)
        {
            if (_count == TCount.MaxValue)
            {
                Fail(new OverflowException("Arithmetic operation resulted in an overflow."));
                return;
            }

            _count++;
        }

        public override void OnCompleted() => Emit(_count);
    }
}

/// <summary><c>Count(predicate)</c> and <c>LongCount(predicate)</c>: counts the elements that satisfy the predicate.</summary>
internal sealed class CountWhere<T, TCount>(IObservable<T> source, Func<T, bool> predicate) : Producer<TCount>
    where TCount : struct, IBinaryInteger<TCount>, IMinMaxValue<TCount>
{
    public override void Run(ISubscriber<TCount> subscriber)
    {
        var sink = new Sink(subscriber, predicate);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TCount> downstream, Func<T, bool> predicate) : ResultSink<T, TCount>(downstream)
    {
        private TCount _count;

        public override void OnNext(T value)
        {
            try
            {
                if (predicate(value))
                {
                    _count = checked(_count + TCount.One);
                }
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted() => Emit(_count);
    }
}
