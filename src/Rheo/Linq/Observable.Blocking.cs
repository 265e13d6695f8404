namespace Rheo.Linq;

// Blocking operators and push-to-pull adapters. The blocking forms wait on the calling thread; they allocate a
// wait handle only when the source has not finished by the time Subscribe returns. Prefer the Async forms
// (FirstAsync, LastAsync, ...) in code that must not block.
public static partial class Observable
{

    /// <summary>Returns the first element, blocking until it arrives; the source is disposed at once (a synchronous source stops mid-loop); no element throws <see cref="InvalidOperationException"/>. An error from the source is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The element.</returns>
    public static TSource First<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, null, Operators.BlockingFirstLastSingleMode.First, orDefault: false);
    }

    /// <summary>Returns the first element that satisfies <paramref name="predicate"/>, blocking until it arrives; the source is disposed at once (a synchronous source stops mid-loop); no such element throws <see cref="InvalidOperationException"/>. An error from the source or the predicate is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition.</param>
    /// <returns>The element.</returns>
    public static TSource First<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, predicate, Operators.BlockingFirstLastSingleMode.First, orDefault: false);
    }

    /// <summary>Returns the first element, blocking until it arrives; the source is disposed at once (a synchronous source stops mid-loop); no element returns <c>default</c>. An error from the source is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The element.</returns>
    public static TSource FirstOrDefault<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, null, Operators.BlockingFirstLastSingleMode.First, orDefault: true);
    }

    /// <summary>Returns the first element that satisfies <paramref name="predicate"/>, blocking until it arrives; the source is disposed at once (a synchronous source stops mid-loop); no such element returns <c>default</c>. An error from the source or the predicate is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition.</param>
    /// <returns>The element.</returns>
    public static TSource FirstOrDefault<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, predicate, Operators.BlockingFirstLastSingleMode.First, orDefault: true);
    }

    /// <summary>Returns the last element, blocking until the source completes; no element throws <see cref="InvalidOperationException"/>. An error from the source is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The element.</returns>
    public static TSource Last<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);

        // FirstAsync().Wait() is First(), and so on: the blocking form runs on the source, one sink fewer.
        return source switch
        {
            Operators.FirstAsync<TSource> first => first.Wait(),
            Operators.LastAsync<TSource> last => last.Wait(),
            Operators.SingleAsync<TSource> single => single.Wait(),
            _ => Operators.BlockingFirstLastSingle<TSource>.Run(source, null, Operators.BlockingFirstLastSingleMode.Last, orDefault: false),
        };
    }

    /// <summary>Returns the last element that satisfies <paramref name="predicate"/>, blocking until the source completes; no such element throws <see cref="InvalidOperationException"/>. An error from the source or the predicate is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition.</param>
    /// <returns>The element.</returns>
    public static TSource Last<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, predicate, Operators.BlockingFirstLastSingleMode.Last, orDefault: false);
    }

    /// <summary>Returns the last element, blocking until the source completes; no element returns <c>default</c>. An error from the source is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The element.</returns>
    public static TSource LastOrDefault<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, null, Operators.BlockingFirstLastSingleMode.Last, orDefault: true);
    }

    /// <summary>Returns the last element that satisfies <paramref name="predicate"/>, blocking until the source completes; no such element returns <c>default</c>. An error from the source or the predicate is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition.</param>
    /// <returns>The element.</returns>
    public static TSource LastOrDefault<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, predicate, Operators.BlockingFirstLastSingleMode.Last, orDefault: true);
    }

    /// <summary>Returns the only element, blocking until the source completes; a second element throws at once; no element throws <see cref="InvalidOperationException"/>. An error from the source is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The element.</returns>
    public static TSource Single<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, null, Operators.BlockingFirstLastSingleMode.Single, orDefault: false);
    }

    /// <summary>Returns the only element that satisfies <paramref name="predicate"/>, blocking until the source completes; a second element throws at once; no such element throws <see cref="InvalidOperationException"/>. An error from the source or the predicate is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition.</param>
    /// <returns>The element.</returns>
    public static TSource Single<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, predicate, Operators.BlockingFirstLastSingleMode.Single, orDefault: false);
    }

    /// <summary>Returns the only element, blocking until the source completes; a second element throws at once; no element returns <c>default</c>. An error from the source is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The element.</returns>
    public static TSource SingleOrDefault<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, null, Operators.BlockingFirstLastSingleMode.Single, orDefault: true);
    }

    /// <summary>Returns the only element that satisfies <paramref name="predicate"/>, blocking until the source completes; a second element throws at once; no such element returns <c>default</c>. An error from the source or the predicate is rethrown.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="predicate">The condition.</param>
    /// <returns>The element.</returns>
    public static TSource SingleOrDefault<TSource>(this IObservable<TSource> source, Func<TSource, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(predicate);
        return Operators.BlockingFirstLastSingle<TSource>.Run(source, predicate, Operators.BlockingFirstLastSingleMode.Single, orDefault: true);
    }

    /// <summary>
    /// Blocks until the source completes and returns its last element; an empty source throws
    /// <see cref="InvalidOperationException"/> and an error from the source is rethrown.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The last element.</returns>
    public static TSource Wait<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);

        // FirstAsync().Wait() is First(), and so on: the blocking form runs on the source, one sink fewer.
        return source switch
        {
            Operators.FirstAsync<TSource> first => first.Wait(),
            Operators.LastAsync<TSource> last => last.Wait(),
            Operators.SingleAsync<TSource> single => single.Wait(),
            _ => Operators.BlockingFirstLastSingle<TSource>.Run(source, null, Operators.BlockingFirstLastSingleMode.Last, orDefault: false),
        };
    }

    /// <summary>
    /// Runs <paramref name="onNext"/> for each element on the thread that delivers it and blocks until the source
    /// ends. A throwing action disposes the source; its exception, or the source's error, is rethrown here.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="onNext">The action for each element.</param>
    public static void ForEach<TSource>(this IObservable<TSource> source, Action<TSource> onNext)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        new Operators.ForEach<TSource>(onNext, null).Run(source);
    }

    /// <summary>Runs <paramref name="onNext"/> for each element and its index, and blocks until the source ends.</summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="onNext">The action for each element and its index.</param>
    public static void ForEach<TSource>(this IObservable<TSource> source, Action<TSource, int> onNext)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        new Operators.ForEach<TSource>(null, onNext).Run(source);
    }

    /// <summary>
    /// Converts the observable into an enumerable: each enumeration subscribes, elements queue until pulled
    /// (unbounded), and <c>MoveNext</c> blocks while the queue is empty. Disposing the enumerator unsubscribes.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The enumerable.</returns>
    public static IEnumerable<TSource> ToEnumerable<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.PullEnumerable<TSource>(source, static () => new Operators.ToEnumerable<TSource>());
    }

    /// <summary>
    /// Subscribes and returns an enumerator over the elements, as one enumeration of <see cref="ToEnumerable"/>:
    /// elements queue until pulled and <c>MoveNext</c> blocks while the queue is empty. It also lets
    /// <c>foreach</c> run over an observable directly.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The enumerator; disposing it unsubscribes.</returns>
    public static IEnumerator<TSource> GetEnumerator<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.PullEnumerable<TSource>(source, static () => new Operators.ToEnumerable<TSource>()).GetEnumerator();
    }

    /// <summary>
    /// Returns an enumerable whose <c>MoveNext</c> takes the newest element not yet returned, blocking until one
    /// arrives; two pulls never return the same element, and only one element is ever held.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The enumerable; each enumeration subscribes.</returns>
    public static IEnumerable<TSource> Latest<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.PullEnumerable<TSource>(source, static () => new Operators.Latest<TSource>());
    }

    /// <summary>
    /// Returns an enumerable that samples the most recent element without blocking (<paramref name="initialValue"/>
    /// until the first arrives); consecutive pulls may return the same element.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="initialValue">Returned until the source produces an element.</param>
    /// <returns>The enumerable; each enumeration subscribes.</returns>
    public static IEnumerable<TSource> MostRecent<TSource>(this IObservable<TSource> source, TSource initialValue)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.MostRecent<TSource>(source, initialValue);
    }

    /// <summary>
    /// Returns an enumerable whose <c>MoveNext</c> blocks until the next element that arrives after the call;
    /// elements that arrive while nobody pulls are dropped.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The enumerable; each enumeration subscribes.</returns>
    public static IEnumerable<TSource> Next<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.PullEnumerable<TSource>(source, static () => new Operators.Next<TSource>());
    }

    /// <summary>
    /// Returns an enumerable of collectors: elements are merged into the current collector as they arrive, and
    /// each non-blocking <c>MoveNext</c> returns it and starts a fresh one from <paramref name="newCollector"/>.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TResult">The collector type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="newCollector">Creates the first collector and the one after each pull.</param>
    /// <param name="merge">Merges an element into the collector (it may return a different one).</param>
    /// <returns>The enumerable; each enumeration subscribes.</returns>
    public static IEnumerable<TResult> Collect<TSource, TResult>(this IObservable<TSource> source, Func<TResult> newCollector, Func<TResult, TSource, TResult> merge)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(newCollector);
        ArgumentNullException.ThrowIfNull(merge);
        return new Operators.Collect<TSource, TResult>(source, newCollector, merge, null);
    }

    /// <summary>
    /// Returns an enumerable of collectors: elements are merged into the current collector as they arrive, and
    /// each non-blocking <c>MoveNext</c> returns it and continues with <paramref name="getNewCollector"/> of it
    /// (which may return the same collector to keep accumulating).
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TResult">The collector type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <param name="getInitialCollector">Creates the first collector, once per enumeration.</param>
    /// <param name="merge">Merges an element into the collector (it may return a different one).</param>
    /// <param name="getNewCollector">Gives the collector to use after a pull, from the one just returned.</param>
    /// <returns>The enumerable; each enumeration subscribes.</returns>
    public static IEnumerable<TResult> Collect<TSource, TResult>(this IObservable<TSource> source, Func<TResult> getInitialCollector, Func<TResult, TSource, TResult> merge, Func<TResult, TResult> getNewCollector)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(getInitialCollector);
        ArgumentNullException.ThrowIfNull(merge);
        ArgumentNullException.ThrowIfNull(getNewCollector);
        return new Operators.Collect<TSource, TResult>(source, getInitialCollector, merge, getNewCollector);
    }

    /// <summary>
    /// Returns an enumerable of the chunks that arrived between pulls: each non-blocking <c>MoveNext</c> returns
    /// the elements received since the previous one (possibly none); the chunks concatenate to the source.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The elements.</param>
    /// <returns>The enumerable; each enumeration subscribes.</returns>
    public static IEnumerable<IList<TSource>> Chunkify<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.Collect<TSource, IList<TSource>>(
            source,
            static () => new List<TSource>(),
            static (chunk, value) =>
            {
                chunk.Add(value);
                return chunk;
            },
            static _ => new List<TSource>());
    }
}
