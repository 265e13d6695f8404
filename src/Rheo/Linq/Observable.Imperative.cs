namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>On each subscription, runs <paramref name="thenSource"/> if <paramref name="condition"/> is true, otherwise <paramref name="elseSource"/>.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="condition">Evaluated per subscription; a throwing condition becomes <c>OnError</c>.</param>
    /// <param name="thenSource">The source when the condition holds.</param>
    /// <param name="elseSource">The source otherwise.</param>
    /// <returns>The observable; no allocation of its own per subscription.</returns>
    public static IObservable<TResult> If<TResult>(Func<bool> condition, IObservable<TResult> thenSource, IObservable<TResult> elseSource)
    {
        ArgumentNullException.ThrowIfNull(condition);
        ArgumentNullException.ThrowIfNull(thenSource);
        ArgumentNullException.ThrowIfNull(elseSource);
        return new Operators.If<TResult>(condition, thenSource, elseSource);
    }

    /// <summary>On each subscription, runs <paramref name="thenSource"/> if <paramref name="condition"/> is true, otherwise completes at once.</summary>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="condition">Evaluated per subscription; a throwing condition becomes <c>OnError</c>.</param>
    /// <param name="thenSource">The source when the condition holds.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> If<TResult>(Func<bool> condition, IObservable<TResult> thenSource)
    {
        ArgumentNullException.ThrowIfNull(condition);
        ArgumentNullException.ThrowIfNull(thenSource);
        return new Operators.If<TResult>(condition, thenSource, Operators.Empty<TResult>.Instance);
    }

    /// <summary>On each subscription, runs the source of <paramref name="sources"/> keyed by the selector's value, or <paramref name="defaultSource"/>.</summary>
    /// <typeparam name="TValue">The key type.</typeparam>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="selector">Evaluated per subscription; a throwing selector becomes <c>OnError</c>.</param>
    /// <param name="sources">The sources by key.</param>
    /// <param name="defaultSource">The source when no key matches.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Case<TValue, TResult>(Func<TValue> selector, IDictionary<TValue, IObservable<TResult>> sources, IObservable<TResult> defaultSource)
        where TValue : notnull
    {
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentNullException.ThrowIfNull(defaultSource);
        return new Operators.Case<TValue, TResult>(selector, sources, defaultSource);
    }

    /// <summary>On each subscription, runs the source of <paramref name="sources"/> keyed by the selector's value, or completes at once when none matches.</summary>
    /// <typeparam name="TValue">The key type.</typeparam>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="selector">Evaluated per subscription; a throwing selector becomes <c>OnError</c>.</param>
    /// <param name="sources">The sources by key.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Case<TValue, TResult>(Func<TValue> selector, IDictionary<TValue, IObservable<TResult>> sources)
        where TValue : notnull
    {
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.Case<TValue, TResult>(selector, sources, Operators.Empty<TResult>.Instance);
    }

    /// <summary>Subscribes to <paramref name="source"/> again and again while <paramref name="condition"/> holds (checked before each subscription).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="condition">Checked before each subscription; a throwing condition becomes <c>OnError</c>.</param>
    /// <param name="source">The source to repeat.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> While<TSource>(Func<bool> condition, IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(condition);
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.While<TSource>(condition, source, checkFirst: true);
    }

    /// <summary>Subscribes to <paramref name="source"/>, then again after each completion while <paramref name="condition"/> holds.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source to repeat.</param>
    /// <param name="condition">Checked after each completion; a throwing condition becomes <c>OnError</c>.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> DoWhile<TSource>(this IObservable<TSource> source, Func<bool> condition)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(condition);
        return new Operators.While<TSource>(condition, source, checkFirst: false);
    }

    /// <summary>For each item of <paramref name="source"/>, subscribes to the observable <paramref name="resultSelector"/> makes, one after another.</summary>
    /// <typeparam name="TSource">The item type.</typeparam>
    /// <typeparam name="TResult">The element type.</typeparam>
    /// <param name="source">The items, enumerated lazily once per subscription.</param>
    /// <param name="resultSelector">Makes the observable for an item; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TResult> For<TSource, TResult>(IEnumerable<TSource> source, Func<TSource, IObservable<TResult>> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.For<TSource, TResult>(source, resultSelector);
    }
}
