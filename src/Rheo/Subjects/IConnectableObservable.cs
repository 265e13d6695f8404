namespace Rheo.Subjects;

/// <summary>An observable that shares one subscription to its source, made when <see cref="Connect"/> is called.</summary>
/// <typeparam name="T">The element type.</typeparam>
public interface IConnectableObservable<out T> : IObservable<T>
{
    /// <summary>Connects the observers to the source (once; a second call returns the same connection).</summary>
    /// <returns>The connection; disposing it disconnects, and a later <see cref="Connect"/> connects again.</returns>
    IDisposable Connect();
}
