namespace Rheo.Linq;

public static partial class ObservableEx
{
    /// <summary>Subscribes to <paramref name="source"/> at once and keeps its elements in a <see cref="ListObservable{T}"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The observable whose elements to keep.</param>
    /// <returns>The list, whose members wait for the source to end.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    [Experimental]
    public static ListObservable<TSource> ToListObservable<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new ListObservable<TSource>(source);
    }
}
