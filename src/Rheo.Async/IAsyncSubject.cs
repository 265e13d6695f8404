namespace Rheo.Async;

/// <summary>An asynchronous observer and observable at once: what it observes it publishes to its observers.</summary>
/// <typeparam name="T">The element type.</typeparam>
public interface IAsyncSubject<T> : IAsyncObservable<T>, IAsyncObserver<T>;
