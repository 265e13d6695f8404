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
}
