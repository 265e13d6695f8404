namespace Rheo;

/// <summary>
/// A value that changes over time, read-only: <see cref="Value"/> is the current value, and subscribing sends it
/// at once followed by every change. Made by <c>ObservableEx.ToReadOnlyBehavior</c>; disposing it stops
/// following the source.
/// </summary>
/// <typeparam name="T">The value type.</typeparam>
public interface IReadOnlyBehavior<out T> : IObservable<T>, IDisposable
{
    /// <summary>Gets the current value.</summary>
    /// <exception cref="Exception">The source failed: its error is rethrown.</exception>
    /// <exception cref="ObjectDisposedException">The behavior was disposed.</exception>
    T Value { get; }
}
