using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>Sends the values of each source in turn, subscribing to the next when one completes.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The concatenation.</returns>
    public static IAsyncObservable<T> Concat<T>(params IEnumerable<IAsyncObservable<T>> sources) => Sequential(sources, false);

    /// <summary>Sends the values of <paramref name="first"/>, then those of <paramref name="second"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="first">The first source.</param>
    /// <param name="second">The second source.</param>
    /// <returns>The concatenation.</returns>
    public static IAsyncObservable<T> Concat<T>(this IAsyncObservable<T> first, IAsyncObservable<T> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Concat<T>([first, second], false);
    }

    /// <summary>Sends the values of each source in turn, moving on when one completes or fails; ends with completion.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="sources">The sources.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> OnErrorResumeNext<T>(params IEnumerable<IAsyncObservable<T>> sources) => Sequential(sources, true);

    /// <summary>Sends <paramref name="values"/>, then the values of the source.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="values">The values to send first.</param>
    /// <returns>The sequence with its prefix.</returns>
    public static IAsyncObservable<T> StartWith<T>(this IAsyncObservable<T> source, params T[] values)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(values);
        return values.Length == 0 ? source : new Concat<T>([new ArraySource<T>([.. values]), source], false);
    }

    /// <summary>Sends <paramref name="value"/>, then the values of the source.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="value">The value to send first.</param>
    /// <returns>The sequence with its prefix.</returns>
    public static IAsyncObservable<T> Prepend<T>(this IAsyncObservable<T> source, T value)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Concat<T>([new ArraySource<T>([value]), source], false);
    }

    /// <summary>Merges the inner sequences, all subscribed as they arrive.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="sources">The sequence of sequences.</param>
    /// <returns>The merged sequence.</returns>
    public static IAsyncObservable<T> Merge<T>(this IAsyncObservable<IAsyncObservable<T>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Merge<T>(sources, int.MaxValue);
    }

    /// <summary>Merges the inner sequences, at most <paramref name="maxConcurrent"/> at once; the outer sequence waits for a free slot.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="sources">The sequence of sequences.</param>
    /// <param name="maxConcurrent">The largest number of inner sequences subscribed at once.</param>
    /// <returns>The merged sequence.</returns>
    public static IAsyncObservable<T> Merge<T>(this IAsyncObservable<IAsyncObservable<T>> sources, int maxConcurrent)
    {
        ArgumentNullException.ThrowIfNull(sources);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(maxConcurrent);
        return new Merge<T>(sources, maxConcurrent);
    }

    /// <summary>Merges the given sequences.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="sources">The sequences.</param>
    /// <returns>The merged sequence.</returns>
    public static IAsyncObservable<T> Merge<T>(params IEnumerable<IAsyncObservable<T>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        IAsyncObservable<T>[] array = [.. sources];
        foreach (var s in array)
        {
            ArgumentNullException.ThrowIfNull(s, nameof(sources));
        }

        return new Merge<T>(new ArraySource<IAsyncObservable<T>>(array), int.MaxValue);
    }

    /// <summary>Projects each value to a sequence and merges them.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="selector">The projection to a sequence.</param>
    /// <returns>The merged results.</returns>
    public static IAsyncObservable<TResult> SelectMany<TSource, TResult>(this IAsyncObservable<TSource> source, Func<TSource, IAsyncObservable<TResult>> selector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Merge<TResult>(new Select<TSource, IAsyncObservable<TResult>>(source, selector), int.MaxValue);
    }

    /// <summary>Continues with the sequence returned by <paramref name="handler"/> when the source fails with a <typeparamref name="TException"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TException">The handled error type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="handler">Returns the continuation for the error.</param>
    /// <returns>The sequence with its error handled.</returns>
    public static IAsyncObservable<T> Catch<T, TException>(this IAsyncObservable<T> source, Func<TException, IAsyncObservable<T>> handler)
        where TException : Exception
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(handler);
        return new Catch<T, TException>(source, handler);
    }

    /// <summary>Continues with <paramref name="second"/> when the source fails.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="second">The continuation.</param>
    /// <returns>The sequence with its error handled.</returns>
    public static IAsyncObservable<T> Catch<T>(this IAsyncObservable<T> source, IAsyncObservable<T> second)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(second);
        return new Catch<T, Exception>(source, _ => second);
    }

    /// <summary>Resubscribes to the source after each error, forever.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <returns>The retried sequence.</returns>
    public static IAsyncObservable<T> Retry<T>(this IAsyncObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Retry<T>(source, null);
    }

    /// <summary>Subscribes to the source up to <paramref name="retryCount"/> times in all; the last error goes through.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="retryCount">The number of subscriptions in all.</param>
    /// <returns>The retried sequence.</returns>
    public static IAsyncObservable<T> Retry<T>(this IAsyncObservable<T> source, int retryCount)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentOutOfRangeException.ThrowIfNegative(retryCount);
        return retryCount == 0 ? Empty<T>() : new Retry<T>(source, retryCount);
    }

    /// <summary>Runs <paramref name="finallyAction"/> once the subscription ends (after the terminal message, or on disposal).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="finallyAction">The action.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Finally<T>(this IAsyncObservable<T> source, Action finallyAction)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(finallyAction);
        return new Finally<T>(source, () =>
        {
            finallyAction();
            return default;
        });
    }

    /// <summary>Awaits <paramref name="finallyAction"/> once the subscription ends (after the terminal message, or on disposal).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="finallyAction">The asynchronous action.</param>
    /// <returns>The sequence.</returns>
    public static IAsyncObservable<T> Finally<T>(this IAsyncObservable<T> source, Func<ValueTask> finallyAction)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(finallyAction);
        return new Finally<T>(source, finallyAction);
    }

    /// <summary>Follows the latest inner sequence, disposing the previous one when a new one arrives.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="sources">The sequence of sequences.</param>
    /// <returns>The values of the latest inner sequence.</returns>
    public static IAsyncObservable<T> Switch<T>(this IAsyncObservable<IAsyncObservable<T>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        return new Switch<T>(sources);
    }

    /// <summary>Follows whichever of the two sequences sends a message first.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="first">The first sequence.</param>
    /// <param name="second">The second sequence.</param>
    /// <returns>The winning sequence.</returns>
    public static IAsyncObservable<T> Amb<T>(this IAsyncObservable<T> first, IAsyncObservable<T> second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        return new Amb<T>([first, second]);
    }

    /// <summary>Follows whichever sequence sends a message first.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="sources">The sequences.</param>
    /// <returns>The winning sequence.</returns>
    public static IAsyncObservable<T> Amb<T>(params IEnumerable<IAsyncObservable<T>> sources)
    {
        ArgumentNullException.ThrowIfNull(sources);
        IAsyncObservable<T>[] array = [.. sources];
        foreach (var s in array)
        {
            ArgumentNullException.ThrowIfNull(s, nameof(sources));
        }

        return array.Length == 0 ? Never<T>() : new Amb<T>(array);
    }

    private static IAsyncObservable<T> Sequential<T>(IEnumerable<IAsyncObservable<T>> sources, bool resumeOnError)
    {
        ArgumentNullException.ThrowIfNull(sources);
        IAsyncObservable<T>[] array = [.. sources];
        foreach (var s in array)
        {
            ArgumentNullException.ThrowIfNull(s, nameof(sources));
        }

        return array.Length == 0 ? Empty<T>() : new Concat<T>(array, resumeOnError);
    }
}
