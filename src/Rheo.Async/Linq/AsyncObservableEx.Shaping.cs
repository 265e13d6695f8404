namespace Rheo.Async;

public static partial class AsyncObservableEx
{
    /// <summary>From the second value on, sends each value together with the one before it.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>(previous, current) pairs; a source of n values gives n - 1 pairs.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<(T Previous, T Current)> Pairwise<T>(this IAsyncObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.Pairwise<T>(source);
    }

    /// <summary>
    /// Like <c>Scan</c>, but sends <paramref name="seed"/> first, as soon as the subscription starts (from a
    /// thread-pool work item, like every source); the source is subscribed once the observer has handled the seed.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TAccumulate">The accumulator type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="seed">The first value sent and the initial accumulator.</param>
    /// <param name="accumulator">Makes the next accumulator from the current one and a value; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The seed, then every accumulator value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="accumulator"/> is null.</exception>
    public static IAsyncObservable<TAccumulate> ScanWithInitial<TSource, TAccumulate>(this IAsyncObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new Linq.Operators.ScanWithInitial<TSource, TAccumulate>(source, seed, accumulator);
    }

    /// <summary>Relays the source; if it completes without sending a value, relays <paramref name="fallback"/> instead.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="fallback">The sequence subscribed when the source turns out empty.</param>
    /// <returns>The source's values, or the fallback's when the source had none. A source error is passed on.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="fallback"/> is null.</exception>
    public static IAsyncObservable<T> SwitchIfEmpty<T>(this IAsyncObservable<T> source, IAsyncObservable<T> fallback)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(fallback);
        return new Linq.Operators.SwitchIfEmpty<T>(source, fallback);
    }

    /// <summary>Waits for the first value for which <paramref name="predicate"/> holds, sends it and completes.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <returns>At most one value; completes empty if the source completes first.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="predicate"/> is null.</exception>
    public static IAsyncObservable<T> WaitUntil<T>(this IAsyncObservable<T> source, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Linq.Operators.WaitUntil<T>(source, predicate);
    }

    /// <summary>
    /// Passes every value up to and including the first one for which <paramref name="stopPredicate"/> holds,
    /// then completes. This is the same operator as <c>AsyncObservable.TakeUntil(Func&lt;T, bool&gt;)</c> (inclusive,
    /// as Rx.NET's predicate overload), under a name that says so and cannot be confused with
    /// <c>TakeUntil(IAsyncObservable&lt;TOther&gt;)</c> or <c>TakeWhile</c>.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="stopPredicate">The stop condition; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The values up to the stop value, included.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="stopPredicate"/> is null.</exception>
    public static IAsyncObservable<T> TakeUntilInclusive<T>(this IAsyncObservable<T> source, Func<T, bool> stopPredicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(stopPredicate);
        return new Linq.Operators.TakeUntilPredicate<T>(source, stopPredicate);
    }

    /// <summary>Runs <paramref name="onSubscribe"/> on each subscription, before the source is subscribed.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onSubscribe">The action; a throw becomes <c>OnErrorAsync</c> and the source is not subscribed.</param>
    /// <returns>The source's messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onSubscribe"/> is null.</exception>
    public static IAsyncObservable<T> DoOnSubscribe<T>(this IAsyncObservable<T> source, Action onSubscribe)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onSubscribe);
        return new Linq.Operators.DoOnSubscribe<T>(source, () =>
        {
            onSubscribe();
            return default;
        });
    }

    /// <summary>Awaits <paramref name="onSubscribe"/> on each subscription, before the source is subscribed.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onSubscribe">The asynchronous action; a throw or a faulted task becomes <c>OnErrorAsync</c> and the source is not subscribed.</param>
    /// <returns>The source's messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onSubscribe"/> is null.</exception>
    public static IAsyncObservable<T> DoOnSubscribe<T>(this IAsyncObservable<T> source, Func<ValueTask> onSubscribe)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onSubscribe);
        return new Linq.Operators.DoOnSubscribe<T>(source, onSubscribe);
    }

    /// <summary>
    /// Runs <paramref name="onDispose"/> once per subscription, when it is disposed (mid-stream, or after it
    /// terminated), after the source subscription was disposed.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onDispose">The action; a throw propagates to the caller of <c>DisposeAsync</c> (nothing can be sent any more).</param>
    /// <returns>The source's messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onDispose"/> is null.</exception>
    public static IAsyncObservable<T> DoOnDispose<T>(this IAsyncObservable<T> source, Action onDispose)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onDispose);
        return new Linq.Operators.DoOnDispose<T>(source, () =>
        {
            onDispose();
            return default;
        });
    }

    /// <summary>
    /// Awaits <paramref name="onDispose"/> once per subscription, when it is disposed (mid-stream, or after it
    /// terminated), after the source subscription was disposed.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onDispose">The asynchronous action; a throw or a faulted task propagates to the caller of <c>DisposeAsync</c>.</param>
    /// <returns>The source's messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onDispose"/> is null.</exception>
    public static IAsyncObservable<T> DoOnDispose<T>(this IAsyncObservable<T> source, Func<ValueTask> onDispose)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onDispose);
        return new Linq.Operators.DoOnDispose<T>(source, onDispose);
    }

    /// <summary>
    /// Shares one subscription to the source among all subscribers (made by the first, disposed when the last
    /// leaves, made afresh by the next one) and sends each new subscriber the latest value at once, inside
    /// <c>SubscribeAsync</c> as the behavior subjects do: <paramref name="initialValue"/> until the source sends one,
    /// then the latest value seen, kept across connections. Each value is awaited by the subscribers in turn before
    /// the next one; replay and live values never interleave. A terminal message reaches the current subscribers and
    /// ends the connection.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="initialValue">The value replayed before the source's first value.</param>
    /// <returns>The shared sequence.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<T> ReplayLastOnSubscribe<T>(this IAsyncObservable<T> source, T initialValue)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.ReplayLastOnSubscribe<T>(source, initialValue);
    }

    /// <summary>
    /// Splits a character stream into frames: from a <paramref name="startsWith"/> character to the next
    /// <paramref name="endsWith"/> character, both included. Characters outside a frame are dropped; a start
    /// character inside a frame starts it again.
    /// </summary>
    /// <param name="source">The characters.</param>
    /// <param name="startsWith">The character that opens a frame.</param>
    /// <param name="endsWith">The character that closes a frame.</param>
    /// <returns>One string per closed frame; an unclosed frame at completion is dropped.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<string> BufferUntil(this IAsyncObservable<char> source, char startsWith, char endsWith)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.BufferUntilChar(source, startsWith, endsWith);
    }

    /// <summary>Splits a stream into frames from a <paramref name="startsWith"/> value to the next <paramref name="endsWith"/> value, both included.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="startsWith">The value that opens a frame.</param>
    /// <param name="endsWith">The value that closes a frame.</param>
    /// <param name="comparer">Compares values with the delimiters; null for the default comparer. A throw becomes <c>OnErrorAsync</c>.</param>
    /// <returns>One list per closed frame; values outside frames and an unclosed frame at completion are dropped.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<IList<T>> BufferUntil<T>(this IAsyncObservable<T> source, T startsWith, T endsWith, IEqualityComparer<T>? comparer = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.BufferUntil<T>(source, startsWith, endsWith, comparer ?? EqualityComparer<T>.Default);
    }

    /// <summary>Shuffles each array in place (Fisher-Yates) and sends it on.</summary>
    /// <typeparam name="T">The array's element type.</typeparam>
    /// <param name="source">The arrays.</param>
    /// <returns>The same arrays, shuffled; a null array is passed on as is.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<T[]> Shuffle<T>(this IAsyncObservable<T[]> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.Shuffle<T>(source, null);
    }

    /// <summary>Shuffles each array in place with <paramref name="random"/> (seed it for a repeatable order) and sends it on.</summary>
    /// <typeparam name="T">The array's element type.</typeparam>
    /// <param name="source">The arrays.</param>
    /// <param name="random">The random source; used for one array at a time (values never overlap).</param>
    /// <returns>The same arrays, shuffled.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="random"/> is null.</exception>
    public static IAsyncObservable<T[]> Shuffle<T>(this IAsyncObservable<T[]> source, Random random)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(random);
        return new Linq.Operators.Shuffle<T>(source, random);
    }

    /// <summary>
    /// Sends the source's latest value each time <paramref name="sampler"/> sends, even if that value was sent
    /// before (Rx <c>Sample</c> sends each value at most once); nothing before the source's first value.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <typeparam name="TSample">The sampler's element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="sampler">The ticks; its completion stops sampling, its error is passed on.</param>
    /// <returns>The sampled values; completes with the source.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="sampler"/> is null.</exception>
    public static IAsyncObservable<T> SampleLatest<T, TSample>(this IAsyncObservable<T> source, IAsyncObservable<TSample> sampler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(sampler);
        return new Linq.Operators.SampleLatest<T, TSample>(source, sampler);
    }

    /// <summary>
    /// Tries candidate sources one at a time, in order, and sends the first value that matches
    /// <paramref name="predicate"/>, then completes (disposing that candidate). A candidate that completes or fails
    /// without a match is followed by the next one; if none matched, the result completes empty, or fails with the
    /// last candidate error if any candidate failed. Typical use: the first reachable endpoint, the first cache that
    /// has a key.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="candidates">The candidates, read lazily (a candidate is subscribed only if the ones before it found nothing).</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnErrorAsync</c>.</param>
    /// <returns>At most one value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="candidates"/> or <paramref name="predicate"/> is null.</exception>
    public static IAsyncObservable<T> FirstMatchFromCandidates<T>(this IEnumerable<IAsyncObservable<T>> candidates, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(candidates);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Linq.Operators.FirstMatchFromCandidates<T>(candidates, predicate);
    }
}
