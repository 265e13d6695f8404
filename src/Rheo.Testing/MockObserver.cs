namespace Rheo.Testing;

/// <summary>The observer made by <see cref="TestScheduler.CreateObserver{T}"/>.</summary>
/// <typeparam name="T">The element type.</typeparam>
internal sealed class MockObserver<T>(TestScheduler scheduler) : ITestableObserver<T>
{
    public IList<Recorded<Notification<T>>> Messages { get; } = new List<Recorded<Notification<T>>>();

    public void OnNext(T value) => Messages.Add(new Recorded<Notification<T>>(scheduler.Clock, Notification.CreateOnNext(value)));

    public void OnError(Exception error) => Messages.Add(new Recorded<Notification<T>>(scheduler.Clock, Notification.CreateOnError<T>(error)));

    public void OnCompleted() => Messages.Add(new Recorded<Notification<T>>(scheduler.Clock, Notification.CreateOnCompleted<T>()));
}
