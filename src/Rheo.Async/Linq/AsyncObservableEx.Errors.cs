namespace Rheo.Async;

public static partial class AsyncObservableEx
{
    /// <summary>Turns an error into completion: the values sent so far stand, the error is swallowed.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The source's values; completes when the source completes or fails.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<T> CatchIgnore<T>(this IAsyncObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.CatchIgnore<T>(source, null);
    }

    /// <summary>Turns an error into completion after <paramref name="onError"/> saw it.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onError">Sees the error (to log it); if it throws, its exception is sent as <c>OnErrorAsync</c>.</param>
    /// <returns>The source's values; completes when the source completes or fails.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onError"/> is null.</exception>
    public static IAsyncObservable<T> CatchIgnore<T>(this IAsyncObservable<T> source, Action<Exception> onError)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onError);
        return new Linq.Operators.CatchIgnore<T>(source, onError);
    }

    /// <summary>Turns an error into one last value, <paramref name="value"/>, followed by completion.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="value">The value sent in place of the error.</param>
    /// <returns>The source's values, then <paramref name="value"/> if it failed.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<T> CatchAndReturn<T>(this IAsyncObservable<T> source, T value)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.CatchAndReturn<T>(source, value, null);
    }

    /// <summary>Turns an error into one last value made from it, followed by completion.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">Makes the value from the error; if it throws, its exception is sent as <c>OnErrorAsync</c>.</param>
    /// <returns>The source's values, then the selected value if it failed.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IAsyncObservable<T> CatchAndReturn<T>(this IAsyncObservable<T> source, Func<Exception, T> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Linq.Operators.CatchAndReturn<T>(source, default!, selector);
    }
}
