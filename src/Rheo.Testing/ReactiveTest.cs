namespace Rheo.Testing;

/// <summary>
/// Factory methods for expected messages and subscriptions, and the default times of
/// <see cref="TestScheduler.Start{T}(Func{IObservable{T}})"/>. Test classes often derive from it to call
/// <c>OnNext(210, 3)</c> unqualified.
/// </summary>
public class ReactiveTest
{
    /// <summary>The default virtual time at which <c>Start</c> creates the observable.</summary>
    public const long Created = 100;

    /// <summary>The default virtual time at which <c>Start</c> subscribes.</summary>
    public const long Subscribed = 200;

    /// <summary>The default virtual time at which <c>Start</c> disposes the subscription.</summary>
    public const long Disposed = 1000;

    /// <summary>An <c>OnNext</c> message at a virtual time.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="ticks">The virtual time.</param>
    /// <param name="value">The value.</param>
    /// <returns>The recorded message.</returns>
    public static Recorded<Notification<T>> OnNext<T>(long ticks, T value) => new(ticks, Notification.CreateOnNext(value));

    /// <summary>An expected <c>OnNext</c> at a virtual time whose value satisfies <paramref name="predicate"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="ticks">The virtual time.</param>
    /// <param name="predicate">Accepts the value.</param>
    /// <returns>The recorded expectation (compare it as the expected side).</returns>
    public static Recorded<Notification<T>> OnNext<T>(long ticks, Func<T, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(predicate);
        return new(ticks, new OnNextPredicate<T>(predicate));
    }

    /// <summary>An <c>OnCompleted</c> message at a virtual time.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="ticks">The virtual time.</param>
    /// <returns>The recorded message.</returns>
    public static Recorded<Notification<T>> OnCompleted<T>(long ticks) => new(ticks, Notification.CreateOnCompleted<T>());

    /// <summary>An <c>OnCompleted</c> message at a virtual time; the witness only fixes the element type.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="ticks">The virtual time.</param>
    /// <param name="witness">Unused.</param>
    /// <returns>The recorded message.</returns>
    public static Recorded<Notification<T>> OnCompleted<T>(long ticks, T witness) => OnCompleted<T>(ticks);

    /// <summary>An <c>OnError</c> message at a virtual time (equal to another only with the same exception object).</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="ticks">The virtual time.</param>
    /// <param name="exception">The error.</param>
    /// <returns>The recorded message.</returns>
    public static Recorded<Notification<T>> OnError<T>(long ticks, Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        return new(ticks, Notification.CreateOnError<T>(exception));
    }

    /// <summary>An <c>OnError</c> message at a virtual time; the witness only fixes the element type.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="ticks">The virtual time.</param>
    /// <param name="exception">The error.</param>
    /// <param name="witness">Unused.</param>
    /// <returns>The recorded message.</returns>
    public static Recorded<Notification<T>> OnError<T>(long ticks, Exception exception, T witness) => OnError<T>(ticks, exception);

    /// <summary>An expected <c>OnError</c> at a virtual time whose exception satisfies <paramref name="predicate"/>.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="ticks">The virtual time.</param>
    /// <param name="predicate">Accepts the exception.</param>
    /// <returns>The recorded expectation (compare it as the expected side).</returns>
    public static Recorded<Notification<T>> OnError<T>(long ticks, Func<Exception, bool> predicate)
    {
        ArgumentNullException.ThrowIfNull(predicate);
        return new(ticks, new OnErrorPredicate<T>(predicate));
    }

    /// <summary>An expected <c>OnError</c> whose exception satisfies <paramref name="predicate"/>; the witness only fixes the element type.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <param name="ticks">The virtual time.</param>
    /// <param name="predicate">Accepts the exception.</param>
    /// <param name="witness">Unused.</param>
    /// <returns>The recorded expectation.</returns>
    public static Recorded<Notification<T>> OnError<T>(long ticks, Func<Exception, bool> predicate, T witness) => OnError<T>(ticks, predicate);

    /// <summary>A subscription from <paramref name="start"/> to <paramref name="end"/>.</summary>
    /// <param name="start">The subscribe time.</param>
    /// <param name="end">The unsubscribe time.</param>
    /// <returns>The subscription.</returns>
    public static Subscription Subscribe(long start, long end) => new(start, end);

    /// <summary>A subscription from <paramref name="start"/> that was never disposed.</summary>
    /// <param name="start">The subscribe time.</param>
    /// <returns>The subscription.</returns>
    public static Subscription Subscribe(long start) => new(start);
}
