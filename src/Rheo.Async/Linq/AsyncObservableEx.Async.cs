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
        return new Linq.Operators.DropIfBusy<T>(source);
    }
}
