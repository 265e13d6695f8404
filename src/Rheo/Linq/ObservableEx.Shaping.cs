namespace Rheo.Linq;

// Operators that reshape values: pairs, a seeded running accumulator, delimited frames, shuffled arrays, samples.

public static partial class ObservableEx
{
    /// <summary>From the second value on, sends each value together with the one before it.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>(previous, current) pairs; a source of n values gives n - 1 pairs.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<(T Previous, T Current)> Pairwise<T>(this IObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Pairwise<T>(source);
    }

    /// <summary>Like <c>Scan</c>, but sends <paramref name="seed"/> first, as soon as the subscription starts.</summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TAccumulate">The accumulator type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="seed">The first value sent and the initial accumulator.</param>
    /// <param name="accumulator">Makes the next accumulator from the current one and a value; a throw becomes <c>OnError</c>.</param>
    /// <returns>The seed, then every accumulator value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="accumulator"/> is null.</exception>
    public static IObservable<TAccumulate> ScanWithInitial<TSource, TAccumulate>(this IObservable<TSource> source, TAccumulate seed, Func<TAccumulate, TSource, TAccumulate> accumulator)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(accumulator);
        return new Operators.ScanWithInitial<TSource, TAccumulate>(source, seed, accumulator);
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
    public static IObservable<string> BufferUntil(this IObservable<char> source, char startsWith, char endsWith)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.BufferUntilChar(source, startsWith, endsWith);
    }

    /// <summary>Splits a stream into frames from a <paramref name="startsWith"/> value to the next <paramref name="endsWith"/> value, both included.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="startsWith">The value that opens a frame.</param>
    /// <param name="endsWith">The value that closes a frame.</param>
    /// <param name="comparer">Compares values with the delimiters; null for the default comparer. A throw becomes <c>OnError</c>.</param>
    /// <returns>One list per closed frame; values outside frames and an unclosed frame at completion are dropped.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<IList<T>> BufferUntil<T>(this IObservable<T> source, T startsWith, T endsWith, IEqualityComparer<T>? comparer = null)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.BufferUntil<T>(source, startsWith, endsWith, comparer ?? EqualityComparer<T>.Default);
    }

    /// <summary>Shuffles each array in place (Fisher-Yates) and sends it on.</summary>
    /// <typeparam name="T">The array's element type.</typeparam>
    /// <param name="source">The arrays.</param>
    /// <returns>The same arrays, shuffled; a null array is passed on as is.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<T[]> Shuffle<T>(this IObservable<T[]> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Shuffle<T>(source, null);
    }

    /// <summary>Shuffles each array in place with <paramref name="random"/> (seed it for a repeatable order) and sends it on.</summary>
    /// <typeparam name="T">The array's element type.</typeparam>
    /// <param name="source">The arrays.</param>
    /// <param name="random">The random source; used from the source's thread only.</param>
    /// <returns>The same arrays, shuffled.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="random"/> is null.</exception>
    public static IObservable<T[]> Shuffle<T>(this IObservable<T[]> source, Random random)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(random);
        return new Operators.Shuffle<T>(source, random);
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
    public static IObservable<T> SampleLatest<T, TSample>(this IObservable<T> source, IObservable<TSample> sampler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(sampler);
        return new Operators.SampleLatest<T, TSample>(source, sampler);
    }
}
