using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>Combines the latest values of two sequences each time one of them sends a value (once both have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="first">The first sequence.</param>
    /// <param name="second">The second sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, TResult>(this IAsyncObservable<T1> first, IAsyncObservable<T2> second, Func<T1, T2, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, TResult>(state, first, second, resultSelector));
    }

    /// <summary>Combines the latest values of three sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="first">The first sequence.</param>
    /// <param name="second">The second sequence.</param>
    /// <param name="third">The third sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, TResult>(this IAsyncObservable<T1> first, IAsyncObservable<T2> second, IAsyncObservable<T3> third, Func<T1, T2, T3, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(third);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, TResult>(state, first, second, third, resultSelector));
    }

    /// <summary>Combines the latest values of all the sequences into a list each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="sources">The sequences.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<IList<T>> CombineLatest<T>(params IEnumerable<IAsyncObservable<T>> sources) => CombineList(sources, false);

    /// <summary>Pairs the values of two sequences in order; values waiting for a partner are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="first">The first sequence.</param>
    /// <param name="second">The second sequence.</param>
    /// <param name="resultSelector">Combines a pair.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, TResult>(this IAsyncObservable<T1> first, IAsyncObservable<T2> second, Func<T1, T2, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, TResult>(state, first, second, resultSelector));
    }

    /// <summary>Combines the values of three sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="first">The first sequence.</param>
    /// <param name="second">The second sequence.</param>
    /// <param name="third">The third sequence.</param>
    /// <param name="resultSelector">Combines a triple.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, TResult>(this IAsyncObservable<T1> first, IAsyncObservable<T2> second, IAsyncObservable<T3> third, Func<T1, T2, T3, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(third);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, TResult>(state, first, second, third, resultSelector));
    }

    /// <summary>Combines the values of all the sequences in order into lists; values waiting for partners are buffered.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="sources">The sequences.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<IList<T>> Zip<T>(params IEnumerable<IAsyncObservable<T>> sources) => CombineList(sources, true);

    private static IAsyncObservable<IList<T>> CombineList<T>(IEnumerable<IAsyncObservable<T>> sources, bool zip)
    {
        ArgumentNullException.ThrowIfNull(sources);
        IAsyncObservable<T>[] array = [.. sources];
        foreach (var s in array)
        {
            ArgumentNullException.ThrowIfNull(s, nameof(sources));
        }

        return array.Length == 0 ? Empty<IList<T>>() : new Combine<IList<T>>(zip, state => new CombineListWiring<T>(state, array));
    }
}
