// Arities 4 to 16 of CombineLatest and Zip, written out by a generator from one template: each overload has the shape
// of the 2- and 3-source forms in AsyncObservable.CombineLatest.cs, and its wiring (Operators/CombineWiring.Arity.cs)
// only creates the typed slots and calls the result selector.
using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>Combines the latest values of 4 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, Func<T1, T2, T3, T4, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, TResult>(state, source1, source2, source3, source4, resultSelector));
    }

    /// <summary>Combines the values of 4 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, Func<T1, T2, T3, T4, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, TResult>(state, source1, source2, source3, source4, resultSelector));
    }

    /// <summary>Combines the latest values of 5 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, Func<T1, T2, T3, T4, T5, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, TResult>(state, source1, source2, source3, source4, source5, resultSelector));
    }

    /// <summary>Combines the values of 5 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, Func<T1, T2, T3, T4, T5, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, TResult>(state, source1, source2, source3, source4, source5, resultSelector));
    }

    /// <summary>Combines the latest values of 6 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, Func<T1, T2, T3, T4, T5, T6, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, TResult>(state, source1, source2, source3, source4, source5, source6, resultSelector));
    }

    /// <summary>Combines the values of 6 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, Func<T1, T2, T3, T4, T5, T6, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, TResult>(state, source1, source2, source3, source4, source5, source6, resultSelector));
    }

    /// <summary>Combines the latest values of 7 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, Func<T1, T2, T3, T4, T5, T6, T7, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, TResult>(state, source1, source2, source3, source4, source5, source6, source7, resultSelector));
    }

    /// <summary>Combines the values of 7 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, Func<T1, T2, T3, T4, T5, T6, T7, TResult> resultSelector)
    {
        ArgumentNullException.ThrowIfNull(source1);
        ArgumentNullException.ThrowIfNull(source2);
        ArgumentNullException.ThrowIfNull(source3);
        ArgumentNullException.ThrowIfNull(source4);
        ArgumentNullException.ThrowIfNull(source5);
        ArgumentNullException.ThrowIfNull(source6);
        ArgumentNullException.ThrowIfNull(source7);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, TResult>(state, source1, source2, source3, source4, source5, source6, source7, resultSelector));
    }

    /// <summary>Combines the latest values of 8 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, T8, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, Func<T1, T2, T3, T4, T5, T6, T7, T8, TResult> resultSelector)
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
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, resultSelector));
    }

    /// <summary>Combines the values of 8 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, T8, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, Func<T1, T2, T3, T4, T5, T6, T7, T8, TResult> resultSelector)
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
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, resultSelector));
    }

    /// <summary>Combines the latest values of 9 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult> resultSelector)
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
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, resultSelector));
    }

    /// <summary>Combines the values of 9 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult> resultSelector)
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
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, resultSelector));
    }

    /// <summary>Combines the latest values of 10 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult> resultSelector)
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
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, resultSelector));
    }

    /// <summary>Combines the values of 10 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult> resultSelector)
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
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, resultSelector));
    }

    /// <summary>Combines the latest values of 11 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult> resultSelector)
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
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, resultSelector));
    }

    /// <summary>Combines the values of 11 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult> resultSelector)
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
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, resultSelector));
    }

    /// <summary>Combines the latest values of 12 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult> resultSelector)
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
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, resultSelector));
    }

    /// <summary>Combines the values of 12 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult> resultSelector)
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
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, resultSelector));
    }

    /// <summary>Combines the latest values of 13 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="T13">The thirteenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="source13">The thirteenth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, IAsyncObservable<T13> source13, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult> resultSelector)
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
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, resultSelector));
    }

    /// <summary>Combines the values of 13 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="T13">The thirteenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="source13">The thirteenth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, IAsyncObservable<T13> source13, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult> resultSelector)
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
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, resultSelector));
    }

    /// <summary>Combines the latest values of 14 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="T13">The thirteenth element type.</typeparam>
    /// <typeparam name="T14">The fourteenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="source13">The thirteenth sequence.</param>
    /// <param name="source14">The fourteenth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, IAsyncObservable<T13> source13, IAsyncObservable<T14> source14, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult> resultSelector)
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
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, resultSelector));
    }

    /// <summary>Combines the values of 14 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="T13">The thirteenth element type.</typeparam>
    /// <typeparam name="T14">The fourteenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="source13">The thirteenth sequence.</param>
    /// <param name="source14">The fourteenth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, IAsyncObservable<T13> source13, IAsyncObservable<T14> source14, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult> resultSelector)
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
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, resultSelector));
    }

    /// <summary>Combines the latest values of 15 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="T13">The thirteenth element type.</typeparam>
    /// <typeparam name="T14">The fourteenth element type.</typeparam>
    /// <typeparam name="T15">The fifteenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="source13">The thirteenth sequence.</param>
    /// <param name="source14">The fourteenth sequence.</param>
    /// <param name="source15">The fifteenth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, IAsyncObservable<T13> source13, IAsyncObservable<T14> source14, IAsyncObservable<T15> source15, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult> resultSelector)
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
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, resultSelector));
    }

    /// <summary>Combines the values of 15 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="T13">The thirteenth element type.</typeparam>
    /// <typeparam name="T14">The fourteenth element type.</typeparam>
    /// <typeparam name="T15">The fifteenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="source13">The thirteenth sequence.</param>
    /// <param name="source14">The fourteenth sequence.</param>
    /// <param name="source15">The fifteenth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, IAsyncObservable<T13> source13, IAsyncObservable<T14> source14, IAsyncObservable<T15> source15, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult> resultSelector)
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
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, resultSelector));
    }

    /// <summary>Combines the latest values of 16 sequences each time one of them sends a value (once all have one).</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="T13">The thirteenth element type.</typeparam>
    /// <typeparam name="T14">The fourteenth element type.</typeparam>
    /// <typeparam name="T15">The fifteenth element type.</typeparam>
    /// <typeparam name="T16">The sixteenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="source13">The thirteenth sequence.</param>
    /// <param name="source14">The fourteenth sequence.</param>
    /// <param name="source15">The fifteenth sequence.</param>
    /// <param name="source16">The sixteenth sequence.</param>
    /// <param name="resultSelector">Combines the latest values.</param>
    /// <returns>The combined sequence.</returns>
    public static IAsyncObservable<TResult> CombineLatest<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, IAsyncObservable<T13> source13, IAsyncObservable<T14> source14, IAsyncObservable<T15> source15, IAsyncObservable<T16> source16, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult> resultSelector)
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
        return new Combine<TResult>(false, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, source16, resultSelector));
    }

    /// <summary>Combines the values of 16 sequences in order; values waiting for partners are buffered.</summary>
    /// <typeparam name="T1">The first element type.</typeparam>
    /// <typeparam name="T2">The second element type.</typeparam>
    /// <typeparam name="T3">The third element type.</typeparam>
    /// <typeparam name="T4">The fourth element type.</typeparam>
    /// <typeparam name="T5">The fifth element type.</typeparam>
    /// <typeparam name="T6">The sixth element type.</typeparam>
    /// <typeparam name="T7">The seventh element type.</typeparam>
    /// <typeparam name="T8">The eighth element type.</typeparam>
    /// <typeparam name="T9">The ninth element type.</typeparam>
    /// <typeparam name="T10">The tenth element type.</typeparam>
    /// <typeparam name="T11">The eleventh element type.</typeparam>
    /// <typeparam name="T12">The twelfth element type.</typeparam>
    /// <typeparam name="T13">The thirteenth element type.</typeparam>
    /// <typeparam name="T14">The fourteenth element type.</typeparam>
    /// <typeparam name="T15">The fifteenth element type.</typeparam>
    /// <typeparam name="T16">The sixteenth element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source1">The first sequence.</param>
    /// <param name="source2">The second sequence.</param>
    /// <param name="source3">The third sequence.</param>
    /// <param name="source4">The fourth sequence.</param>
    /// <param name="source5">The fifth sequence.</param>
    /// <param name="source6">The sixth sequence.</param>
    /// <param name="source7">The seventh sequence.</param>
    /// <param name="source8">The eighth sequence.</param>
    /// <param name="source9">The ninth sequence.</param>
    /// <param name="source10">The tenth sequence.</param>
    /// <param name="source11">The eleventh sequence.</param>
    /// <param name="source12">The twelfth sequence.</param>
    /// <param name="source13">The thirteenth sequence.</param>
    /// <param name="source14">The fourteenth sequence.</param>
    /// <param name="source15">The fifteenth sequence.</param>
    /// <param name="source16">The sixteenth sequence.</param>
    /// <param name="resultSelector">Combines one value of each sequence.</param>
    /// <returns>The zipped sequence.</returns>
    public static IAsyncObservable<TResult> Zip<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult>(this IAsyncObservable<T1> source1, IAsyncObservable<T2> source2, IAsyncObservable<T3> source3, IAsyncObservable<T4> source4, IAsyncObservable<T5> source5, IAsyncObservable<T6> source6, IAsyncObservable<T7> source7, IAsyncObservable<T8> source8, IAsyncObservable<T9> source9, IAsyncObservable<T10> source10, IAsyncObservable<T11> source11, IAsyncObservable<T12> source12, IAsyncObservable<T13> source13, IAsyncObservable<T14> source14, IAsyncObservable<T15> source15, IAsyncObservable<T16> source16, Func<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult> resultSelector)
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
        return new Combine<TResult>(true, state => new CombineWiring<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, TResult>(state, source1, source2, source3, source4, source5, source6, source7, source8, source9, source10, source11, source12, source13, source14, source15, source16, resultSelector));
    }
}
