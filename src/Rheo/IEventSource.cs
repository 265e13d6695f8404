namespace Rheo;

/// <summary>An event that raises the values of an observable sequence (see <c>Observable.ToEvent</c>).</summary>
/// <typeparam name="T">The element type.</typeparam>
public interface IEventSource<out T>
{
    /// <summary>Raised with each value; adding a handler subscribes to the sequence, removing it unsubscribes.</summary>
    event Action<T> OnNext;
}

/// <summary>A standard .NET event that raises the event patterns of an observable sequence (see <c>Observable.ToEventPattern</c>).</summary>
/// <typeparam name="TEventArgs">The event arguments type.</typeparam>
public interface IEventPatternSource<TEventArgs>
{
    /// <summary>Raised with each sender and arguments; adding a handler subscribes to the sequence, removing it unsubscribes.</summary>
    event EventHandler<TEventArgs> OnNext;
}
