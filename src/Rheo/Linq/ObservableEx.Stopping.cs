namespace Rheo.Linq;

// Operators that end a sequence at the first value that satisfies a predicate.

public static partial class ObservableEx
{
    /// <summary>Waits for the first value for which <paramref name="predicate"/> holds, sends it and completes.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>At most one value; completes empty if the source completes first.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="predicate"/> is null.</exception>
    public static IObservable<T> WaitUntil<T>(this IObservable<T> source, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.WaitUntil<T>(source, predicate);
    }

    /// <summary>
    /// Passes every value up to and including the first one for which <paramref name="stopPredicate"/> holds,
    /// then completes. This is the same operator as <c>Observable.TakeUntil(Func&lt;T, bool&gt;)</c> (Rx.NET's
    /// predicate overload is inclusive too), under a name that says so and cannot be confused with
    /// <c>TakeUntil(IObservable&lt;TOther&gt;)</c> or <c>TakeWhile</c>.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="stopPredicate">The stop condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>The values up to the stop value, included.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="stopPredicate"/> is null.</exception>
    public static IObservable<T> TakeUntilInclusive<T>(this IObservable<T> source, Func<T, bool> stopPredicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(stopPredicate);
        return new Operators.TakeUntilPredicate<T>(source, stopPredicate);
    }
}
