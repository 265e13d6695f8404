using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Min</c> and <c>Max</c>: keeps the current extreme in the sink (ties keep the first). For reference and
/// nullable types nulls are skipped and an empty source yields null; for other value types an empty source
/// is an error. The numeric <see cref="double"/> and <see cref="float"/> forms make NaN win, as Rx.NET does.
/// </summary>
internal sealed class MinMax<TSource, TProjection, T>(IObservable<TSource> source, TProjection projection, IComparer<T>? comparer, bool max) : Producer<T>, ISelectFusable<T>
    where TProjection : struct, IAggregateProjection<TSource, T>
{
    /// <summary>A following <c>Select</c> maps the result in the same sink.</summary>
    public IObservable<TNext> CombineSelect<TNext>(Func<T, TNext> selector) => new MinMaxSelect<TSource, TProjection, T, TNext>(source, projection, comparer, max, selector);

    public override void Run(ISubscriber<T> subscriber)
    {
        var sink = new MinMaxSink<TSource, TProjection, T, T, IdentityProjection<T>>(subscriber, projection, comparer, max, default);
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }
}

/// <summary><c>Min(...).Select(selector)</c> and <c>Max(...).Select(selector)</c>: one sink; a throwing selector is <c>OnError</c>.</summary>
internal sealed class MinMaxSelect<TSource, TProjection, T, TResult>(IObservable<TSource> source, TProjection projection, IComparer<T>? comparer, bool max, Func<T, TResult> selector) : Producer<TResult>, ISelectFusable<TResult>
    where TProjection : struct, IAggregateProjection<TSource, T>
{
    public IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> next) => new MinMaxSelect<TSource, TProjection, T, TNext>(source, projection, comparer, max, x => next(selector(x)));

    public override void Run(ISubscriber<TResult> subscriber)
    {
        var sink = new MinMaxSink<TSource, TProjection, T, TResult, SelectorProjection<T, TResult>>(subscriber, projection, comparer, max, new(selector));
        subscriber.OnSubscribe(sink);
        source.Run(sink);
    }
}

/// <summary>The sink of <c>Min</c> and <c>Max</c>, with or without a mapping of the result.</summary>
internal sealed class MinMaxSink<TSource, TProjection, T, TResult, TMap>(ISubscriber<TResult> downstream, TProjection projection, IComparer<T>? comparer, bool max, TMap map) : ResultSink<TSource, TResult>(downstream)
    where TProjection : struct, IAggregateProjection<TSource, T>
    where TMap : struct, IAggregateProjection<T, TResult>
{
    private T _current = default!;
    private bool _hasValue;

    public override void OnNext(TSource value)
    {
        T item;
        int comparison;
        try
        {
            item = projection.Project(value);
            if (item is null)
            {
                return;
            }

            if (!_hasValue)
            {
                _current = item;
                _hasValue = true;
                return;
            }

            // The default comparer is called directly so that the JIT devirtualizes it for value types.
            comparison = comparer is null ? Comparer<T>.Default.Compare(item, _current) : comparer.Compare(item, _current);
        }
        catch (Exception error)
        {
            Fail(error);
            return;
        }

        if (max ? comparison > 0 : comparison < 0)
        {
            _current = item;
        }
    }

    public override void OnCompleted()
    {
        if (!_hasValue && default(T) is not null)
        {
            Downstream.OnError(AggregateErrors.NoElements());
            return;
        }

        TResult result;
        try
        {
            result = map.Project(_current);
        }
        catch (Exception error)
        {
            Downstream.OnError(error);
            return;
        }

        Emit(result);
    }
}

/// <summary>Orders floating-point values with NaN above everything, so that <c>Max</c> propagates NaN.</summary>
internal sealed class NaNGreatestComparer : IComparer<double>, IComparer<float>, IComparer<double?>, IComparer<float?>
{
    public static readonly NaNGreatestComparer Instance = new();

    public int Compare(double x, double y) => double.IsNaN(x) ? (double.IsNaN(y) ? 0 : 1) : double.IsNaN(y) ? -1 : x.CompareTo(y);

    public int Compare(float x, float y) => float.IsNaN(x) ? (float.IsNaN(y) ? 0 : 1) : float.IsNaN(y) ? -1 : x.CompareTo(y);

    // Min and Max skip nulls before comparing, so both arguments have values here.
    public int Compare(double? x, double? y) => Compare(x.GetValueOrDefault(), y.GetValueOrDefault());

    public int Compare(float? x, float? y) => Compare(x.GetValueOrDefault(), y.GetValueOrDefault());
}
