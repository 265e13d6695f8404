namespace Rheo.Linq;

public static partial class Observable
{
    /// <summary>
    /// Repeats the source when the handler says so: per subscription, <paramref name="handler"/> gets a sequence that
    /// signals each completion of the source (with a <c>null</c> value) and returns a sequence whose every value
    /// subscribes to the source again; its completion completes the result and its error fails it. An error of the
    /// source fails the result at once.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TSignal">The element type of the handler's sequence (its values only count).</typeparam>
    /// <param name="source">The source to repeat.</param>
    /// <param name="handler">Called once per subscription; a throwing handler becomes <c>OnError</c>.</param>
    /// <returns>The observable; constant stack over synchronous repetitions.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TSource> RepeatWhen<TSource, TSignal>(this IObservable<TSource> source, Func<IObservable<object>, IObservable<TSignal>> handler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(handler);
        return new Operators.RedoWhen<TSource, object, TSignal>(source, handler, retry: false);
    }

    /// <summary>
    /// Retries the source when the handler says so: per subscription, <paramref name="handler"/> gets a sequence of the
    /// source's errors and returns a sequence whose every value subscribes to the source again; its completion
    /// completes the result and its error fails it. Completion of the source completes the result at once.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <typeparam name="TSignal">The element type of the handler's sequence (its values only count).</typeparam>
    /// <param name="source">The source to retry.</param>
    /// <param name="handler">Called once per subscription; a throwing handler becomes <c>OnError</c>.</param>
    /// <returns>The observable; constant stack over synchronous retries.</returns>
    /// <exception cref="ArgumentNullException">An argument is null.</exception>
    public static IObservable<TSource> RetryWhen<TSource, TSignal>(this IObservable<TSource> source, Func<IObservable<Exception>, IObservable<TSignal>> handler)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(handler);
        return new Operators.RedoWhen<TSource, Exception, TSignal>(source, handler, retry: true);
    }

    /// <summary>
    /// Relays the source; an error is thrown and caught once before it goes on, which resets its dispatch state, so an
    /// exception object sent many times (and rethrown by <c>await</c> each time) does not accumulate stack trace text.
    /// </summary>
    /// <typeparam name="TSource">The element type.</typeparam>
    /// <param name="source">The source.</param>
    /// <returns>The observable.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="source"/> is null.</exception>
    public static IObservable<TSource> ResetExceptionDispatchState<TSource>(this IObservable<TSource> source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return new Operators.ResetExceptionDispatchState<TSource>(source);
    }
}
