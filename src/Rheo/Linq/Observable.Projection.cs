namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Projects each value. <c>Select∘Select</c> and <c>Where∘Select</c> fuse into one stage.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="selector">The projection; a throw becomes <c>OnError</c>.</param>
    /// <returns>The projected observable; no allocation per value.</returns>
    public static IObservable<TResult> Select<TSource, TResult>(this IObservable<TSource> source, Func<TSource, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return source is Operators.ISelectFusable<TSource> fusable
            ? fusable.CombineSelect(selector)
            : new Operators.Select<TSource, TResult>(source, selector);
    }

    /// <summary>Projects each value with its index.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="selector">The projection; a throw becomes <c>OnError</c>.</param>
    /// <returns>The projected observable.</returns>
    public static IObservable<TResult> Select<TSource, TResult>(this IObservable<TSource> source, Func<TSource, int, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectIndexed<TSource, TResult>(source, selector);
    }
}
