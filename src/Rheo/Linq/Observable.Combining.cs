namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>Emits the values of <paramref name="first"/>, then, once it completes, those of <paramref name="second"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The source subscribed after the first completes.</param>
    /// <returns>The observable; nested <c>Concat</c>/<c>Defer</c> run on a constant stack.</returns>
    public static IObservable<TSource> Concat<TSource>(this IObservable<TSource> first, IObservable<TSource> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.Concat<TSource>([first, second]);
    }

    /// <summary>Emits the values of each source in turn, subscribing to the next when the previous completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> Concat<TSource>(params IObservable<TSource>[] sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.Concat<TSource>((IObservable<TSource>[])sources.Clone());
    }

    /// <summary>Emits the values of each source of the enumerable in turn, enumerating it lazily.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> Concat<TSource>(this IEnumerable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.Concat<TSource>(sources);
    }

    /// <summary>Emits the values of each inner source in turn: inner sources are buffered and subscribed one at a time.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The observable of sources.</param>
    /// <returns>The observable; inner sources that complete synchronously do not grow the stack.</returns>
    public static IObservable<TSource> Concat<TSource>(this IObservable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.ConcatObservables<TSource>(sources);
    }

    /// <summary>Emits the values of both sources as they arrive; completes when both have completed, fails on the first error.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <returns>The observable; values are serialized without a lock, 0 bytes per value in steady state.</returns>
    public static IObservable<TSource> Merge<TSource>(this IObservable<TSource> first, IObservable<TSource> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.MergeEnumerable<TSource>([first, second], int.MaxValue);
    }

    /// <summary>Emits the values of all sources as they arrive; completes when all have completed, fails on the first error.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The observable; 0 bytes per value in steady state.</returns>
    public static IObservable<TSource> Merge<TSource>(params IObservable<TSource>[] sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.MergeEnumerable<TSource>((IObservable<TSource>[])sources.Clone(), int.MaxValue);
    }

    /// <summary>Emits the values of all sources of the enumerable as they arrive (the enumerable is read on subscribe).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The observable; 0 bytes per value in steady state.</returns>
    public static IObservable<TSource> Merge<TSource>(this IEnumerable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.MergeEnumerable<TSource>(sources, int.MaxValue);
    }

    /// <summary>Emits the values of the sources of the enumerable, with at most <paramref name="maxConcurrent"/> subscribed at a time.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <param name="maxConcurrent">The most sources subscribed at once; the rest wait their turn.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Merge<TSource>(this IEnumerable<IObservable<TSource>> sources, int maxConcurrent)
    {
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(maxConcurrent);
        return new Operators.MergeEnumerable<TSource>(sources, maxConcurrent);
    }

    /// <summary>Emits the values of every inner source as they arrive; completes when the outer and all inner sources have completed.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The observable of sources.</param>
    /// <returns>The observable; 0 bytes per value in steady state.</returns>
    public static IObservable<TSource> Merge<TSource>(this IObservable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.Merge<TSource>(sources, int.MaxValue);
    }

    /// <summary>Emits the values of the inner sources with at most <paramref name="maxConcurrent"/> subscribed at a time; the rest are buffered.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The observable of sources.</param>
    /// <param name="maxConcurrent">The most inner sources subscribed at once.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Merge<TSource>(this IObservable<IObservable<TSource>> sources, int maxConcurrent)
    {
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(maxConcurrent);
        return new Operators.Merge<TSource>(sources, maxConcurrent);
    }

    /// <summary>Emits the result of each task as it completes; a faulted or canceled task fails the sequence.</summary>
    /// <typeparam name="TSource">The result type.</typeparam>
    /// <param name="sources">The observable of tasks.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Merge<TSource>(this IObservable<Task<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.MergeTasks<TSource>(sources);
    }

    /// <summary>Emits the values of the most recent inner source only; a new inner source replaces (disposes) the previous one.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The observable of sources.</param>
    /// <returns>The observable; 0 bytes per value in steady state.</returns>
    public static IObservable<TSource> Switch<TSource>(this IObservable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.Switch<TSource>(sources);
    }

    /// <summary>Mirrors whichever of the two sources sends a message first; the other is disposed.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <returns>The observable; after the race, messages pass straight through.</returns>
    public static IObservable<TSource> Amb<TSource>(this IObservable<TSource> first, IObservable<TSource> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.Amb<TSource>([first, second]);
    }

    /// <summary>Mirrors whichever source sends a message first; the others are disposed.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Amb<TSource>(params IObservable<TSource>[] sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.Amb<TSource>((IObservable<TSource>[])sources.Clone());
    }

    /// <summary>Mirrors whichever source of the enumerable sends a message first; the others are disposed.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources (read on each subscription).</param>
    /// <returns>The observable.</returns>
    public static IObservable<TSource> Amb<TSource>(this IEnumerable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return Defer(() => new Operators.Amb<TSource>(sources.ToArray()));
    }

    /// <summary>Relays <paramref name="source"/> until <paramref name="other"/> sends a value (then completes) or fails.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TOther">The element type of the signal.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="other">The signal that ends the sequence.</param>
    /// <returns>The observable; no lock, 0 bytes per value.</returns>
    public static IObservable<TSource> TakeUntil<TSource, TOther>(this IObservable<TSource> source, IObservable<TOther> other)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(other);
        return new Operators.TakeUntil<TSource, TOther>(source, other);
    }

    /// <summary>Drops the values of <paramref name="source"/> until <paramref name="other"/> sends a value; an error of either fails the sequence.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TOther">The element type of the signal.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="other">The signal that opens the gate.</param>
    /// <returns>The observable; no lock, 0 bytes per value.</returns>
    public static IObservable<TSource> SkipUntil<TSource, TOther>(this IObservable<TSource> source, IObservable<TOther> other)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(other);
        return new Operators.SkipUntil<TSource, TOther>(source, other);
    }

    /// <summary>Pairs the values of <paramref name="first"/> with the items of <paramref name="second"/> in order; completes when either runs out.</summary>
    /// <typeparam name="TFirst">The element type of the observable.</typeparam>
    /// <typeparam name="TSecond">The element type of the enumerable.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="first">The observable.</param>
    /// <param name="second">The enumerable, enumerated once per subscription.</param>
    /// <param name="resultSelector">Combines a value with an item; a throwing selector or enumerator becomes <c>OnError</c>.</param>
    /// <returns>The observable; 0 bytes per value beyond what the enumerator allocates.</returns>
    public static IObservable<TResult> Zip<TFirst, TSecond, TResult>(this IObservable<TFirst> first, IEnumerable<TSecond> second, Func<TFirst, TSecond, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.ZipEnumerable<TFirst, TSecond, TResult>(first, second, resultSelector);
    }

    /// <summary>Pairs the sources element by element into lists (one value of each source, in source order).</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The observable; one list per result.</returns>
    public static IObservable<IList<TSource>> Zip<TSource>(params IObservable<TSource>[] sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return ZipList(sources, static list => list);
    }

    /// <summary>Pairs the sources of the enumerable element by element into lists.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources (read when this method is called).</param>
    /// <returns>The observable; one list per result.</returns>
    public static IObservable<IList<TSource>> Zip<TSource>(this IEnumerable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return ZipList(sources.ToArray(), static list => list);
    }

    /// <summary>Pairs the sources of the enumerable element by element and applies <paramref name="resultSelector"/> to each list.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="sources">The sources (read when this method is called).</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> Zip<TSource, TResult>(this IEnumerable<IObservable<TSource>> sources, Func<IList<TSource>, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return ZipList(sources.ToArray(), resultSelector);
    }

    /// <summary>Once every source has a value, emits a list of the latest value of each source whenever any source sends one.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The observable; one list per result.</returns>
    public static IObservable<IList<TSource>> CombineLatest<TSource>(params IObservable<TSource>[] sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return CombineLatestList(sources, static list => list);
    }

    /// <summary>Once every source of the enumerable has a value, emits a list of the latest values whenever any source sends one.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources (read when this method is called).</param>
    /// <returns>The observable; one list per result.</returns>
    public static IObservable<IList<TSource>> CombineLatest<TSource>(this IEnumerable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return CombineLatestList(sources.ToArray(), static list => list);
    }

    /// <summary>Once every source of the enumerable has a value, applies <paramref name="resultSelector"/> to the latest values whenever any source sends one.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="sources">The sources (read when this method is called).</param>
    /// <param name="resultSelector">Combines the latest values; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable.</returns>
    public static IObservable<TResult> CombineLatest<TSource, TResult>(this IEnumerable<IObservable<TSource>> sources, Func<IList<TSource>, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return CombineLatestList(sources.ToArray(), resultSelector);
    }

    /// <summary>Combines each value of <paramref name="first"/> with the latest value of <paramref name="second"/>; values before <paramref name="second"/> has one are dropped.</summary>
    /// <typeparam name="TFirst">The element type of the source.</typeparam>
    /// <typeparam name="TSecond">The element type of the other source.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="first">The source that drives emission.</param>
    /// <param name="second">The source whose latest value is sampled.</param>
    /// <param name="resultSelector">Combines the two; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; 0 bytes per value.</returns>
    public static IObservable<TResult> WithLatestFrom<TFirst, TSecond, TResult>(this IObservable<TFirst> first, IObservable<TSecond> second, Func<TFirst, TSecond, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.WithLatestFrom<TFirst, TSecond, TResult>(first, second, resultSelector);
    }

    /// <summary>Pairs each value of <paramref name="first"/> with the latest value of <paramref name="second"/> as a tuple.</summary>
    /// <typeparam name="TFirst">The element type of the source.</typeparam>
    /// <typeparam name="TSecond">The element type of the other source.</typeparam>
    /// <param name="first">The source that drives emission.</param>
    /// <param name="second">The source whose latest value is sampled.</param>
    /// <returns>The observable.</returns>
    public static IObservable<(TFirst First, TSecond Second)> WithLatestFrom<TFirst, TSecond>(this IObservable<TFirst> first, IObservable<TSecond> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.WithLatestFrom<TFirst, TSecond, (TFirst, TSecond)>(first, second, static (a, b) => (a, b));
    }

    private static IObservable<TResult> ZipList<TSource, TResult>(IObservable<TSource>[] sources, Func<IList<TSource>, TResult> selector)
    {
        var copy = (IObservable<TSource>[])sources.Clone();
        foreach (var source in copy)
        {
            ArgumentNullException.ThrowIfNull(source, nameof(sources));
        }

        return new Operators.Zip<TResult>(new Internal.CombineArityList<TSource, TResult>(copy, selector));
    }

    private static IObservable<TResult> CombineLatestList<TSource, TResult>(IObservable<TSource>[] sources, Func<IList<TSource>, TResult> selector)
    {
        var copy = (IObservable<TSource>[])sources.Clone();
        foreach (var source in copy)
        {
            ArgumentNullException.ThrowIfNull(source, nameof(sources));
        }

        return new Operators.CombineLatest<TResult>(new Internal.CombineArityList<TSource, TResult>(copy, selector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TFirst">The element type of the first source.</typeparam>
    /// <typeparam name="TSecond">The element type of the second source.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TFirst, TSecond, TResult>(this IObservable<TFirst> first, IObservable<TSecond> second, Func<TFirst, TSecond, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TFirst, TSecond, TResult>(first, second, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, Func<TSource1, TSource2, TSource3, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TResult>(source1, source2, source3, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, Func<TSource1, TSource2, TSource3, TSource4, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TResult>(source1, source2, source3, source4, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TResult>(source1, source2, source3, source4, source5, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TResult>(source1, source2, source3, source4, source5, source6, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TResult>(source1, source2, source3, source4, source5, source6, source7, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TSource15">The element type of source 15.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="source15">Source 15.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(source15);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, resultSelector));
    }

    /// <summary>Pairs the sources element by element: the n-th values of all sources go to the selector together; completes when a source has completed and has no value waiting.</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TSource15">The element type of source 15.</typeparam>
    /// <typeparam name="TSource16">The element type of source 16.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="source15">Source 15.</param>
    /// <param name="source16">Source 16.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; values wait in per-source rings, 0 bytes per value in steady state.</returns>
    public static IObservable<TResult> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15, IObservable<TSource16> source16, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(source15);
        ArgumentNullException.ThrowIfNull(source16);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.Zip<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, source16, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TFirst">The element type of the first source.</typeparam>
    /// <typeparam name="TSecond">The element type of the second source.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TFirst, TSecond, TResult>(this IObservable<TFirst> first, IObservable<TSecond> second, Func<TFirst, TSecond, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TFirst, TSecond, TResult>(first, second, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, Func<TSource1, TSource2, TSource3, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TResult>(source1, source2, source3, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, Func<TSource1, TSource2, TSource3, TSource4, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TResult>(source1, source2, source3, source4, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TResult>(source1, source2, source3, source4, source5, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TResult>(source1, source2, source3, source4, source5, source6, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TResult>(source1, source2, source3, source4, source5, source6, source7, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TSource15">The element type of source 15.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="source15">Source 15.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(source15);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, resultSelector));
    }

    /// <summary>Once every source has a value, emits the selector over the latest value of each source whenever any source sends one; completes when all sources complete (or one completes without a value).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TSource15">The element type of source 15.</typeparam>
    /// <typeparam name="TSource16">The element type of source 16.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="source15">Source 15.</param>
    /// <param name="source16">Source 16.</param>
    /// <param name="resultSelector">Combines one value of each source; a throwing selector becomes <c>OnError</c>.</param>
    /// <returns>The observable; lock-free, 0 bytes per value.</returns>
    public static IObservable<TResult> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, TResult>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15, IObservable<TSource16> source16, Func<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(source15);
        ArgumentNullException.ThrowIfNull(source16);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Operators.CombineLatest<TResult>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, TResult>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, source16, resultSelector));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TFirst">The element type of the first source.</typeparam>
    /// <typeparam name="TSecond">The element type of the second source.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TFirst First, TSecond Second)> Zip<TFirst, TSecond>(this IObservable<TFirst> first, IObservable<TSecond> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.Zip<(TFirst First, TSecond Second)>(new Internal.CombineArity<TFirst, TSecond, (TFirst First, TSecond Second)>(first, second, static (v1, v2) => (v1, v2)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3)> Zip<TSource1, TSource2, TSource3>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        return new Operators.Zip<(TSource1, TSource2, TSource3)>(new Internal.CombineArity<TSource1, TSource2, TSource3, (TSource1, TSource2, TSource3)>(source1, source2, source3, static (v1, v2, v3) => (v1, v2, v3)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4)> Zip<TSource1, TSource2, TSource3, TSource4>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, (TSource1, TSource2, TSource3, TSource4)>(source1, source2, source3, source4, static (v1, v2, v3, v4) => (v1, v2, v3, v4)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, (TSource1, TSource2, TSource3, TSource4, TSource5)>(source1, source2, source3, source4, source5, static (v1, v2, v3, v4, v5) => (v1, v2, v3, v4, v5)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6)>(source1, source2, source3, source4, source5, source6, static (v1, v2, v3, v4, v5, v6) => (v1, v2, v3, v4, v5, v6)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7)>(source1, source2, source3, source4, source5, source6, source7, static (v1, v2, v3, v4, v5, v6, v7) => (v1, v2, v3, v4, v5, v6, v7)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8)>(source1, source2, source3, source4, source5, source6, source7, source8, static (v1, v2, v3, v4, v5, v6, v7, v8) => (v1, v2, v3, v4, v5, v6, v7, v8)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, static (v1, v2, v3, v4, v5, v6, v7, v8, v9) => (v1, v2, v3, v4, v5, v6, v7, v8, v9)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TSource15">The element type of source 15.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="source15">Source 15.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(source15);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15)));
    }

    /// <summary>Pairs the sources element by element into tuples (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TSource15">The element type of source 15.</typeparam>
    /// <typeparam name="TSource16">The element type of source 16.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="source15">Source 15.</param>
    /// <param name="source16">Source 16.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16)> Zip<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15, IObservable<TSource16> source16)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(source15);
        ArgumentNullException.ThrowIfNull(source16);
        return new Operators.Zip<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, source16, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TFirst">The element type of the first source.</typeparam>
    /// <typeparam name="TSecond">The element type of the second source.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TFirst First, TSecond Second)> CombineLatest<TFirst, TSecond>(this IObservable<TFirst> first, IObservable<TSecond> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.CombineLatest<(TFirst First, TSecond Second)>(new Internal.CombineArity<TFirst, TSecond, (TFirst First, TSecond Second)>(first, second, static (v1, v2) => (v1, v2)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3)> CombineLatest<TSource1, TSource2, TSource3>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3)>(new Internal.CombineArity<TSource1, TSource2, TSource3, (TSource1, TSource2, TSource3)>(source1, source2, source3, static (v1, v2, v3) => (v1, v2, v3)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4)> CombineLatest<TSource1, TSource2, TSource3, TSource4>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, (TSource1, TSource2, TSource3, TSource4)>(source1, source2, source3, source4, static (v1, v2, v3, v4) => (v1, v2, v3, v4)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, (TSource1, TSource2, TSource3, TSource4, TSource5)>(source1, source2, source3, source4, source5, static (v1, v2, v3, v4, v5) => (v1, v2, v3, v4, v5)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6)>(source1, source2, source3, source4, source5, source6, static (v1, v2, v3, v4, v5, v6) => (v1, v2, v3, v4, v5, v6)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7)>(source1, source2, source3, source4, source5, source6, source7, static (v1, v2, v3, v4, v5, v6, v7) => (v1, v2, v3, v4, v5, v6, v7)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8)>(source1, source2, source3, source4, source5, source6, source7, source8, static (v1, v2, v3, v4, v5, v6, v7, v8) => (v1, v2, v3, v4, v5, v6, v7, v8)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, static (v1, v2, v3, v4, v5, v6, v7, v8, v9) => (v1, v2, v3, v4, v5, v6, v7, v8, v9)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TSource15">The element type of source 15.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="source15">Source 15.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(source15);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15)));
    }

    /// <summary>Once every source has a value, emits a tuple of the latest values whenever any source sends one (see the overload with a result selector).</summary>
    /// <typeparam name="TSource1">The element type of source 1.</typeparam>
    /// <typeparam name="TSource2">The element type of source 2.</typeparam>
    /// <typeparam name="TSource3">The element type of source 3.</typeparam>
    /// <typeparam name="TSource4">The element type of source 4.</typeparam>
    /// <typeparam name="TSource5">The element type of source 5.</typeparam>
    /// <typeparam name="TSource6">The element type of source 6.</typeparam>
    /// <typeparam name="TSource7">The element type of source 7.</typeparam>
    /// <typeparam name="TSource8">The element type of source 8.</typeparam>
    /// <typeparam name="TSource9">The element type of source 9.</typeparam>
    /// <typeparam name="TSource10">The element type of source 10.</typeparam>
    /// <typeparam name="TSource11">The element type of source 11.</typeparam>
    /// <typeparam name="TSource12">The element type of source 12.</typeparam>
    /// <typeparam name="TSource13">The element type of source 13.</typeparam>
    /// <typeparam name="TSource14">The element type of source 14.</typeparam>
    /// <typeparam name="TSource15">The element type of source 15.</typeparam>
    /// <typeparam name="TSource16">The element type of source 16.</typeparam>
    /// <param name="source1">Source 1.</param>
    /// <param name="source2">Source 2.</param>
    /// <param name="source3">Source 3.</param>
    /// <param name="source4">Source 4.</param>
    /// <param name="source5">Source 5.</param>
    /// <param name="source6">Source 6.</param>
    /// <param name="source7">Source 7.</param>
    /// <param name="source8">Source 8.</param>
    /// <param name="source9">Source 9.</param>
    /// <param name="source10">Source 10.</param>
    /// <param name="source11">Source 11.</param>
    /// <param name="source12">Source 12.</param>
    /// <param name="source13">Source 13.</param>
    /// <param name="source14">Source 14.</param>
    /// <param name="source15">Source 15.</param>
    /// <param name="source16">Source 16.</param>
    /// <returns>The observable of tuples (value types: nothing allocated per result).</returns>
    public static IObservable<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16)> CombineLatest<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16>(this IObservable<TSource1> source1, IObservable<TSource2> source2, IObservable<TSource3> source3, IObservable<TSource4> source4, IObservable<TSource5> source5, IObservable<TSource6> source6, IObservable<TSource7> source7, IObservable<TSource8> source8, IObservable<TSource9> source9, IObservable<TSource10> source10, IObservable<TSource11> source11, IObservable<TSource12> source12, IObservable<TSource13> source13, IObservable<TSource14> source14, IObservable<TSource15> source15, IObservable<TSource16> source16)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(source8);
        ArgumentNullException.ThrowIfNull(source9);
        ArgumentNullException.ThrowIfNull(source10);
        ArgumentNullException.ThrowIfNull(source11);
        ArgumentNullException.ThrowIfNull(source12);
        ArgumentNullException.ThrowIfNull(source13);
        ArgumentNullException.ThrowIfNull(source14);
        ArgumentNullException.ThrowIfNull(source15);
        ArgumentNullException.ThrowIfNull(source16);
        return new Operators.CombineLatest<(TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16)>(new Internal.CombineArity<TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16, (TSource1, TSource2, TSource3, TSource4, TSource5, TSource6, TSource7, TSource8, TSource9, TSource10, TSource11, TSource12, TSource13, TSource14, TSource15, TSource16)>(source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, source16, static (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16) => (v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16)));
    }

    /// <summary>Pairs the values of <paramref name="first"/> with the items of <paramref name="second"/> into tuples; completes when either runs out.</summary>
    /// <typeparam name="TFirst">The element type of the observable.</typeparam>
    /// <typeparam name="TSecond">The element type of the enumerable.</typeparam>
    /// <param name="first">The observable.</param>
    /// <param name="second">The enumerable, enumerated once per subscription.</param>
    /// <returns>The observable of tuples.</returns>
    public static IObservable<(TFirst First, TSecond Second)> Zip<TFirst, TSecond>(this IObservable<TFirst> first, IEnumerable<TSecond> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.ZipEnumerable<TFirst, TSecond, (TFirst, TSecond)>(first, second, static (a, b) => (a, b));
    }
}
