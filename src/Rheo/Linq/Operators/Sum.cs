using System.Numerics;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Sum</c> over a numeric type: checked addition in <typeparamref name="TSum"/> (an <see cref="int"/> or
/// <see cref="long"/> overflow becomes <c>OnError</c>), the total converted to <typeparamref name="TValue"/> at
/// the end (<see cref="float"/> sums in <see cref="double"/>, as Rx.NET and LINQ do).
/// </summary>
internal sealed class Sum<TSource, TProjection, TValue, TSum>(IObservable<TSource> source, TProjection projection) : Producer<TValue>
    where TProjection : struct, IAggregateProjection<TSource, TValue>
    where TValue : INumberBase<TValue>
    where TSum : INumberBase<TSum>
{
    public override void Run(ISubscriber<TValue> subscriber)
    {
        var sink = new Sink(subscriber, projection);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TValue> downstream, TProjection projection) : ResultSink<TSource, TValue>(downstream)
    {
        private TSum _sum = TSum.Zero;

        public override void OnNext(TSource value)
        {
            try
            {
                _sum = checked(_sum + TSum.CreateTruncating(projection.Project(value)));
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted() => Emit(TValue.CreateTruncating(_sum));
    }
}

/// <summary><c>Sum</c> over a nullable numeric type: nulls are skipped; an empty source sums to zero, not null.</summary>
internal sealed class SumNullable<TSource, TProjection, TValue, TSum>(IObservable<TSource> source, TProjection projection) : Producer<TValue?>
    where TProjection : struct, IAggregateProjection<TSource, TValue?>
    where TValue : struct, INumberBase<TValue>
    where TSum : INumberBase<TSum>
{
    public override void Run(ISubscriber<TValue?> subscriber)
    {
        var sink = new Sink(subscriber, projection);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TValue?> downstream, TProjection projection) : ResultSink<TSource, TValue?>(downstream)
    {
        private TSum _sum = TSum.Zero;

        public override void OnNext(TSource value)
        {
            try
            {
                if (projection.Project(value) is { } item)
                {
                    _sum = checked(_sum + TSum.CreateTruncating(item));
                }
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted() => Emit(TValue.CreateTruncating(_sum));
    }
}
