namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Continues with the sequence <paramref name="handler"/> returns when <paramref name="source"/> fails
    /// with an exception of type <typeparamref name="TException"/>; other errors pass through.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TException">The type of exception to handle.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="handler">Returns the sequence to continue with; a throwing handler becomes <c>OnError</c>.</param>
    /// <returns>The observable; one sink per subscription, nothing per element.</returns>
    public static IObservable<TSource> Catch<TSource, TException>(this IObservable<TSource> source, Func<TException, IObservable<TSource>> handler)
        where TException : Exception
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(handler);
        return new Operators.CatchHandler<TSource, TException>(source, handler);
    }

    /// <summary>Continues with <paramref name="second"/> when <paramref name="first"/> fails.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The source used after an error of the first.</param>
    /// <returns>The observable; constant stack however deeply catches nest.</returns>
    public static IObservable<TSource> Catch<TSource>(this IObservable<TSource> first, IObservable<TSource> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.Catch<TSource>([first, second]);
    }

    /// <summary>Subscribes to each source in turn while the previous one fails; the last error is passed on.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources; the array is read when subscribed (not copied), as the enumerable form reads its sequence.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> Catch<TSource>(params IObservable<TSource>[] sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.Catch<TSource>(sources);
    }

    /// <summary>Subscribes to each source of the enumerable in turn while the previous one fails; the last error is passed on.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources, enumerated lazily.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> Catch<TSource>(this IEnumerable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.Catch<TSource>(sources);
    }

    /// <summary>Continues with <paramref name="second"/> after <paramref name="first"/> ends, whether it completed or failed.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> OnErrorResumeNext<TSource>(this IObservable<TSource> first, IObservable<TSource> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Operators.OnErrorResumeNext<TSource>([first, second]);
    }

    /// <summary>Subscribes to each source in turn, moving on after an error as after completion; completes after the last.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources; the array is read when subscribed (not copied), as the enumerable form reads its sequence.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> OnErrorResumeNext<TSource>(params IObservable<TSource>[] sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.OnErrorResumeNext<TSource>(sources);
    }

    /// <summary>Subscribes to each source of the enumerable in turn, moving on after an error as after completion.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="sources">The sources, enumerated lazily.</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> OnErrorResumeNext<TSource>(this IEnumerable<IObservable<TSource>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Operators.OnErrorResumeNext<TSource>(sources);
    }

    /// <summary>Resubscribes to <paramref name="source"/> after every error, until it completes.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The observable; resubscription runs in a loop on a constant stack.</returns>
    public static IObservable<TSource> Retry<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Retry<TSource>(source, -1);
    }

    /// <summary>Subscribes to <paramref name="source"/> up to <paramref name="retryCount"/> times while it fails; the last error is passed on.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="retryCount">The number of subscriptions in all (0: an empty sequence).</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> Retry<TSource>(this IObservable<TSource> source, int retryCount)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(retryCount);
        return retryCount == 0 ? Operators.Empty<TSource>.Instance : new Operators.Retry<TSource>(source, retryCount);
    }

    /// <summary>Resubscribes to <paramref name="source"/> every time it completes, forever; an error is passed on.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The observable; resubscription runs in a loop on a constant stack.</returns>
    public static IObservable<TSource> Repeat<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.RepeatSource<TSource>(source, -1);
    }

    /// <summary>Subscribes to <paramref name="source"/> <paramref name="repeatCount"/> times in a row; an error is passed on.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <param name="repeatCount">The number of subscriptions (0: an empty sequence).</param>
    /// <returns>The observable; constant stack.</returns>
    public static IObservable<TSource> Repeat<TSource>(this IObservable<TSource> source, int repeatCount)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(repeatCount);
        return repeatCount == 0 ? Operators.Empty<TSource>.Instance : new Operators.RepeatSource<TSource>(source, repeatCount);
    }
}
