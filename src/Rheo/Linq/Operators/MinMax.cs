using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// <c>Min</c> and <c>Max</c>: keeps the current extreme in the sink (ties keep the first). For reference and
/// nullable types nulls are skipped and an empty source yields null; for other value types an empty source
/// is an error. The numeric <see cref="double"/> and <see cref="float"/> forms make NaN win, as Rx.NET does.
/// </summary>
internal sealed class MinMax<TSource, TProjection, T>(IObservable<TSource> source, TProjection projection, IComparer<T>? comparer, bool max) : Producer<T>, ISelectFusable<T>, ISyncSource<T>
    where TProjection : struct, IAggregateProjection<TSource, T>
{
    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<T> consumer) =>
        MinMaxSink<TSource, TProjection, T, T, IdentityProjection<T>>.RunSync(source, projection, comparer, max, default, consumer);

    /// <summary>A following <c>Select</c> maps the result in the same sink.</summary>
    public IObservable<TNext> CombineSelect<TNext>(Func<T, TNext> selector) => new MinMaxSelect<TSource, TProjection, T, TNext>(source, projection, comparer, max, selector);

    /// <summary>
    /// Each subscription gets a sink of its own: this operator stays small because a following <c>Select</c> (common)
    /// replaces it before any subscription.
    /// </summary>
    public override void Run(ISubscriber<T> subscriber) => new MinMaxOf<TSource, TProjection, T>(source, projection, comparer, max).Run(subscriber);
}

/// <summary>The sink of a plain <c>Min</c> or <c>Max</c> (an instance of its own per subscription).</summary>
internal sealed class MinMaxOf<TSource, TProjection, T>(IObservable<TSource> source, TProjection projection, IComparer<T>? comparer, bool max)
    : MinMaxSink<TSource, TProjection, T, T, IdentityProjection<T>>(source, projection, comparer, max, default)
    where TProjection : struct, IAggregateProjection<TSource, T>
{
    protected override SelfSinkProducer<TSource, T> CreateSink() => new MinMaxOf<TSource, TProjection, T>(Source, Projection, Comparer, IsMax);
}

/// <summary><c>Min(...).Select(selector)</c> and <c>Max(...).Select(selector)</c>: one sink; a throwing selector is <c>OnError</c>.</summary>
internal sealed class MinMaxSelect<TSource, TProjection, T, TResult>(IObservable<TSource> source, TProjection projection, IComparer<T>? comparer, bool max, Func<T, TResult> selector)
    : MinMaxSink<TSource, TProjection, T, TResult, SelectorProjection<T, TResult>>(source, projection, comparer, max, new(selector)), ISelectFusable<TResult>
    where TProjection : struct, IAggregateProjection<TSource, T>
{
    public IObservable<TNext> CombineSelect<TNext>(Func<TResult, TNext> next)
    {
        var selector = Map.Selector;
        return new MinMaxSelect<TSource, TProjection, T, TNext>(Source, Projection, Comparer, IsMax, x => next(selector(x)));
    }

    protected override SelfSinkProducer<TSource, TResult> CreateSink() => new MinMaxSelect<TSource, TProjection, T, TResult>(Source, Projection, Comparer, IsMax, Map.Selector);
}

/// <summary>
/// <c>Min</c> and <c>Max</c>, with or without a mapping of the result: the operator and, for its first subscription,
/// its sink (<see cref="SelfSinkProducer{TSource, TResult}"/>).
/// </summary>
internal abstract class MinMaxSink<TSource, TProjection, T, TResult, TMap>(IObservable<TSource> source, TProjection projection, IComparer<T>? comparer, bool max, TMap map) : SelfSinkProducer<TSource, TResult>, ISyncSource<TResult>
    where TProjection : struct, IAggregateProjection<TSource, T>
    where TMap : struct, IAggregateProjection<T, TResult>
{
    private T _current = default!;
    private bool _hasValue;

    public bool CanRunSync(ref int budget) => SyncSource.CanRun(source, ref budget);

    public bool RunSync(ISyncConsumer<TResult> consumer) => RunSync(source, projection, comparer, max, map, consumer);

    /// <summary>The synchronous run of a minimum or maximum (<see cref="ISyncSource{T}"/>), also for a plain <c>Min</c> or <c>Max</c> that has no sink yet.</summary>
    internal static bool RunSync(IObservable<TSource> source, TProjection projection, IComparer<T>? comparer, bool max, TMap map, ISyncConsumer<TResult> consumer)
    {
        var extreme = new Extreme(projection, comparer, max);
        if (!SyncSource.Run(source, extreme))
        {
            return false;
        }

        if (!extreme.HasValue && default(T) is not null)
        {
            throw AggregateErrors.NoElements();
        }

        return consumer.Accept(map.Project(extreme.Current));
    }

    protected IObservable<TSource> Source => source;

    protected TProjection Projection => projection;

    protected IComparer<T>? Comparer => comparer;

    protected bool IsMax => max;

    protected TMap Map => map;

    public override void OnNext(TSource value)
    {
        T item;
        bool replaces;
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

            replaces = Replaces(item, _current, comparer, max);
        }
        catch (Exception error)
        {
            Fail(error);
            return;
        }

        if (replaces)
        {
            _current = item;
        }
    }

    public override void OnCompleted()
    {
        if (!_hasValue && default(T) is not null)
        {
            base.OnError(AggregateErrors.NoElements());
            return;
        }

        TResult result;
        try
        {
            result = map.Project(_current);
        }
        catch (Exception error)
        {
            base.OnError(error);
            return;
        }

        Emit(result);
    }

    protected override void RunSource() => source.Run(this);

    protected override void ReleaseState() => _current = default!;

    /// <summary>Whether <paramref name="item"/> replaces the current extreme (ties keep the first).</summary>
    private static bool Replaces(T item, T current, IComparer<T>? comparer, bool max)
    {
        // The default comparer is called directly so that the JIT devirtualizes it for value types.
        var comparison = comparer is null ? Comparer<T>.Default.Compare(item, current) : comparer.Compare(item, current);
        return max ? comparison > 0 : comparison < 0;
    }

    /// <summary>The extreme of a synchronous run (<see cref="ISyncSource{T}"/>).</summary>
    private sealed class Extreme(TProjection projection, IComparer<T>? comparer, bool max) : ISyncConsumer<TSource>
    {
        public T Current { get; private set; } = default!;

        public bool HasValue { get; private set; }

        public bool Accept(TSource value)
        {
            var item = projection.Project(value);
            if (item is null)
            {
                return true;
            }

            if (!HasValue)
            {
                Current = item;
                HasValue = true;
            }
            else if (Replaces(item, Current, comparer, max))
            {
                Current = item;
            }

            return true;
        }
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
