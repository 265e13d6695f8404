using System.Numerics;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Sum</c> over a numeric type: checked addition in <typeparamref name="TSum"/> (an <see cref="int"/> or
/// <see cref="long"/> overflow becomes <c>OnError</c>), the total converted to <typeparamref name="TValue"/> at
/// the end (<see cref="float"/> sums in <see cref="double"/>, as Rx.NET and LINQ do). A following <c>Select</c>
/// maps the total in the same sink (<see cref="SumSelect{TSource, TProjection, TValue, TSum, TResult}"/>).
/// </summary>
internal sealed class Sum<TSource, TProjection, TValue, TSum>(IObservable<TSource> source, TProjection projection) : Producer<TValue>, ISelectFusable<TValue>, ISyncSource<TValue>
    where TProjection : struct, IAggregateProjection<TSource, TValue>
    where TValue : INumberBase<TValue>
    where TSum : INumberBase<TSum>
{
    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<TValue> consumer) =>
        SumSink<TSource, TProjection, TValue, TSum, TValue, IdentityProjection<TValue>>.RunSync(source, projection, default, consumer);

    public IObservable<TNext> CombineSelect<TNext>(Func<TValue, TNext> selector) => new SumSelect<TSource, TProjection, TValue, TSum, TNext>(source, projection, selector);

    /// <summary>
    /// Each subscription gets a sink of its own: this operator stays small because a following <c>Select</c> (common)
    /// replaces it before any subscription.
    /// </summary>
    public override void Run(ISubscriber<TValue> subscriber) => new SumOf<TSource, TProjection, TValue, TSum>(source, projection).Run(subscriber);
}

/// <summary>The sink of a plain <c>Sum</c> (an instance of its own per subscription).</summary>
internal sealed class SumOf<TSource, TProjection, TValue, TSum>(IObservable<TSource> source, TProjection projection)
    : SumSink<TSource, TProjection, TValue, TSum, TValue, IdentityProjection<TValue>>(source, projection, default)
    where TProjection : struct, IAggregateProjection<TSource, TValue>
    where TValue : INumberBase<TValue>
    where TSum : INumberBase<TSum>
{
    protected override SelfSinkProducer<TSource, TValue> CreateSink() => new SumOf<TSource, TProjection, TValue, TSum>(Source, Projection);
}

/// <summary><c>Sum(...).Select(selector)</c>: the total is mapped in the sum's sink; a throwing selector is <c>OnError</c>.</summary>
internal sealed class SumSelect<TSource, TProjection, TValue, TSum, TResult>(IObservable<TSource> source, TProjection projection, Func<TValue, TResult> selector)
    : SumSink<TSource, TProjection, TValue, TSum, TResult, SelectorProjection<TValue, TResult>>(source, projection, new(selector)), ISelectFusable<TResult>
    where TProjection : struct, IAggregateProjection<TSource, TValue>
    where TValue : INumberBase<TValue>
    where TSum : INumberBase<TSum>
{
    public IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> next)
    {
        var selector = Map.Selector;
        return new SumSelect<TSource, TProjection, TValue, TSum, TNext>(Source, Projection, x => next(selector(x)));
    }

    protected override SelfSinkProducer<TSource, TResult> CreateSink() => new SumSelect<TSource, TProjection, TValue, TSum, TResult>(Source, Projection, Map.Selector);
}

/// <summary>
/// <c>Sum</c>, with or without a mapping of the total: the sink and, for <c>Sum(...).Select(...)</c>, the operator that is the sink of its first subscription
/// (<see cref="SelfSinkProducer{TSource, TResult}"/>).
/// </summary>
internal abstract class SumSink<TSource, TProjection, TValue, TSum, TResult, TMap>(IObservable<TSource> source, TProjection projection, TMap map) : SelfSinkProducer<TSource, TResult>, ISyncSource<TResult>
    where TProjection : struct, IAggregateProjection<TSource, TValue>
    where TValue : INumberBase<TValue>
    where TSum : INumberBase<TSum>
    where TMap : struct, IAggregateProjection<TValue, TResult>
{
    private TSum _sum = TSum.Zero;

    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<TResult> consumer) => RunSync(source, projection, map, consumer);

    /// <summary>The synchronous run of a sum (<see cref="ISyncSource{T}"/>), also for a plain <c>Sum</c> that has no sink yet.</summary>
    internal static bool RunSync(IObservable<TSource> source, TProjection projection, TMap map, ISyncConsumer<TResult> consumer)
    {
        var total = new Total(projection);
        return SyncSource.Run(source, total) && consumer.Accept(map.Project(TValue.CreateTruncating(total.Sum)));
    }

    protected IObservable<TSource> Source => source;

    protected TProjection Projection => projection;

    protected TMap Map => map;

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
            base.OnError(error);
            return;
        }

        Emit(result);
    }

    protected override void RunSource() => source.Run(this);

    /// <summary>The total of a synchronous run (<see cref="ISyncSource{T}"/>).</summary>
    private sealed class Total(TProjection projection) : ISyncConsumer<TSource>
    {
        public TSum Sum { get; private set; } = TSum.Zero;

        public bool Accept(TSource value)
        {
            Sum = checked(Sum + TSum.CreateTruncating(projection.Project(value)));
            return true;
        }
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
