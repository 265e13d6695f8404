using System.Numerics;
using Rheo.Internal;

namespace Rheo.Linq.Operators;

/// <summary>
/// A stage that projects its source with a selector (<c>Select</c>) and can hand that selector to a following
/// aggregate: <c>source.Select(f).Sum()</c> becomes <c>source.Sum(f)</c>, one sink instead of two, with the same
/// messages (a throwing selector is an <c>OnError</c> from the aggregate's sink, as it was from the select's).
/// </summary>
/// <typeparam name="T">The stage's element type.</typeparam>
internal interface IAggregateFusable<T>
{
    /// <summary>Returns <c>Sum</c> over the source with the selector, or null if <typeparamref name="T"/> has no <c>Sum</c>.</summary>
    IObservable<T>? FuseSum();

    /// <summary>Returns <c>Min</c> or <c>Max</c> over the source with the selector.</summary>
    IObservable<T> FuseMinMax(IComparer<T>? comparer, bool max);
}

/// <summary>The entry points' side of <see cref="IAggregateFusable{T}"/>.</summary>
internal static class AggregateFusion
{
    /// <summary><c>Sum</c> of <paramref name="source"/>, absorbing a preceding <c>Select</c>.</summary>
    public static IObservable<TValue> Sum<TValue, TSum>(IObservable<TValue> source)
        where TValue : INumberBase<TValue>
        where TSum : INumberBase<TSum> =>
        source is IAggregateFusable<TValue> fusable && fusable.FuseSum() is { } fused
            ? fused
            : new Sum<TValue, IdentityProjection<TValue>, TValue, TSum>(source, default);

    /// <summary><c>Min</c> or <c>Max</c> of <paramref name="source"/>, absorbing a preceding <c>Select</c>.</summary>
    public static IObservable<T> MinMax<T>(IObservable<T> source, IComparer<T>? comparer, bool max) =>
        source is IAggregateFusable<T> fusable
            ? fusable.FuseMinMax(comparer, max)
            : new MinMax<T, IdentityProjection<T>, T>(source, default, comparer, max);

    /// <summary>
    /// The <c>Sum</c> a <c>Select</c> with result type <typeparamref name="TResult"/> becomes (the type tests fold
    /// away when the JIT compiles the select's code for a value type).
    /// </summary>
    public static IObservable<TResult>? SumOfSelect<TSource, TResult>(IObservable<TSource> source, Func<TSource, TResult> selector)
    {
        if (typeof(TResult) == typeof(int))
        {
            return (IObservable<TResult>)(object)new Sum<TSource, SelectorProjection<TSource, int>, int, int>(source, new((Func<TSource, int>)(object)selector));
        }

        if (typeof(TResult) == typeof(long))
        {
            return (IObservable<TResult>)(object)new Sum<TSource, SelectorProjection<TSource, long>, long, long>(source, new((Func<TSource, long>)(object)selector));
        }

        if (typeof(TResult) == typeof(double))
        {
            return (IObservable<TResult>)(object)new Sum<TSource, SelectorProjection<TSource, double>, double, double>(source, new((Func<TSource, double>)(object)selector));
        }

        if (typeof(TResult) == typeof(float))
        {
            return (IObservable<TResult>)(object)new Sum<TSource, SelectorProjection<TSource, float>, float, double>(source, new((Func<TSource, float>)(object)selector));
        }

        if (typeof(TResult) == typeof(decimal))
        {
            return (IObservable<TResult>)(object)new Sum<TSource, SelectorProjection<TSource, decimal>, decimal, decimal>(source, new((Func<TSource, decimal>)(object)selector));
        }

        return null;
    }
}
