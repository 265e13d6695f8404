using Rheo.Async.Linq.Operators;

namespace Rheo.Async.Linq;

public static partial class AsyncObservable
{
    /// <summary>Returns the first value; fails with <see cref="InvalidOperationException"/> on an empty sequence.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The first value.</returns>
    public static ValueTask<T> FirstAsync<T>(this IAsyncObservable<T> source, CancellationToken cancellationToken = default) =>
        NotNullAsync(new First<T>(false, default).RunAsync(source, cancellationToken));

    /// <summary>Returns the first value satisfying <paramref name="predicate"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="predicate">The condition.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The first matching value.</returns>
    public static ValueTask<T> FirstAsync<T>(this IAsyncObservable<T> source, Func<T, bool> predicate, CancellationToken cancellationToken = default) =>
        source.Where(predicate).FirstAsync(cancellationToken);

    /// <summary>Returns the first value, or <paramref name="defaultValue"/> on an empty sequence.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="defaultValue">The value for an empty sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The first value or the default.</returns>
    public static ValueTask<T?> FirstOrDefaultAsync<T>(this IAsyncObservable<T> source, T? defaultValue = default, CancellationToken cancellationToken = default) =>
        new First<T>(true, defaultValue).RunAsync(source, cancellationToken);

    /// <summary>Returns the last value; fails with <see cref="InvalidOperationException"/> on an empty sequence.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The last value.</returns>
    public static ValueTask<T> LastAsync<T>(this IAsyncObservable<T> source, CancellationToken cancellationToken = default) =>
        NotNullAsync(new Last<T>(false, default).RunAsync(source, cancellationToken));

    /// <summary>Returns the last value, or <paramref name="defaultValue"/> on an empty sequence.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="defaultValue">The value for an empty sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The last value or the default.</returns>
    public static ValueTask<T?> LastOrDefaultAsync<T>(this IAsyncObservable<T> source, T? defaultValue = default, CancellationToken cancellationToken = default) =>
        new Last<T>(true, defaultValue).RunAsync(source, cancellationToken);

    /// <summary>Returns the only value; fails with <see cref="InvalidOperationException"/> if there is none or more than one.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The only value.</returns>
    public static ValueTask<T> SingleAsync<T>(this IAsyncObservable<T> source, CancellationToken cancellationToken = default) =>
        NotNullAsync(new Single<T>(false, default).RunAsync(source, cancellationToken));

    /// <summary>Returns the only value, or <paramref name="defaultValue"/> if there is none; fails if there is more than one.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="defaultValue">The value for an empty sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The only value or the default.</returns>
    public static ValueTask<T?> SingleOrDefaultAsync<T>(this IAsyncObservable<T> source, T? defaultValue = default, CancellationToken cancellationToken = default) =>
        new Single<T>(true, defaultValue).RunAsync(source, cancellationToken);

    /// <summary>Counts the values.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The count.</returns>
    public static ValueTask<int> CountAsync<T>(this IAsyncObservable<T> source, CancellationToken cancellationToken = default) =>
        new Count<T>(null).RunAsync(source, cancellationToken);

    /// <summary>Counts the values satisfying <paramref name="predicate"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="predicate">The condition.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The count.</returns>
    public static ValueTask<int> CountAsync<T>(this IAsyncObservable<T> source, Func<T, bool> predicate, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Count<T>(predicate).RunAsync(source, cancellationToken);
    }

    /// <summary>Counts the values as a 64-bit number.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The count.</returns>
    public static ValueTask<long> LongCountAsync<T>(this IAsyncObservable<T> source, CancellationToken cancellationToken = default) =>
        new LongCount<T>(null).RunAsync(source, cancellationToken);

    /// <summary>Returns whether the sequence has any value (stops at the first).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>Whether a value arrived.</returns>
    public static ValueTask<bool> AnyAsync<T>(this IAsyncObservable<T> source, CancellationToken cancellationToken = default) =>
        new Any<T>(static _ => true, true).RunAsync(source, cancellationToken);

    /// <summary>Returns whether any value satisfies <paramref name="predicate"/> (stops at the first match).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="predicate">The condition.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>Whether a value matched.</returns>
    public static ValueTask<bool> AnyAsync<T>(this IAsyncObservable<T> source, Func<T, bool> predicate, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Any<T>(predicate, true).RunAsync(source, cancellationToken);
    }

    /// <summary>Returns whether every value satisfies <paramref name="predicate"/> (stops at the first mismatch).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="predicate">The condition.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>Whether all values matched.</returns>
    public static ValueTask<bool> AllAsync<T>(this IAsyncObservable<T> source, Func<T, bool> predicate, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Any<T>(predicate, false).RunAsync(source, cancellationToken);
    }

    /// <summary>Returns whether the sequence contains <paramref name="value"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="value">The value to look for.</param>
    /// <param name="comparer">The equality comparer; the default one when <see langword="null"/>.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>Whether the value arrived.</returns>
    public static ValueTask<bool> ContainsAsync<T>(this IAsyncObservable<T> source, T value, IEqualityComparer<T>? comparer = null, CancellationToken cancellationToken = default)
    {
        var eq = comparer ?? EqualityComparer<T>.Default;
        return new Any<T>(x => eq.Equals(x, value), true).RunAsync(source, cancellationToken);
    }

    /// <summary>Folds the values from <paramref name="seed"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TAccumulate">The accumulator type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="seed">The initial accumulator.</param>
    /// <param name="accumulator">The fold function.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The final accumulator.</returns>
    public static ValueTask<TAccumulate> AggregateAsync<TSource, TAccumulate>(this IAsyncObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new Aggregate<TSource, TAccumulate>(seed, accumulator).RunAsync(source, cancellationToken);
    }

    /// <summary>Folds the values from <paramref name="seed"/> and projects the final accumulator.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TAccumulate">The accumulator type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="seed">The initial accumulator.</param>
    /// <param name="accumulator">The fold function.</param>
    /// <param name="resultSelector">Projects the final accumulator.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The projected result.</returns>
    public static ValueTask<TResult> AggregateAsync<TSource, TAccumulate, TResult>(this IAsyncObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator, Func<TAccumulate, TResult> resultSelector, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        ArgumentNullException.ThrowIfNull(resultSelector);
        return Core(new Aggregate<TSource, TAccumulate>(seed, accumulator).RunAsync(source, cancellationToken), resultSelector);

        static async ValueTask<TResult> Core(ValueTask<TAccumulate> result, Func<TAccumulate, TResult> resultSelector) =>
            resultSelector(await result.ConfigureAwait(false));
    }

    /// <summary>Folds the values, starting from the first; fails with <see cref="InvalidOperationException"/> on an empty sequence.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="accumulator">The fold function.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The final accumulator.</returns>
    public static ValueTask<T> AggregateAsync<T>(this IAsyncObservable<T> source, Func<T, T, T> accumulator, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new AggregateNoSeed<T>(accumulator).RunAsync(source, cancellationToken);
    }

    /// <summary>Collects the values into a list.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The list.</returns>
    public static ValueTask<List<T>> ToListAsync<T>(this IAsyncObservable<T> source, CancellationToken cancellationToken = default) =>
        new ToList<T>().RunAsync(source, cancellationToken);

    /// <summary>Collects the values into a dictionary; a duplicate key fails with <see cref="ArgumentException"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="keySelector">Selects the key.</param>
    /// <param name="comparer">The key comparer; the default one when <see langword="null"/>.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The dictionary.</returns>
    public static ValueTask<Dictionary<TKey, TSource>> ToDictionaryAsync<TSource, TKey>(this IAsyncObservable<TSource> source, Func<TSource, TKey> keySelector, IEqualityComparer<TKey>? comparer = null, CancellationToken cancellationToken = default)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        return new ToDictionary<TSource, TKey, TSource>(keySelector, static x => x, comparer).RunAsync(source, cancellationToken);
    }

    /// <summary>Collects the values into a dictionary of projected elements; a duplicate key fails with <see cref="ArgumentException"/>.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The dictionary's element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="keySelector">Selects the key.</param>
    /// <param name="elementSelector">Selects the element.</param>
    /// <param name="comparer">The key comparer; the default one when <see langword="null"/>.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>The dictionary.</returns>
    public static ValueTask<Dictionary<TKey, TElement>> ToDictionaryAsync<TSource, TKey, TElement>(this IAsyncObservable<TSource> source, Func<TSource, TKey> keySelector, Func<TSource, TElement> elementSelector, IEqualityComparer<TKey>? comparer = null, CancellationToken cancellationToken = default)
        where TKey : notnull
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(keySelector);
        ArgumentNullException.ThrowIfNull(elementSelector);
        return new ToDictionary<TSource, TKey, TElement>(keySelector, elementSelector, comparer).RunAsync(source, cancellationToken);
    }

    /// <summary>Runs <paramref name="action"/> for each value and completes when the sequence does.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="action">The action.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>A task that completes with the sequence.</returns>
    public static ValueTask ForEachAsync<T>(this IAsyncObservable<T> source, Action<T> action, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(action);
        return new ValueTask(new ForEach<T>(
            (x, _) =>
            {
                action(x);
                return default;
            },
            cancellationToken).RunAsync(source, cancellationToken).AsTask());
    }

    /// <summary>Awaits <paramref name="actionAsync"/> for each value (the producer waits for it) and completes when the sequence does.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The sequence.</param>
    /// <param name="actionAsync">The asynchronous action; its token is <paramref name="cancellationToken"/>.</param>
    /// <param name="cancellationToken">Cancels the wait and disposes the subscription.</param>
    /// <returns>A task that completes with the sequence.</returns>
    public static ValueTask ForEachAsync<T>(this IAsyncObservable<T> source, Func<T, CancellationToken, ValueTask> actionAsync, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(actionAsync);
        return new ValueTask(new ForEach<T>(actionAsync, cancellationToken).RunAsync(source, cancellationToken).AsTask());
    }

    // The value of a non-default First/Last/Single, which never completes with the default.
    private static async ValueTask<T> NotNullAsync<T>(ValueTask<T?> result) => (await result.ConfigureAwait(false))!;
}
