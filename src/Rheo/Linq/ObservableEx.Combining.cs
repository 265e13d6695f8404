namespace Rheo.Linq;

// The tuple forms of the combining operators live on ObservableEx, as in Rx.NET (the 2- to 16-source Zip and
// CombineLatest are generated into ObservableEx.Combining.Arity.g.cs); Observable keeps the forms with a selector.
public static partial class ObservableEx
{
    /// <summary>Pairs each value of <paramref name="first"/> with the latest value of <paramref name="second"/> as a tuple (nothing until <paramref name="second"/> has a value).</summary>
    /// <typeparam name="TFirst">The element type of the source.</typeparam>
    /// <typeparam name="TSecond">The element type of the other source.</typeparam>
    /// <param name="first">The source that drives emission.</param>
    /// <param name="second">The source whose latest value is sampled.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<(TFirst First, TSecond Second)> WithLatestFrom<TFirst, TSecond>(this IObservable<TFirst> first, IObservable<TSecond> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.WithLatestFrom<TFirst, TSecond, (TFirst, TSecond)>(first, second, static (a, b) => (a, b));
    }

    /// <summary>Pairs the values of <paramref name="first"/> with the items of <paramref name="second"/> into tuples; completes when either runs out.</summary>
    /// <typeparam name="TFirst">The element type of the observable.</typeparam>
    /// <typeparam name="TSecond">The element type of the enumerable.</typeparam>
    /// <param name="first">The observable.</param>
    /// <param name="second">The enumerable, enumerated once per subscription.</param>
    /// <returns>The observable of tuples.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<(TFirst First, TSecond Second)> Zip<TFirst, TSecond>(this IObservable<TFirst> first, IEnumerable<TSecond> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.ZipEnumerable<TFirst, TSecond, (TFirst, TSecond)>(first, second, static (a, b) => (a, b));
    }
}
