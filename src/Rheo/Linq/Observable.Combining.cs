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
}
