namespace Rheo.Async;

public static partial class AsyncObservableEx
{
    /// <summary>
    /// Lets the source run ahead of a slow observer: a value that arrives while the observer's
    /// <see cref="IAsyncObserver{T}.OnNextAsync"/> is still pending is dropped and the source's call completes at
    /// once (no back-pressure); the delivery in flight goes on. A value that finds the observer idle is delivered,
    /// and when the observer completes it synchronously the source gets its task as is. The terminal message waits
    /// for the delivery in flight. This is <c>Rheo.Linq.ObservableEx.DropIfBusy</c> with the observer as the
    /// asynchronous work.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The values that found the observer idle, in order.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IAsyncObservable<T> DropIfBusy<T>(this IAsyncObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Linq.Operators.DropIfBusy<T>(source, null);
    }

    /// <summary>
    /// Runs <paramref name="handler"/> for a value when no work is in flight and drops the values that arrive while
    /// it runs; each handled value is then delivered, and values are dropped until that delivery completes too. The
    /// source's call completes at once while the work goes on (no back-pressure). A terminal message (completion or
    /// error) waits for the work in flight, since downstream calls never overlap. The same names and arguments as
    /// <c>Rheo.Linq.ObservableEx.DropIfBusy</c>.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="handler">The asynchronous work; its token is cancelled on dispose. A throw or fault becomes <c>OnErrorAsync</c>.</param>
    /// <returns>The values that were handled, in order.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="handler"/> is null.</exception>
    public static IAsyncObservable<T> DropIfBusy<T>(this IAsyncObservable<T> source, Func<T, CancellationToken, ValueTask> handler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(handler);
        return new Linq.Operators.DropIfBusy<T>(source, handler);
    }

    /// <summary>
    /// Runs the work factories of an asynchronous sequence with at most <paramref name="maxConcurrency"/> running at
    /// once, and sends each result as its work finishes: the counterpart of
    /// <c>Rheo.Linq.ObservableEx.WithLimitedConcurrency</c>, whose enumerable of factories becomes an asynchronous
    /// source (the source is the queue: while <paramref name="maxConcurrency"/> are running its
    /// <see cref="IAsyncObserver{T}.OnNextAsync"/> stays pending, and a result that is ready at once is delivered on
    /// the source's call). A slot frees when its result was delivered. Completes after the source completed and every
    /// running work finished; the first error (the source's, a throwing factory or a faulted or cancelled task) ends
    /// the sequence and cancels the others' token. Disposing cancels the token given to the work in flight.
    /// </summary>
    /// <typeparam name="T">The result type.</typeparam>
    /// <param name="taskFactories">The work; each factory is called when it arrives, with the subscription's token.</param>
    /// <param name="maxConcurrency">The most work running at once, at least 1.</param>
    /// <returns>The results in completion order.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="taskFactories"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxConcurrency"/> is less than 1.</exception>
    public static IAsyncObservable<T> WithLimitedConcurrency<T>(this IAsyncObservable<Func<CancellationToken, ValueTask<T>>> taskFactories, int maxConcurrency)
    {
        ArgumentNullException.ThrowIfNull(taskFactories);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxConcurrency, 1);
        return new Linq.Operators.WithLimitedConcurrency<Func<CancellationToken, ValueTask<T>>, T>(taskFactories, static (f, token) => f(token), maxConcurrency);
    }

    /// <summary>Runs work factories that take no token with at most <paramref name="maxConcurrency"/> running at once (see the overload with a token).</summary>
    /// <typeparam name="T">The result type.</typeparam>
    /// <param name="taskFactories">The work; each factory is called when it arrives.</param>
    /// <param name="maxConcurrency">The most work running at once, at least 1.</param>
    /// <returns>The results in completion order.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="taskFactories"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxConcurrency"/> is less than 1.</exception>
    public static IAsyncObservable<T> WithLimitedConcurrency<T>(this IAsyncObservable<Func<ValueTask<T>>> taskFactories, int maxConcurrency)
    {
        ArgumentNullException.ThrowIfNull(taskFactories);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxConcurrency, 1);
        return new Linq.Operators.WithLimitedConcurrency<Func<ValueTask<T>>, T>(taskFactories, static (f, _) => f(), maxConcurrency);
    }

    /// <summary>Runs task factories with at most <paramref name="maxConcurrency"/> tasks at once (see the overload over <see cref="ValueTask{TResult}"/> factories).</summary>
    /// <typeparam name="T">The result type.</typeparam>
    /// <param name="taskFactories">The work; each factory is called when it arrives, with the subscription's token.</param>
    /// <param name="maxConcurrency">The most tasks running at once, at least 1.</param>
    /// <returns>The results in completion order.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="taskFactories"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxConcurrency"/> is less than 1.</exception>
    public static IAsyncObservable<T> WithLimitedConcurrency<T>(this IAsyncObservable<Func<CancellationToken, Task<T>>> taskFactories, int maxConcurrency)
    {
        ArgumentNullException.ThrowIfNull(taskFactories);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxConcurrency, 1);
        return new Linq.Operators.WithLimitedConcurrency<Func<CancellationToken, Task<T>>, T>(taskFactories, static (f, token) => new ValueTask<T>(f(token)), maxConcurrency);
    }

    /// <summary>Runs task factories that take no token with at most <paramref name="maxConcurrency"/> tasks at once (see the overload over <see cref="ValueTask{TResult}"/> factories).</summary>
    /// <typeparam name="T">The result type.</typeparam>
    /// <param name="taskFactories">The work; each factory is called when it arrives.</param>
    /// <param name="maxConcurrency">The most tasks running at once, at least 1.</param>
    /// <returns>The results in completion order.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="taskFactories"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxConcurrency"/> is less than 1.</exception>
    public static IAsyncObservable<T> WithLimitedConcurrency<T>(this IAsyncObservable<Func<Task<T>>> taskFactories, int maxConcurrency)
    {
        ArgumentNullException.ThrowIfNull(taskFactories);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxConcurrency, 1);
        return new Linq.Operators.WithLimitedConcurrency<Func<Task<T>>, T>(taskFactories, static (f, _) => new ValueTask<T>(f()), maxConcurrency);
    }
}
