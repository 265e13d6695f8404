using System.Numerics;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Sum</c> over a numeric type: checked addition in <typeparamref name="TSum"/> (an <see cref="int"/> or
/// <see cref="long"/> overflow becomes <c>OnError</c>), the total converted to <typeparamref name="TValue"/> at
/// the end (<see cref="float"/> sums in <see cref="double"/>, as Rx.NET and LINQ do). A following <c>Select</c>
/// maps the total in the same sink (<see cref="SumSelect{TSource, TProjection, TValue, TSum, TResult}"/>).
/// </summary>
internal sealed class Sum<TSource, TProjection, TValue, TSum>(IObservable<TSource> source, TProjection projection) : Producer<TValue>, ISelectFusable<TValue>
    where TProjection : struct, IAggregateProjection<TSource, TValue>
    where TValue : INumberBase<TValue>
    where TSum : INumberBase<TSum>
{
    public IObservable<TNext> CombineSelect<TNext>(Func<TValue, TNext> selector) => new SumSelect<TSource, TProjection, TValue, TSum, TNext>(source, projection, selector);

    public override void Run(ISubscriber<TValue> subscriber)
    {
        var sink = new SumSink<TSource, TProjection, TValue, TSum, TValue, IdentityProjection<TValue>>(subscriber, projection, default);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }
}

/// <summary><c>Sum(...).Select(selector)</c>: the total is mapped in the sum's sink; a throwing selector is <c>OnError</c>.</summary>
internal sealed class SumSelect<TSource, TProjection, TValue, TSum, TResult>(IObservable<TSource> source, TProjection projection, Func<TValue, TResult> selector) : Producer<TResult>, ISelectFusable<TResult>
    where TProjection : struct, IAggregateProjection<TSource, TValue>
    where TValue : INumberBase<TValue>
    where TSum : INumberBase<TSum>
{
    public IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> next) => new SumSelect<TSource, TProjection, TValue, TSum, TNext>(source, projection, x => next(selector(x)));

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new SumSink<TSource, TProjection, TValue, TSum, TResult, SelectorProjection<TValue, TResult>>(subscriber, projection, new(selector));
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }
}

/// <summary>The sink of <c>Sum</c>, with or without a mapping of the total.</summary>
internal sealed class SumSink<TSource, TProjection, TValue, TSum, TResult, TMap>(ISubscriber<TResult> downstream, TProjection projection, TMap map) : ResultSink<TSource, TResult>(downstream)
    where TProjection : struct, IAggregateProjection<TSource, TValue>
    where TValue : INumberBase<TValue>
    where TSum : INumberBase<TSum>
    where TMap : struct, IAggregateProjection<TValue, TResult>
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

    public override void OnCompleted()
    {
        TResult result;
        try
        {
            result = map.Project(TValue.CreateTruncating(_sum));
        }
        catch (Exception error)
        {
            Downstream.OnError(error);
            return;
        }

        Emit(result);
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
