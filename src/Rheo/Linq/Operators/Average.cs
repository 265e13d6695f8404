using System.Numerics;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Average</c> over a numeric type: a checked sum in <typeparamref name="TSum"/> and a checked
/// <see cref="long"/> count; the division runs in <see cref="decimal"/> for decimals and in <see cref="double"/>
/// otherwise, then converts to <typeparamref name="TResult"/>. An empty source is an error.
/// </summary>
internal sealed class Average<TSource, TProjection, TValue, TSum, TResult>(IObservable<TSource> source, TProjection projection) : Producer<TResult>
    where TProjection : struct, IAggregateProjection<TSource, TValue>
    where TValue : INumberBase<TValue>
    where TSum : INumberBase<TSum>
    where TResult : INumberBase<TResult>
{
    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new Sink(subscriber, projection);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TResult> downstream, TProjection projection) : ResultSink<TSource, TResult>(downstream)
    {
        private TSum _sum = TSum.Zero;
        private long _count;

        public override void OnNext(TSource value)
        {
            try
            {
                _sum = checked(_sum + TSum.CreateTruncating(projection.Project(value)));
                _count = checked(_count + 1);
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted()
        {
            if (_count == 0)
            {
                Downstream.OnError(AggregateErrors.NoElements());
                return;
            }

            Emit(AverageDivision<TSum, TResult>.Divide(_sum, _count));
        }
    }
}

/// <summary><c>Average</c> over a nullable numeric type: nulls are skipped; no non-null value yields null.</summary>
internal sealed class AverageNullable<TSource, TProjection, TValue, TSum, TResult>(IObservable<TSource> source, TProjection projection) : Producer<TResult?>
    where TProjection : struct, IAggregateProjection<TSource, TValue?>
    where TValue : struct, INumberBase<TValue>
    where TSum : INumberBase<TSum>
    where TResult : struct, INumberBase<TResult>
{
    public override void Run(ISubscriber<TResult?> subscriber)
    {
        var sink = new Sink(subscriber, projection);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }

    private sealed class Sink(ISubscriber<TResult?> downstream, TProjection projection) : ResultSink<TSource, TResult?>(downstream)
    {
        private TSum _sum = TSum.Zero;
        private long _count;

        public override void OnNext(TSource value)
        {
            try
            {
                if (projection.Project(value) is { } item)
                {
                    _sum = checked(_sum + TSum.CreateTruncating(item));
                    _count = checked(_count + 1);
                }
            }
            catch (Exception error)
            {
                Fail(error);
            }
        }

        public override void OnCompleted() =>
            Emit(_count == 0 ? null : AverageDivision<TSum, TResult>.Divide(_sum, _count));
    }
}

/// <summary>The final division of <c>Average</c>: in <see cref="decimal"/> for decimals, in <see cref="double"/> otherwise.</summary>
internal static class AverageDivision<TSum, TResult>
    where TSum : INumberBase<TSum>
    where TResult : INumberBase<TResult>
{
    public static TResult Divide(TSum sum, long count) => typeof(TSum) == typeof(decimal)
        ? TResult.CreateTruncating(decimal.CreateTruncating(sum) / count)
        : TResult.CreateTruncating(double.CreateTruncating(sum) / count);
}
