namespace Rheo.Testing;

/// <summary>An observable that logs its subscriptions and whose messages are known in advance.</summary>
/// <typeparam name="T">The element type.</typeparam>
public interface ITestableObservable<T> : IObservable<T>
{
    /// <summary>Gets the log of subscriptions: subscribe and unsubscribe virtual times, in subscription order.</summary>
    IList<Subscription> Subscriptions { get; }

    /// <summary>Gets the messages the observable sends, with their virtual times.</summary>
    IList<Recorded<Notification<T>>> Messages { get; }
}
