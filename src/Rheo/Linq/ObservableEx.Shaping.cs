namespace Rheo.Linq;

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

    /// <summary>Relays the source; if it completes without sending a value, relays <paramref name="fallback"/> instead.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="fallback">The sequence subscribed when the source turns out empty.</param>
    /// <returns>The source's values, or the fallback's when the source had none. A source error is passed on.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="fallback"/> is null.</exception>
    public static IObservable<T> SwitchIfEmpty<T>(this IObservable<T> source, IObservable<T> fallback)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(fallback);
        return new Operators.SwitchIfEmpty<T>(source, fallback);
    }

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

    /// <summary>Runs <paramref name="onSubscribe"/> on each subscription, before the source is subscribed.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onSubscribe">The action; a throw becomes <c>OnError</c> and the source is not subscribed.</param>
    /// <returns>The source's messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onSubscribe"/> is null.</exception>
    public static IObservable<T> DoOnSubscribe<T>(this IObservable<T> source, Action onSubscribe)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onSubscribe);
        return new Operators.DoOnSubscribe<T>(source, onSubscribe);
    }

    /// <summary>
    /// Runs <paramref name="onDispose"/> once per subscription, when it is disposed (mid-stream, or after it
    /// terminated), after the source subscription was disposed.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onDispose">The action; a throw propagates to the caller of <c>Dispose</c> (nothing can be sent any more).</param>
    /// <returns>The source's messages.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onDispose"/> is null.</exception>
    public static IObservable<T> DoOnDispose<T>(this IObservable<T> source, Action onDispose)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onDispose);
        return new Operators.DoOnDispose<T>(source, onDispose);
    }
}

public static partial class ObservableEx
{
    /// <summary>
    /// Splits a sequence in two by <paramref name="predicate"/>: <c>True</c> gets the values for which it holds,
    /// <c>False</c> the others. Both share one upstream subscription, made by the first subscriber to either side
    /// and disposed when the last subscriber of both sides leaves; the predicate runs once per value. Termination
    /// (and a throwing predicate, as <c>OnError</c>) reaches both sides. Subscribe to both before a synchronous
    /// source runs, or the second side misses what the first triggered.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="predicate">Chooses the side of each value.</param>
    /// <returns>The two sides.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="predicate"/> is null.</exception>
    public static (IObservable<T> True, IObservable<T> False) Partition<T>(this IObservable<T> source, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        var hub = new Operators.PartitionHub<T>(source, predicate);
        return (hub.Side(true), hub.Side(false));
    }

    /// <summary>
    /// Observes a property of an <see cref="System.ComponentModel.INotifyPropertyChanged"/> object: its current value
    /// on subscription, then its value after each <c>PropertyChanged</c> that names <paramref name="propertyName"/>
    /// (or names no property, which means all changed). The value is read through <paramref name="getter"/>; no
    /// reflection runs. Use <c>nameof</c>: <c>vm.ToPropertyObservable(v =&gt; v.Name, nameof(vm.Name))</c>.
    /// </summary>
    /// <typeparam name="TSource">The object's type.</typeparam>
    /// <typeparam name="TProperty">The property's type.</typeparam>
    /// <param name="source">The object.</param>
    /// <param name="getter">Reads the property; a throw becomes <c>OnError</c> and detaches the handler.</param>
    /// <param name="propertyName">The property's name, compared ordinally.</param>
    /// <returns>The property's values; never completes. Disposing detaches the handler.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TProperty> ToPropertyObservable<TSource, TProperty>(this TSource source, Func<TSource, TProperty> getter, string propertyName)
        where TSource : System.ComponentModel.INotifyPropertyChanged
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(getter);
        ArgumentNullException.ThrowIfNull(propertyName);
        return new Operators.ToPropertyObservable<TSource, TProperty>(source, getter, propertyName);
    }
}

public static partial class ObservableEx
{
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

    /// <summary>
    /// Subscribes to the source at once and exposes its latest value as an <see cref="IReadOnlyBehavior{T}"/>:
    /// <see cref="IReadOnlyBehavior{T}.Value"/> reads it, and each subscriber gets it at once, then every change.
    /// The source's termination reaches current and later subscribers.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="initialValue">The value until the source sends one.</param>
    /// <returns>The behavior; dispose it to stop following the source.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IReadOnlyBehavior<T> ToReadOnlyBehavior<T>(this IObservable<T> source, T initialValue)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ReadOnlyBehavior<T>(source, initialValue);
    }
}

public static partial class ObservableEx
{
    /// <summary>
    /// Shares one subscription to the source among all subscribers (made by the first, disposed when the last
    /// leaves, made afresh by the next one) and sends each new subscriber the latest value at once:
    /// <paramref name="initialValue"/> until the source sends one, then the latest value seen, kept across
    /// connections. A terminal message reaches the current subscribers and ends the connection.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="initialValue">The value replayed before the source's first value.</param>
    /// <returns>The shared sequence.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<T> ReplayLastOnSubscribe<T>(this IObservable<T> source, T initialValue)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ReplayLastOnSubscribe<T>(source, initialValue);
    }
}

public static partial class ObservableEx
{
    /// <summary>
    /// Tries candidate sources one at a time, in order, and sends the first value that matches
    /// <paramref name="predicate"/>, then completes (disposing that candidate). A candidate that completes or fails
    /// without a match is followed by the next one; if none matched, the result completes empty, or fails with the
    /// last candidate error if any candidate failed. Typical use: the first reachable endpoint, the first cache that
    /// has a key.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="candidates">The candidates, read lazily (a candidate is subscribed only if the ones before it found nothing).</param>
    /// <param name="predicate">The condition; a throw becomes <c>OnError</c>.</param>
    /// <returns>At most one value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="candidates"/> or <paramref name="predicate"/> is null.</exception>
    public static IObservable<T> FirstMatchFromCandidates<T>(this IEnumerable<IObservable<T>> candidates, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(candidates);
        ArgumentNullException.ThrowIfNull(predicate);
        return new Operators.FirstMatchFromCandidates<T>(candidates, predicate);
    }
}
