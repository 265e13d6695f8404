namespace Rheo.Linq;

public static partial class ObservableEx
{
    /// <summary>
    /// Projects each value with an asynchronous selector, one call at a time, results in source order
    /// (<see cref="AsyncConcurrency.Sequential"/>).
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">The asynchronous projection; its token is cancelled when the subscription is disposed or fails.</param>
    /// <returns>The results.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IObservable<TResult> SelectAsync<TSource, TResult>(this IObservable<TSource> source, Func<TSource, CancellationToken, ValueTask<TResult>> selector) =>
        SelectAsync(source, selector, AsyncConcurrency.Sequential);

    /// <summary>
    /// Projects each value with an asynchronous selector under <paramref name="concurrency"/>:
    /// <see cref="AsyncConcurrency.Sequential"/> runs one call at a time and keeps source order;
    /// <see cref="AsyncConcurrency.Concurrent"/> runs up to a maximum at once and sends results as they finish
    /// (values beyond the maximum wait in a queue); <see cref="AsyncConcurrency.LatestOnly"/> cancels the call in
    /// flight when a value arrives and drops its result. A synchronous exception, a faulted call or a source error
    /// ends the sequence with that error and cancels the other calls. Completion waits for the calls that count.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">The asynchronous projection and the token that cancels it.</param>
    /// <param name="concurrency">The concurrency mode.</param>
    /// <returns>The results.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IObservable<TResult> SelectAsync<TSource, TResult>(this IObservable<TSource> source, Func<TSource, CancellationToken, ValueTask<TResult>> selector, AsyncConcurrency concurrency)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectAsync<TSource, TResult>(source, selector, concurrency);
    }

    /// <summary>
    /// Projects each value with a task-returning selector that takes no token under <paramref name="concurrency"/>
    /// (see the overload with a token): a call cannot be cancelled, but the result of a call that no longer
    /// counts (disposed, or superseded under <see cref="AsyncConcurrency.LatestOnly"/>) is dropped.
    /// </summary>
    /// <typeparam name="TSource">The source element type.</typeparam>
    /// <typeparam name="TResult">The result type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="selector">The asynchronous projection.</param>
    /// <param name="concurrency">The concurrency mode.</param>
    /// <returns>The results.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="selector"/> is null.</exception>
    public static IObservable<TResult> SelectAsync<TSource, TResult>(this IObservable<TSource> source, Func<TSource, Task<TResult>> selector, AsyncConcurrency concurrency)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(selector);
        return new Operators.SelectAsync<TSource, TResult>(source, (x, _) => new ValueTask<TResult>(selector(x)), concurrency);
    }

    /// <summary>
    /// Subscribes with an asynchronous handler run for one value at a time, in order, without blocking the source:
    /// values that arrive while a handler is pending wait in a queue. Errors (the source's or a failing handler's)
    /// are rethrown on the thread that meets them, like <c>Subscribe(onNext)</c>; use the overload with
    /// <c>onError</c> to handle them.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onNext">The handler.</param>
    /// <returns>Disposing it stops the source and drops the queued values.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="onNext"/> is null.</exception>
    public static IDisposable SubscribeAsync<T>(this IObservable<T> source, Func<T, ValueTask> onNext)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        return SubscribeAsync(source, (x, _) => onNext(x), static e => System.Runtime.ExceptionServices.ExceptionDispatchInfo.Throw(e), static () => { });
    }

    /// <summary>
    /// Subscribes with an asynchronous handler run for one value at a time, in order, without blocking the source.
    /// The handler starts on the thread of the value that finds it idle; while it is pending, new values are queued
    /// and the source goes on. <paramref name="onCompleted"/> or <paramref name="onError"/> runs after the queued
    /// values; a failing handler ends the subscription with its exception.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="onNext">The handler; its token is cancelled when the subscription is disposed.</param>
    /// <param name="onError">Receives the source's error or the handler's exception.</param>
    /// <param name="onCompleted">Runs after the last value was handled.</param>
    /// <returns>Disposing it stops the source, cancels the handler's token and drops the queued values.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IDisposable SubscribeAsync<T>(this IObservable<T> source, Func<T, CancellationToken, ValueTask> onNext, Action<Exception> onError, Action onCompleted)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(onNext);
        ArgumentNullException.ThrowIfNull(onError);
        ArgumentNullException.ThrowIfNull(onCompleted);
        var sink = new Operators.SubscribeAsyncSink<T>(onNext, onError, onCompleted);
        Internal.SubscribeExtensions.Run(source, sink);
        return sink;
    }

    /// <summary>
    /// Subscribes at once (hot) and returns a task that completes with the first value, then disposes the
    /// subscription. Fails with the source's error, or with <see cref="InvalidOperationException"/> if the source
    /// completes empty.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="cancellationToken">Disposes the subscription and cancels the task.</param>
    /// <returns>The task of the first value; continuations run asynchronously.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static Task<T> ToHotTask<T>(this IObservable<T> source, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(source);
        var sink = new Operators.ToHotTaskSink<T>();
        sink.Start(source, cancellationToken);
        return sink.Task;
    }

    /// <summary>
    /// Subscribes at once (hot) and returns a value task that completes with the first value, then disposes the
    /// subscription; fails like <see cref="ToHotTask{T}"/>. One object per call backs the value task; await it once.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <returns>The value task of the first value.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static ValueTask<T> ToHotValueTask<T>(this IObservable<T> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ToHotValueTaskSink<T>().Start(source);
    }
}

public static partial class ObservableEx
{
    /// <summary>
    /// Runs <paramref name="handler"/> for a value when it is idle and drops the values that arrive while it runs;
    /// each handled value is sent on when its handler finishes. Completion waits for the running handler.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="source">The source sequence.</param>
    /// <param name="handler">The asynchronous work; its token is cancelled on dispose. A throw or fault becomes <c>OnError</c>.</param>
    /// <returns>The values that were handled, in order.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> or <paramref name="handler"/> is null.</exception>
    public static IObservable<T> DropIfBusy<T>(this IObservable<T> source, Func<T, CancellationToken, ValueTask> handler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(handler);
        return new Operators.DropIfBusy<T>(source, handler);
    }
}

public static partial class ObservableEx
{
    /// <summary>
    /// Runs task factories with at most <paramref name="maxConcurrency"/> tasks at once, starting them in order as
    /// room frees up, and sends each result as its task finishes. Completes when every task finished; the first
    /// error (a throwing factory or a faulted or cancelled task) ends the sequence and cancels the others' token.
    /// </summary>
    /// <typeparam name="T">The result type.</typeparam>
    /// <param name="taskFactories">The work; read lazily, one factory when there is room. Each subscription runs it again.</param>
    /// <param name="maxConcurrency">The most tasks running at once, at least 1.</param>
    /// <returns>The results in completion order.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="taskFactories"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxConcurrency"/> is less than 1.</exception>
    public static IObservable<T> WithLimitedConcurrency<T>(this IEnumerable<Func<CancellationToken, Task<T>>> taskFactories, int maxConcurrency)
    {
        ArgumentNullException.ThrowIfNull(taskFactories);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxConcurrency, 1);
        return new Operators.WithLimitedConcurrency<T>(taskFactories, maxConcurrency);
    }

    /// <summary>Runs task factories that take no token with at most <paramref name="maxConcurrency"/> tasks at once (see the overload with a token).</summary>
    /// <typeparam name="T">The result type.</typeparam>
    /// <param name="taskFactories">The work; read lazily.</param>
    /// <param name="maxConcurrency">The most tasks running at once, at least 1.</param>
    /// <returns>The results in completion order.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="taskFactories"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxConcurrency"/> is less than 1.</exception>
    public static IObservable<T> WithLimitedConcurrency<T>(this IEnumerable<Func<Task<T>>> taskFactories, int maxConcurrency)
    {
        ArgumentNullException.ThrowIfNull(taskFactories);
        ArgumentOutOfRangeException.ThrowIfLessThan(maxConcurrency, 1);
        return new Operators.WithLimitedConcurrency<T>(taskFactories.Select(static f => (Func<CancellationToken, Task<T>>)(_ => f())), maxConcurrency);
    }
}
