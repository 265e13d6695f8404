using Rheo.Internal;

namespace Rheo.Linq;

// Aggregation: each operator returns an observable of one value, written as its own direct sink (Count is not
// an Aggregate). The numeric overloads of Sum, Average, Min and Max, one per type Rx.NET covers with and
// without a selector, pick their accumulator through type arguments, so a selector costs no Select stage.
public static partial class Observable
{
    /// <summary>
    /// Folds the elements with <paramref name="accumulator"/>, starting from the first element, and emits the
    /// result on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="accumulator">Combines the accumulation with the next element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element beyond the accumulator's own.</returns>
    public static IObservable<TSource> Aggregate<TSource>(this IObservable<TSource> source, Func<TSource, TSource, TSource> accumulator)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new Operators.Aggregate<TSource>(source, accumulator);
    }

    /// <summary>Folds the elements with <paramref name="accumulator"/> from <paramref name="seed"/> and emits the result on completion (the seed for an empty source).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TAccumulate">The accumulation type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="seed">The initial accumulation.</param>
    /// <param name="accumulator">Combines the accumulation with the next element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TAccumulate> Aggregate<TSource, TAccumulate>(this IObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new Operators.Aggregate<TSource, TAccumulate>(source, seed, accumulator);
    }

    /// <summary>Folds the elements from <paramref name="seed"/> and emits <paramref name="resultSelector"/> of the result on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TAccumulate">The accumulation type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="seed">The initial accumulation.</param>
    /// <param name="accumulator">Combines the accumulation with the next element; a throw becomes <c>OnError</c>.</param>
    /// <param name="resultSelector">Maps the final accumulation; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TResult> Aggregate<TSource, TAccumulate, TResult>(this IObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator, Func<TAccumulate, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Aggregate<TSource, TAccumulate, TResult>(source, seed, accumulator, resultSelector);
    }

    /// <summary>Counts the elements, emitted on completion; more than <see cref="int.MaxValue"/> is an <see cref="OverflowException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int> Count<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Count<TSource, int>(source);
    }

    /// <summary>Counts the elements that satisfy <paramref name="predicate"/>, emitted on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">Selects the elements to count; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int> Count<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.CountWhere<TSource, int>(source, predicate);
    }

    /// <summary>Counts the elements as a <see cref="long"/>, emitted on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long> LongCount<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Count<TSource, long>(source);
    }

    /// <summary>Counts the elements that satisfy <paramref name="predicate"/> as a <see cref="long"/>, emitted on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">Selects the elements to count; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long> LongCount<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.CountWhere<TSource, long>(source, predicate);
    }

    /// <summary>
    /// Finds the smallest element with the default comparer. For reference and nullable types nulls are skipped
    /// and an empty source yields null; for other value types an empty source is an error.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<TSource> Min<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest element by <paramref name="comparer"/> (nulls and empty sources as in <see cref="Min{TSource}(IObservable{TSource})"/>).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="comparer">Orders the elements; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> Min<TSource>(this IObservable<TSource> source, IComparer<TSource> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(comparer);
        return Operators.AggregateFusion.MinMax(source, comparer, max: false);
    }

    /// <summary>Finds the smallest of the values <paramref name="selector"/> takes from the elements, with the default comparer.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TResult">The compared value type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TResult> Min<TSource, TResult>(this IObservable<TSource> source, Func<TSource, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, TResult>, TResult>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of the values <paramref name="selector"/> takes from the elements, by <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TResult">The compared value type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Orders the values; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TResult> Min<TSource, TResult>(this IObservable<TSource> source, Func<TSource, TResult> selector, IComparer<TResult> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, TResult>, TResult>(source, new(selector), comparer, max: false);
    }

    /// <summary>
    /// Finds the largest element with the default comparer. For reference and nullable types nulls are skipped
    /// and an empty source yields null; for other value types an empty source is an error.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<TSource> Max<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: true);
    }

    /// <summary>Finds the largest element by <paramref name="comparer"/> (nulls and empty sources as in <see cref="Max{TSource}(IObservable{TSource})"/>).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="comparer">Orders the elements; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> Max<TSource>(this IObservable<TSource> source, IComparer<TSource> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(comparer);
        return Operators.AggregateFusion.MinMax(source, comparer, max: true);
    }

    /// <summary>Finds the largest of the values <paramref name="selector"/> takes from the elements, with the default comparer.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TResult">The compared value type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TResult> Max<TSource, TResult>(this IObservable<TSource> source, Func<TSource, TResult> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, TResult>, TResult>(source, new(selector), null, max: true);
    }

    /// <summary>Finds the largest of the values <paramref name="selector"/> takes from the elements, by <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TResult">The compared value type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Orders the values; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TResult> Max<TSource, TResult>(this IObservable<TSource> source, Func<TSource, TResult> selector, IComparer<TResult> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, TResult>, TResult>(source, new(selector), comparer, max: true);
    }

    /// <summary>Emits, on completion, the list of every element whose key is the smallest (in arrival order; empty for an empty source).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one list.</returns>
    public static IObservable<IList<TSource>> MinBy<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return new Operators.MinMaxBy<TSource, TKey>(source, keySelector, Comparer<TKey>.Default, max: false);
    }

    /// <summary>Emits, on completion, the list of every element whose key is the smallest by <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Orders the keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one list.</returns>
    public static IObservable<IList<TSource>> MinBy<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.MinMaxBy<TSource, TKey>(source, keySelector, comparer, max: false);
    }

    /// <summary>Emits, on completion, the list of every element whose key is the largest (in arrival order; empty for an empty source).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one list.</returns>
    public static IObservable<IList<TSource>> MaxBy<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return new Operators.MinMaxBy<TSource, TKey>(source, keySelector, Comparer<TKey>.Default, max: true);
    }

    /// <summary>Emits, on completion, the list of every element whose key is the largest by <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Orders the keys; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one list.</returns>
    public static IObservable<IList<TSource>> MaxBy<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, IComparer<TKey> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.MinMaxBy<TSource, TKey>(source, keySelector, comparer, max: true);
    }

    /// <summary>Emits whether every element satisfies <paramref name="predicate"/>: false at the first that does not (the source is disposed then), true on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> All<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return Operators.AnyAll<TSource>.All(source, predicate);
    }

    /// <summary>Emits whether the source has an element: true at the first (the source is disposed then), false on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> Any<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AnyAll<TSource>.Any(source);
    }

    /// <summary>Emits whether an element satisfies <paramref name="predicate"/>: true at the first that does (the source is disposed then), false on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> Any<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return Operators.AnyAll<TSource>.Any(source, predicate);
    }

    /// <summary>Emits whether the source is empty: false at the first element (the source is disposed then), true on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> IsEmpty<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AnyAll<TSource>.IsEmpty(source);
    }

    /// <summary>Emits whether the source contains <paramref name="value"/> (default equality): true at the first equal element, false on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="value">The value to look for.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> Contains<TSource>(this IObservable<TSource> source, TSource value)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Contains<TSource>(source, value, null);
    }

    /// <summary>Emits whether the source contains <paramref name="value"/> by <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="value">The value to look for.</param>
    /// <param name="comparer">Compares elements with the value; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> Contains<TSource>(this IObservable<TSource> source, TSource value, IEqualityComparer<TSource> comparer)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.Contains<TSource>(source, value, comparer);
    }

    /// <summary>
    /// Emits whether two observables have equal elements in the same order. Both are subscribed; the one ahead
    /// is queued until the other catches up; a mismatch answers false at once and disposes both.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The first sequence.</param>
    /// <param name="second">The second sequence.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> SequenceEqual<TSource>(this IObservable<TSource> first, IObservable<TSource> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.SequenceEqual<TSource>(first, second, null);
    }

    /// <summary>Emits whether two observables have equal elements in the same order, by <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The first sequence.</param>
    /// <param name="second">The second sequence.</param>
    /// <param name="comparer">Compares elements; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> SequenceEqual<TSource>(this IObservable<TSource> first, IObservable<TSource> second, IEqualityComparer<TSource> comparer)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.SequenceEqual<TSource>(first, second, comparer);
    }

    /// <summary>Emits whether an observable and an enumerable have equal elements in the same order; each element advances the enumerator.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The observable.</param>
    /// <param name="second">The enumerable, enumerated once per subscription.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> SequenceEqual<TSource>(this IObservable<TSource> first, IEnumerable<TSource> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.SequenceEqualEnumerable<TSource>(first, second, null);
    }

    /// <summary>Emits whether an observable and an enumerable have equal elements in the same order, by <paramref name="comparer"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The observable.</param>
    /// <param name="second">The enumerable, enumerated once per subscription.</param>
    /// <param name="comparer">Compares elements; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<bool> SequenceEqual<TSource>(this IObservable<TSource> first, IEnumerable<TSource> second, IEqualityComparer<TSource> comparer)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(comparer);
        return new Operators.SequenceEqualEnumerable<TSource>(first, second, comparer);
    }

    /// <summary>Collects every element into a list, emitted on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one list (the list grows with the source, amortized).</returns>
    public static IObservable<IList<TSource>> ToList<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ToList<TSource>(source);
    }

    /// <summary>Collects every element into an array, emitted on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one array.</returns>
    public static IObservable<TSource[]> ToArray<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ToArray<TSource>(source);
    }

    /// <summary>Collects the elements into a dictionary by key, emitted on completion; a duplicate key is an <see cref="ArgumentException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one dictionary.</returns>
    public static IObservable<IDictionary<TKey, TSource>> ToDictionary<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return Operators.ToKeyedCollection.Dictionary<TSource, TKey, TSource>(source, keySelector, static x => x, null);
    }

    /// <summary>Collects the elements into a dictionary by key, with <paramref name="comparer"/> for the keys.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Compares keys.</param>
    /// <returns>An observable of one dictionary.</returns>
    public static IObservable<IDictionary<TKey, TSource>> ToDictionary<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return Operators.ToKeyedCollection.Dictionary<TSource, TKey, TSource>(source, keySelector, static x => x, comparer);
    }

    /// <summary>Collects projected elements into a dictionary by key, emitted on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The dictionary value type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="elementSelector">Takes the stored value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one dictionary.</returns>
    public static IObservable<IDictionary<TKey, TElement>> ToDictionary<TSource, TKey, TElement>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        return Operators.ToKeyedCollection.Dictionary<TSource, TKey, TElement>(source, keySelector, elementSelector, null);
    }

    /// <summary>Collects projected elements into a dictionary by key, with <paramref name="comparer"/> for the keys.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The dictionary value type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="elementSelector">Takes the stored value from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Compares keys.</param>
    /// <returns>An observable of one dictionary.</returns>
    public static IObservable<IDictionary<TKey, TElement>> ToDictionary<TSource, TKey, TElement>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return Operators.ToKeyedCollection.Dictionary<TSource, TKey, TElement>(source, keySelector, elementSelector, comparer);
    }

    /// <summary>Collects the elements into a lookup by key (groups in order of first appearance), emitted on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one lookup.</returns>
    public static IObservable<ILookup<TKey, TSource>> ToLookup<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return Operators.ToKeyedCollection.Lookup<TSource, TKey, TSource>(source, keySelector, static x => x, null);
    }

    /// <summary>Collects the elements into a lookup by key, with <paramref name="comparer"/> for the keys.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Compares keys.</param>
    /// <returns>An observable of one lookup.</returns>
    public static IObservable<ILookup<TKey, TSource>> ToLookup<TSource, TKey>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey> comparer)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return Operators.ToKeyedCollection.Lookup<TSource, TKey, TSource>(source, keySelector, static x => x, comparer);
    }

    /// <summary>Collects projected elements into a lookup by key, emitted on completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The grouped value type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="elementSelector">Takes the grouped value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one lookup.</returns>
    public static IObservable<ILookup<TKey, TElement>> ToLookup<TSource, TKey, TElement>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        return Operators.ToKeyedCollection.Lookup<TSource, TKey, TElement>(source, keySelector, elementSelector, null);
    }

    /// <summary>Collects projected elements into a lookup by key, with <paramref name="comparer"/> for the keys.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The grouped value type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="keySelector">Takes the key from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="elementSelector">Takes the grouped value from an element; a throw becomes <c>OnError</c>.</param>
    /// <param name="comparer">Compares keys.</param>
    /// <returns>An observable of one lookup.</returns>
    public static IObservable<ILookup<TKey, TElement>> ToLookup<TSource, TKey, TElement>(this IObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey> comparer)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        ArgumentNullException.ThrowIfNull(comparer);
        return Operators.ToKeyedCollection.Lookup<TSource, TKey, TElement>(source, keySelector, elementSelector, comparer);
    }

    /// <summary>Emits the first element, then completes; the source is disposed at once, so a synchronous source stops mid-loop; no element is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> FirstAsync<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.FirstAsync<TSource>(source, null, orDefault: false);
    }

    /// <summary>Emits the first element that satisfies <paramref name="predicate"/>, then completes; the source is disposed at once, so a synchronous source stops mid-loop; no such element is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> FirstAsync<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.FirstAsync<TSource>(source, predicate, orDefault: false);
    }

    /// <summary>Emits the first element, then completes; the source is disposed at once, so a synchronous source stops mid-loop; no element yields <c>default</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> FirstOrDefaultAsync<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.FirstAsync<TSource>(source, null, orDefault: true);
    }

    /// <summary>Emits the first element that satisfies <paramref name="predicate"/>, then completes; the source is disposed at once, so a synchronous source stops mid-loop; no such element yields <c>default</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> FirstOrDefaultAsync<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.FirstAsync<TSource>(source, predicate, orDefault: true);
    }

    /// <summary>Emits the last element when the source completes; no element is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> LastAsync<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.LastAsync<TSource>(source, null, orDefault: false);
    }

    /// <summary>Emits the last element that satisfies <paramref name="predicate"/> when the source completes; no such element is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> LastAsync<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.LastAsync<TSource>(source, predicate, orDefault: false);
    }

    /// <summary>Emits the last element when the source completes; no element yields <c>default</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> LastOrDefaultAsync<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.LastAsync<TSource>(source, null, orDefault: true);
    }

    /// <summary>Emits the last element that satisfies <paramref name="predicate"/> when the source completes; no such element yields <c>default</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> LastOrDefaultAsync<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.LastAsync<TSource>(source, predicate, orDefault: true);
    }

    /// <summary>Emits the only element when the source completes; a second element is an error at once; no element is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> SingleAsync<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.SingleAsync<TSource>(source, null, orDefault: false);
    }

    /// <summary>Emits the only element that satisfies <paramref name="predicate"/> when the source completes; a second element is an error at once; no such element is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> SingleAsync<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.SingleAsync<TSource>(source, predicate, orDefault: false);
    }

    /// <summary>Emits the only element when the source completes; a second element is an error at once; no element yields <c>default</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> SingleOrDefaultAsync<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.SingleAsync<TSource>(source, null, orDefault: true);
    }

    /// <summary>Emits the only element that satisfies <paramref name="predicate"/> when the source completes; a second element is an error at once; no such element yields <c>default</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value.</returns>
    public static IObservable<TSource> SingleOrDefaultAsync<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.SingleAsync<TSource>(source, predicate, orDefault: true);
    }
    /// <summary>Computes the sum of a sequence of <see cref="double"/> values, emitted on completion. An empty source sums to zero.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Sum(this IObservable<double> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.Sum<double, double>(source);
    }

    /// <summary>Computes the sum of the <see cref="double"/> values a selector takes from each element, emitted on completion. An empty source sums to zero.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Sum<TSource>(this IObservable<TSource> source, Func<TSource, double> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Sum<TSource, Operators.SelectorProjection<TSource, double>, double, double>(source, new(selector));
    }

    /// <summary>Computes the sum of a sequence of <see cref="double"/> values (nullable), emitted on completion. Nulls are skipped; an empty source sums to zero.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Sum(this IObservable<double?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.SumNullable<double?, Operators.IdentityProjection<double?>, double, double>(source, default);
    }

    /// <summary>Computes the sum of the <see cref="double"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; an empty source sums to zero.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Sum<TSource>(this IObservable<TSource> source, Func<TSource, double?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SumNullable<TSource, Operators.SelectorProjection<TSource, double?>, double, double>(source, new(selector));
    }

    /// <summary>Computes the sum of a sequence of <see cref="float"/> values, emitted on completion. An empty source sums to zero.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float> Sum(this IObservable<float> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.Sum<float, double>(source);
    }

    /// <summary>Computes the sum of the <see cref="float"/> values a selector takes from each element, emitted on completion. An empty source sums to zero.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float> Sum<TSource>(this IObservable<TSource> source, Func<TSource, float> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Sum<TSource, Operators.SelectorProjection<TSource, float>, float, double>(source, new(selector));
    }

    /// <summary>Computes the sum of a sequence of <see cref="float"/> values (nullable), emitted on completion. Nulls are skipped; an empty source sums to zero.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float?> Sum(this IObservable<float?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.SumNullable<float?, Operators.IdentityProjection<float?>, float, double>(source, default);
    }

    /// <summary>Computes the sum of the <see cref="float"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; an empty source sums to zero.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float?> Sum<TSource>(this IObservable<TSource> source, Func<TSource, float?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SumNullable<TSource, Operators.SelectorProjection<TSource, float?>, float, double>(source, new(selector));
    }

    /// <summary>Computes the sum of a sequence of <see cref="decimal"/> values, emitted on completion. An empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal> Sum(this IObservable<decimal> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.Sum<decimal, decimal>(source);
    }

    /// <summary>Computes the sum of the <see cref="decimal"/> values a selector takes from each element, emitted on completion. An empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal> Sum<TSource>(this IObservable<TSource> source, Func<TSource, decimal> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Sum<TSource, Operators.SelectorProjection<TSource, decimal>, decimal, decimal>(source, new(selector));
    }

    /// <summary>Computes the sum of a sequence of <see cref="decimal"/> values (nullable), emitted on completion. Nulls are skipped; an empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal?> Sum(this IObservable<decimal?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.SumNullable<decimal?, Operators.IdentityProjection<decimal?>, decimal, decimal>(source, default);
    }

    /// <summary>Computes the sum of the <see cref="decimal"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; an empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal?> Sum<TSource>(this IObservable<TSource> source, Func<TSource, decimal?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SumNullable<TSource, Operators.SelectorProjection<TSource, decimal?>, decimal, decimal>(source, new(selector));
    }

    /// <summary>Computes the sum of a sequence of <see cref="int"/> values, emitted on completion. An empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int> Sum(this IObservable<int> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.Sum<int, int>(source);
    }

    /// <summary>Computes the sum of the <see cref="int"/> values a selector takes from each element, emitted on completion. An empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int> Sum<TSource>(this IObservable<TSource> source, Func<TSource, int> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Sum<TSource, Operators.SelectorProjection<TSource, int>, int, int>(source, new(selector));
    }

    /// <summary>Computes the sum of a sequence of <see cref="int"/> values (nullable), emitted on completion. Nulls are skipped; an empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int?> Sum(this IObservable<int?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.SumNullable<int?, Operators.IdentityProjection<int?>, int, int>(source, default);
    }

    /// <summary>Computes the sum of the <see cref="int"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; an empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int?> Sum<TSource>(this IObservable<TSource> source, Func<TSource, int?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SumNullable<TSource, Operators.SelectorProjection<TSource, int?>, int, int>(source, new(selector));
    }

    /// <summary>Computes the sum of a sequence of <see cref="long"/> values, emitted on completion. An empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long> Sum(this IObservable<long> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.Sum<long, long>(source);
    }

    /// <summary>Computes the sum of the <see cref="long"/> values a selector takes from each element, emitted on completion. An empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long> Sum<TSource>(this IObservable<TSource> source, Func<TSource, long> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Sum<TSource, Operators.SelectorProjection<TSource, long>, long, long>(source, new(selector));
    }

    /// <summary>Computes the sum of a sequence of <see cref="long"/> values (nullable), emitted on completion. Nulls are skipped; an empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long?> Sum(this IObservable<long?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.SumNullable<long?, Operators.IdentityProjection<long?>, long, long>(source, default);
    }

    /// <summary>Computes the sum of the <see cref="long"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; an empty source sums to zero. An overflow is reported through <c>OnError</c> as an <see cref="OverflowException"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long?> Sum<TSource>(this IObservable<TSource> source, Func<TSource, long?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SumNullable<TSource, Operators.SelectorProjection<TSource, long?>, long, long>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="double"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Average(this IObservable<double> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Average<double, Operators.IdentityProjection<double>, double, double, double>(source, default);
    }

    /// <summary>Computes the average of the <see cref="double"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Average<TSource>(this IObservable<TSource> source, Func<TSource, double> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Average<TSource, Operators.SelectorProjection<TSource, double>, double, double, double>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="double"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Average(this IObservable<double?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.AverageNullable<double?, Operators.IdentityProjection<double?>, double, double, double>(source, default);
    }

    /// <summary>Computes the average of the <see cref="double"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Average<TSource>(this IObservable<TSource> source, Func<TSource, double?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.AverageNullable<TSource, Operators.SelectorProjection<TSource, double?>, double, double, double>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="float"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float> Average(this IObservable<float> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Average<float, Operators.IdentityProjection<float>, float, double, float>(source, default);
    }

    /// <summary>Computes the average of the <see cref="float"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float> Average<TSource>(this IObservable<TSource> source, Func<TSource, float> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Average<TSource, Operators.SelectorProjection<TSource, float>, float, double, float>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="float"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float?> Average(this IObservable<float?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.AverageNullable<float?, Operators.IdentityProjection<float?>, float, double, float>(source, default);
    }

    /// <summary>Computes the average of the <see cref="float"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float?> Average<TSource>(this IObservable<TSource> source, Func<TSource, float?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.AverageNullable<TSource, Operators.SelectorProjection<TSource, float?>, float, double, float>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="decimal"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal> Average(this IObservable<decimal> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Average<decimal, Operators.IdentityProjection<decimal>, decimal, decimal, decimal>(source, default);
    }

    /// <summary>Computes the average of the <see cref="decimal"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal> Average<TSource>(this IObservable<TSource> source, Func<TSource, decimal> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Average<TSource, Operators.SelectorProjection<TSource, decimal>, decimal, decimal, decimal>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="decimal"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal?> Average(this IObservable<decimal?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.AverageNullable<decimal?, Operators.IdentityProjection<decimal?>, decimal, decimal, decimal>(source, default);
    }

    /// <summary>Computes the average of the <see cref="decimal"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal?> Average<TSource>(this IObservable<TSource> source, Func<TSource, decimal?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.AverageNullable<TSource, Operators.SelectorProjection<TSource, decimal?>, decimal, decimal, decimal>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="int"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Average(this IObservable<int> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Average<int, Operators.IdentityProjection<int>, int, long, double>(source, default);
    }

    /// <summary>Computes the average of the <see cref="int"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Average<TSource>(this IObservable<TSource> source, Func<TSource, int> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Average<TSource, Operators.SelectorProjection<TSource, int>, int, long, double>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="int"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Average(this IObservable<int?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.AverageNullable<int?, Operators.IdentityProjection<int?>, int, long, double>(source, default);
    }

    /// <summary>Computes the average of the <see cref="int"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Average<TSource>(this IObservable<TSource> source, Func<TSource, int?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.AverageNullable<TSource, Operators.SelectorProjection<TSource, int?>, int, long, double>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="long"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Average(this IObservable<long> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Average<long, Operators.IdentityProjection<long>, long, long, double>(source, default);
    }

    /// <summary>Computes the average of the <see cref="long"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Average<TSource>(this IObservable<TSource> source, Func<TSource, long> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.Average<TSource, Operators.SelectorProjection<TSource, long>, long, long, double>(source, new(selector));
    }

    /// <summary>Computes the average of a sequence of <see cref="long"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Average(this IObservable<long?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.AverageNullable<long?, Operators.IdentityProjection<long?>, long, long, double>(source, default);
    }

    /// <summary>Computes the average of the <see cref="long"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null. The sum is checked: an overflow becomes <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Average<TSource>(this IObservable<TSource> source, Func<TSource, long?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.AverageNullable<TSource, Operators.SelectorProjection<TSource, long?>, long, long, double>(source, new(selector));
    }

    /// <summary>Finds the smallest of a sequence of <see cref="double"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Min(this IObservable<double> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="double"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Min<TSource>(this IObservable<TSource> source, Func<TSource, double> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, double>, double>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of a sequence of <see cref="double"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Min(this IObservable<double?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="double"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Min<TSource>(this IObservable<TSource> source, Func<TSource, double?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, double?>, double?>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of a sequence of <see cref="float"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float> Min(this IObservable<float> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="float"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float> Min<TSource>(this IObservable<TSource> source, Func<TSource, float> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, float>, float>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of a sequence of <see cref="float"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float?> Min(this IObservable<float?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="float"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float?> Min<TSource>(this IObservable<TSource> source, Func<TSource, float?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, float?>, float?>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of a sequence of <see cref="decimal"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal> Min(this IObservable<decimal> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="decimal"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal> Min<TSource>(this IObservable<TSource> source, Func<TSource, decimal> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, decimal>, decimal>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of a sequence of <see cref="decimal"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal?> Min(this IObservable<decimal?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="decimal"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal?> Min<TSource>(this IObservable<TSource> source, Func<TSource, decimal?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, decimal?>, decimal?>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of a sequence of <see cref="int"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int> Min(this IObservable<int> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="int"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int> Min<TSource>(this IObservable<TSource> source, Func<TSource, int> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, int>, int>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of a sequence of <see cref="int"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int?> Min(this IObservable<int?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="int"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int?> Min<TSource>(this IObservable<TSource> source, Func<TSource, int?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, int?>, int?>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of a sequence of <see cref="long"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long> Min(this IObservable<long> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="long"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long> Min<TSource>(this IObservable<TSource> source, Func<TSource, long> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, long>, long>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the smallest of a sequence of <see cref="long"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long?> Min(this IObservable<long?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: false);
    }

    /// <summary>Finds the smallest of the <see cref="long"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long?> Min<TSource>(this IObservable<TSource> source, Func<TSource, long?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, long?>, long?>(source, new(selector), null, max: false);
    }

    /// <summary>Finds the largest of a sequence of <see cref="double"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Max(this IObservable<double> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, (IComparer<double>?)Operators.NaNGreatestComparer.Instance, max: true);
    }

    /// <summary>Finds the largest of the <see cref="double"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double> Max<TSource>(this IObservable<TSource> source, Func<TSource, double> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, double>, double>(source, new(selector), (IComparer<double>?)Operators.NaNGreatestComparer.Instance, max: true);
    }

    /// <summary>Finds the largest of a sequence of <see cref="double"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Max(this IObservable<double?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, (IComparer<double?>?)Operators.NaNGreatestComparer.Instance, max: true);
    }

    /// <summary>Finds the largest of the <see cref="double"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<double?> Max<TSource>(this IObservable<TSource> source, Func<TSource, double?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, double?>, double?>(source, new(selector), (IComparer<double?>?)Operators.NaNGreatestComparer.Instance, max: true);
    }

    /// <summary>Finds the largest of a sequence of <see cref="float"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float> Max(this IObservable<float> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, (IComparer<float>?)Operators.NaNGreatestComparer.Instance, max: true);
    }

    /// <summary>Finds the largest of the <see cref="float"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float> Max<TSource>(this IObservable<TSource> source, Func<TSource, float> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, float>, float>(source, new(selector), (IComparer<float>?)Operators.NaNGreatestComparer.Instance, max: true);
    }

    /// <summary>Finds the largest of a sequence of <see cref="float"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float?> Max(this IObservable<float?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, (IComparer<float?>?)Operators.NaNGreatestComparer.Instance, max: true);
    }

    /// <summary>Finds the largest of the <see cref="float"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null. A NaN makes the result NaN, as in Rx.NET.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<float?> Max<TSource>(this IObservable<TSource> source, Func<TSource, float?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, float?>, float?>(source, new(selector), (IComparer<float?>?)Operators.NaNGreatestComparer.Instance, max: true);
    }

    /// <summary>Finds the largest of a sequence of <see cref="decimal"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal> Max(this IObservable<decimal> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: true);
    }

    /// <summary>Finds the largest of the <see cref="decimal"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal> Max<TSource>(this IObservable<TSource> source, Func<TSource, decimal> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, decimal>, decimal>(source, new(selector), null, max: true);
    }

    /// <summary>Finds the largest of a sequence of <see cref="decimal"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal?> Max(this IObservable<decimal?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: true);
    }

    /// <summary>Finds the largest of the <see cref="decimal"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<decimal?> Max<TSource>(this IObservable<TSource> source, Func<TSource, decimal?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, decimal?>, decimal?>(source, new(selector), null, max: true);
    }

    /// <summary>Finds the largest of a sequence of <see cref="int"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int> Max(this IObservable<int> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: true);
    }

    /// <summary>Finds the largest of the <see cref="int"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int> Max<TSource>(this IObservable<TSource> source, Func<TSource, int> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, int>, int>(source, new(selector), null, max: true);
    }

    /// <summary>Finds the largest of a sequence of <see cref="int"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int?> Max(this IObservable<int?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: true);
    }

    /// <summary>Finds the largest of the <see cref="int"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<int?> Max<TSource>(this IObservable<TSource> source, Func<TSource, int?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, int?>, int?>(source, new(selector), null, max: true);
    }

    /// <summary>Finds the largest of a sequence of <see cref="long"/> values, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long> Max(this IObservable<long> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: true);
    }

    /// <summary>Finds the largest of the <see cref="long"/> values a selector takes from each element, emitted on completion. An empty source is an <see cref="InvalidOperationException"/> through <c>OnError</c>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long> Max<TSource>(this IObservable<TSource> source, Func<TSource, long> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, long>, long>(source, new(selector), null, max: true);
    }

    /// <summary>Finds the largest of a sequence of <see cref="long"/> values (nullable), emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <param name="source">The values.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long?> Max(this IObservable<long?> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.AggregateFusion.MinMax(source, null, max: true);
    }

    /// <summary>Finds the largest of the <see cref="long"/> values (nullable) a selector takes from each element, emitted on completion. Nulls are skipped; with no non-null value the result is null.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="selector">Takes the value from an element; a throw becomes <c>OnError</c>.</param>
    /// <returns>An observable of one value; no allocation per element.</returns>
    public static IObservable<long?> Max<TSource>(this IObservable<TSource> source, Func<TSource, long?> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.MinMax<TSource, Operators.SelectorProjection<TSource, long?>, long?>(source, new(selector), null, max: true);
    }
}
