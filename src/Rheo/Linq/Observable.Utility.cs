namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Hides the identity of <paramref name="source"/> (a subject cannot be cast back to its observer side). It
    /// adds no stage: subscribers are handed straight to the source.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>An observable with the source's behaviour and none of its other interfaces.</returns>
    public static IObservable<TSource> AsObservable<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return source is Operators.AsObservable<TSource> ? source : new Operators.AsObservable<TSource>(source);
    }

    /// <summary>
    /// Serializes the messages of a source that may call its observer from several threads at once: each goes
    /// downstream under a lock private to the subscription; messages after a terminal one are dropped.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The synchronized observable; one uncontended lock per message, no allocation.</returns>
    public static IObservable<TSource> Synchronize<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Synchronize<TSource>(source, null);
    }

    /// <summary>
    /// Serializes the messages of a source under the monitor of <paramref name="gate"/>, so that several
    /// sources sharing the gate never call their observers at the same time.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="gate">The object to lock.</param>
    /// <returns>The synchronized observable.</returns>
    public static IObservable<TSource> Synchronize<TSource>(this IObservable<TSource> source, object gate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(gate);
        return new Operators.Synchronize<TSource>(source, gate);
    }
}
