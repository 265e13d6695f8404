namespace Rheo.Disposables.Fluent;

/// <summary>Fluent helpers for <see cref="IDisposable"/>, as <c>System.Reactive.Disposables.Fluent</c> in Rx.NET.</summary>
public static class DisposableExtensions
{
    /// <summary>Adds <paramref name="item"/> to <paramref name="compositeDisposable"/>, so it is disposed with it, and returns it.</summary>
    /// <typeparam name="T">The disposable's type.</typeparam>
    /// <param name="item">The disposable.</param>
    /// <param name="compositeDisposable">The composite to add it to (a disposed composite disposes it at once).</param>
    /// <returns><paramref name="item"/>.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="item"/> or <paramref name="compositeDisposable"/> is null.</exception>
    public static T DisposeWith<T>(this T item, CompositeDisposable compositeDisposable)
        where T : IDisposable
    {
        ArgumentNullException.ThrowIfNull(compositeDisposable);
        ArgumentNullException.ThrowIfNull(item);
        compositeDisposable.Add(item);
        return item;
    }
}
