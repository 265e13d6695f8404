namespace Rheo.Testing;

/// <summary>An observer that records every message it receives with the virtual time of arrival.</summary>
/// <typeparam name="T">The element type.</typeparam>
public interface ITestableObserver<T> : IObserver<T>
{
    /// <summary>Gets the recorded messages.</summary>
    IList<Recorded<Notification<T>>> Messages { get; }
}
